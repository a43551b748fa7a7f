import XCTest

@testable import Cassowary

/// A row's cell table against a dictionary under seeded random changes: adds that create, update
/// and cancel cells, removals, scaling, growing and shrinking, with each cell's column position
/// kept through every move of the table.
final class CellsTests: XCTestCase {
    func testCellsMatchADictionaryThroughRandomChanges() {
        for seed: UInt64 in 1...20 {
            var generator = SeededGenerator(seed: seed)
            let row = Row()
            var expected: [Int32: (coefficient: Double, position: Int32)] = [:]
            // Ids from far apart land in slots as if at random, so cells collide and probe past
            // each other as often as a half-full table allows; a pool of them brings ids back.
            let pool = (0..<300).map { _ in Int32.random(in: 0..<1_000_000, using: &generator) }
            for step in 0..<2000 {
                let id = pool[Int.random(in: 0..<(step < 1000 ? 300 : 40), using: &generator)]
                let symbol = Symbol(id: id)
                switch Int.random(in: 0...9, using: &generator) {
                case 0...5:
                    // Whole numbers, so that a cell cancels exactly when the dictionary's does.
                    let addend = Double(Int.random(in: -3...3, using: &generator))
                    let (before, after, slot, position) = row.cells.add(addend, to: symbol)
                    let old = expected[id]
                    XCTAssertEqual(before, old?.coefficient ?? 0, "seed \(seed), step \(step)")
                    let sum = (old?.coefficient ?? 0) + addend
                    XCTAssertEqual(after, sum, "seed \(seed), step \(step)")
                    if sum == 0 {
                        if let old { XCTAssertEqual(position, old.position, "seed \(seed), step \(step)") }
                        expected[id] = nil
                    } else if let old {
                        expected[id] = (sum, old.position)
                    } else {
                        row.cells.setPosition(Int32(step), atSlot: slot)
                        expected[id] = (sum, Int32(step))
                    }
                case 6:
                    XCTAssertEqual(row.cells.removeValue(forKey: symbol), expected.removeValue(forKey: id)?.coefficient)
                case 7:
                    row.cells.scale(by: -1)
                    expected = expected.mapValues { (-$0.coefficient, $0.position) }
                case 8:
                    row.cells.reserve(row.cells.count + Int.random(in: 0...500, using: &generator))
                default:
                    row.cells.shrinkIfSparse()
                }
                XCTAssertEqual(row.cells.count, expected.count, "seed \(seed), step \(step)")
            }
            var seen: [Int32: (coefficient: Double, position: Int32)] = [:]
            for (symbol, coefficient) in row.cells { seen[symbol.id] = (coefficient, 0) }
            row.cells.forEachPosition { symbol, position in seen[symbol.id]?.position = position }
            XCTAssertEqual(seen.count, expected.count, "seed \(seed)")
            for (id, cell) in expected {
                XCTAssertEqual(seen[id]?.coefficient, cell.coefficient, "seed \(seed), symbol \(id)")
                XCTAssertEqual(seen[id]?.position, cell.position, "seed \(seed), symbol \(id)")
                XCTAssertEqual(row.cells[Symbol(id: id)], cell.coefficient, "seed \(seed), symbol \(id)")
            }
            XCTAssertEqual(row.copy().cells.count, expected.count)
        }
    }
}
