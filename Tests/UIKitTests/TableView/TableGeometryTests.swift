import XCTest

@testable import UIKit

/// The table's geometry: positions from heights, and lookups by position, against a plain walk
/// over the same lengths.
final class TableGeometryTests: XCTestCase {
    func testHeightTreeSumsAndFindsLikeAWalk() {
        var generator = SystemRandomNumberGenerator()
        var lengths = (0..<500).map { _ in CGFloat(Int.random(in: 0...60, using: &generator)) }
        var tree = HeightTree(lengths)
        for _ in 0..<200 {
            let index = Int.random(in: 0..<lengths.count, using: &generator)
            let length = CGFloat(Int.random(in: 0...60, using: &generator))
            lengths[index] = length
            tree[index] = length
            let probe = Int.random(in: 0...lengths.count, using: &generator)
            XCTAssertEqual(tree.sum(below: probe), lengths[..<probe].reduce(0, +))
            let distance = CGFloat(Int.random(in: 0..<Int(lengths.reduce(0, +) + 1), using: &generator))
            var walked = 0
            var start: CGFloat = 0
            while walked < lengths.count - 1, start + lengths[walked] <= distance {
                start += lengths[walked]
                walked += 1
            }
            XCTAssertEqual(tree.index(at: distance), walked, "distance \(distance)")
        }
    }

    func testSectionsPlaceHeadersRowsAndFooters() {
        var geometry = TableGeometry(
            sections: [
                .init(headerPadding: 22, header: 28, footer: 10), .init(header: 0, footer: 0),
                .init(headerPadding: 22, header: 28, footer: 0),
            ],
            rowHeights: [[44, 44], [], [60, 60, 60]])
        geometry.tableHeader = 100
        XCTAssertEqual(geometry.contentHeight, 100 + 60 + 88 + 0 + 50 + 180)
        XCTAssertEqual(geometry.headerTop(0), 122)
        XCTAssertEqual(geometry.rowSpan(section: 0, row: 1).top, 194)
        XCTAssertEqual(geometry.footerTop(0), 238)
        XCTAssertEqual(geometry.sectionTop(2), 248)
        XCTAssertEqual(geometry.rowSpan(section: 2, row: 0).top, 298)
        XCTAssertEqual(geometry.indexPath(flatIndex: 2).section, 2)
        XCTAssertEqual(geometry.indexPath(flatIndex: 2).row, 0)
        XCTAssertEqual(geometry.rows(from: 0, to: 160), 0..<1)
        XCTAssertEqual(geometry.rows(from: 0, to: 130), 0..<0, "headers only")
        XCTAssertEqual(geometry.rows(from: 200, to: 300), 1..<3)
        XCTAssertEqual(geometry.rows(from: 240, to: 300), 2..<3, "from a footer into the next section's rows")
        XCTAssertEqual(geometry.rows(from: 240, to: 290), 0..<0, "a footer and a header, no rows")
        XCTAssertEqual(geometry.rows(from: 1000, to: 2000), 0..<0, "below everything")
        XCTAssertEqual(geometry.rows(from: 0, to: 110), 0..<0, "in the table header")
        geometry.setRowHeight(100, flatIndex: 0)
        XCTAssertEqual(geometry.rowSpan(section: 2, row: 0).top, 354)
        geometry.setHeader(40, padding: 0, section: 1)
        XCTAssertEqual(geometry.rowSpan(section: 2, row: 0).top, 394)
    }

    func testAHundredThousandRowsAreFoundByPosition() {
        let geometry = TableGeometry(sections: [.init()], rowHeights: [Array(repeating: 44, count: 100_000)])
        XCTAssertEqual(geometry.contentHeight, 4_400_000)
        XCTAssertEqual(geometry.rows(from: 440_000, to: 440_400), 10_000..<10_010)
    }
}
