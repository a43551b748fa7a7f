import UIKit
import XCTest

final class NSValueUIGeometryTests: XCTestCase {
    func testUIKitStructuresCastBackFromAny() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        let boxes: [Any] = [
            NSValue(uiEdgeInsets: insets), NSValue(directionalEdgeInsets: directional),
            NSValue(uiOffset: UIOffset(horizontal: -1, vertical: 2)),
        ]

        let values = boxes.compactMap { $0 as? NSValue }

        XCTAssertEqual(values.count, 3)
        XCTAssertEqual(values[0].uiEdgeInsetsValue, insets)
        XCTAssertEqual(values[1].directionalEdgeInsetsValue, directional)
        XCTAssertEqual(values[2].uiOffsetValue, UIOffset(horizontal: -1, vertical: 2))
    }

    func testInsetBoxesCompareByValueAndKind() {
        let insets = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let same = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let directional = NSValue(
            directionalEdgeInsets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

        XCTAssertTrue(insets.isEqual(same))
        XCTAssertFalse(insets.isEqual(directional))
        XCTAssertEqual(String(cString: insets.objCType), "{UIEdgeInsets=dddd}")
    }
}
