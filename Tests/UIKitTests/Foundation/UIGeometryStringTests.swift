import UIKit
import XCTest

final class UIGeometryStringTests: XCTestCase {
    func testUIKitStructuresPrintInUIKitsFormats() {
        let insets = UIEdgeInsets(top: 1, left: 2.5, bottom: 3, right: 4)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let offset = UIOffset(horizontal: 1.5, vertical: -2)

        XCTAssertEqual(NSStringFromUIEdgeInsets(insets), "{1, 2.5, 3, 4}")
        XCTAssertEqual(NSStringFromDirectionalEdgeInsets(directional), "{1, 2, 3, 4}")
        XCTAssertEqual(NSStringFromUIOffset(offset), "{1.5, -2}")
        XCTAssertEqual(NSCoder.string(for: insets), "{1, 2.5, 3, 4}")
        XCTAssertEqual(NSCoder.string(for: directional), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.string(for: offset), "{1.5, -2}")
    }

    func testUIKitStructuresParseLeniently() {
        XCTAssertEqual(UIEdgeInsetsFromString("{1,2,3,4}"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(UIEdgeInsetsFromString("nonsense"), .zero)
        XCTAssertEqual(
            NSDirectionalEdgeInsetsFromString("{3.0,8.0,3.0,5.0}"),
            NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 5))
        XCTAssertEqual(UIOffsetFromString("{1.5}"), UIOffset(horizontal: 1.5, vertical: 0))
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(
            NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}"),
            NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(NSCoder.uiOffset(for: "{5, 6}"), UIOffset(horizontal: 5, vertical: 6))
    }

    func testKeyedArchivesRoundTripUIKitStructures() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4.25)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(insets, forKey: "insets")
        archiver.encode(directional, forKey: "directional")
        archiver.encode(UIOffset(horizontal: 9, vertical: -10), forKey: "offset")
        archiver.finishEncoding()

        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false

        XCTAssertEqual(unarchiver.decodeUIEdgeInsets(forKey: "insets"), insets)
        XCTAssertEqual(unarchiver.decodeDirectionalEdgeInsets(forKey: "directional"), directional)
        XCTAssertEqual(unarchiver.decodeUIOffset(forKey: "offset"), UIOffset(horizontal: 9, vertical: -10))
        XCTAssertEqual(unarchiver.decodeUIOffset(forKey: "missing"), .zero)
    }
}
