import UIKit
import XCTest

final class IndexPathUIKitTests: XCTestCase {
    func testRowAndItemPathsPutTheSectionFirst() {
        let row = IndexPath(row: 3, section: 1)
        let item = IndexPath(item: 4, section: 2)

        XCTAssertEqual(Array(row), [1, 3])
        XCTAssertEqual(row.section, 1)
        XCTAssertEqual(row.row, 3)
        XCTAssertEqual(row.item, 3)
        XCTAssertEqual(Array(item), [2, 4])
        XCTAssertEqual(item.item, 4)
    }

    func testSettingRowItemAndSectionChangesThePath() {
        var path = IndexPath(row: 0, section: 0)

        path.row = 5
        path.section = 2

        XCTAssertEqual(path, IndexPath(indexes: [2, 5]))
        path.item = 7
        XCTAssertEqual(path.row, 7)
    }
}
