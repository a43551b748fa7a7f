import XCTest

@testable import UIKit

/// The snapshot the list tests use: integer sections, string items.
typealias TestSnapshot = NSDiffableDataSourceSnapshot<Int, String>

extension NSDiffableDataSourceSnapshot {
    /// A snapshot of `contents`, each section with its items, built by appends.
    init(_ contents: [(SectionIdentifierType, [ItemIdentifierType])]) {
        self.init()
        appendSections(contents.map(\.0))
        for (section, items) in contents { appendItems(items, toSection: section) }
    }

    /// Every section with its items, in order.
    var contents: [Contents] {
        sectionIdentifiers.map { Contents(section: $0, items: itemIdentifiers(inSection: $0)) }
    }

    /// One section and its items, comparable in assertions.
    struct Contents: Equatable, CustomStringConvertible {
        var section: SectionIdentifierType
        var items: [ItemIdentifierType]

        var description: String { "\(section): \(items)" }
    }

    /// Fails the test unless every lookup table agrees with the sections and items: each item's
    /// section, index, index among all items, and each section's index.
    func assertConsistent(file: StaticString = #filePath, line: UInt = #line) {
        var all = 0
        for (sectionIndex, section) in sectionIdentifiers.enumerated() {
            XCTAssertEqual(indexOfSection(section), sectionIndex, file: file, line: line)
            for item in itemIdentifiers(inSection: section) {
                XCTAssertEqual(sectionIdentifier(containingItem: item), section, file: file, line: line)
                XCTAssertEqual(indexOfItem(item), all, file: file, line: line)
                all += 1
            }
        }
        XCTAssertEqual(numberOfItems, all, file: file, line: line)
        XCTAssertEqual(itemIdentifiers.count, all, file: file, line: line)
    }
}

/// Xorshift64*: random numbers that depend only on the seed, so a failing random case can be
/// replayed from the seed its message gives.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
