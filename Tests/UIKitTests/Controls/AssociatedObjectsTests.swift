import UIKit
import XCTest

private nonisolated(unsafe) var firstKey: UInt8 = 0
private nonisolated(unsafe) var secondKey: UInt8 = 0

/// Counts its deinitializations.
private final class Tracked: NSObject, @unchecked Sendable {
    nonisolated(unsafe) static var deinits = 0
    deinit { Tracked.deinits += 1 }
}

private final class Owner {}

final class AssociatedObjectsTests: XCTestCase {
    func testRetainedValuesAreReadBackByKeyAddress() {
        let owner = Owner()
        objc_setAssociatedObject(owner, &firstKey, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(owner, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN)

        XCTAssertEqual(objc_getAssociatedObject(owner, &firstKey) as? String, "one")
        XCTAssertEqual(objc_getAssociatedObject(owner, &secondKey) as? Int, 2)
        XCTAssertNil(objc_getAssociatedObject(Owner(), &firstKey))
    }

    func testSettingNilRemovesAndReleasesTheValue() {
        let owner = Owner()
        let before = Tracked.deinits
        objc_setAssociatedObject(owner, &firstKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(Tracked.deinits, before)

        objc_setAssociatedObject(owner, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN)

        XCTAssertNil(objc_getAssociatedObject(owner, &firstKey))
        XCTAssertEqual(Tracked.deinits, before + 1)
    }

    func testAssignDoesNotKeepTheValueAlive() {
        let owner = Owner()
        let before = Tracked.deinits
        do {
            let value = Tracked()
            objc_setAssociatedObject(owner, &firstKey, value, .OBJC_ASSOCIATION_ASSIGN)
            XCTAssertTrue(objc_getAssociatedObject(owner, &firstKey) as AnyObject === value)
        }
        XCTAssertEqual(Tracked.deinits, before + 1)
        XCTAssertNil(objc_getAssociatedObject(owner, &firstKey))
    }

    func testCopyStoresACopyOfCopyingValues() {
        let owner = Owner()
        let string = NSMutableString(string: "a")
        objc_setAssociatedObject(owner, &firstKey, string, .OBJC_ASSOCIATION_COPY)
        string.append("b")

        XCTAssertEqual(objc_getAssociatedObject(owner, &firstKey) as? String, "a")
    }

    func testRemoveAssociatedObjectsReleasesEveryValue() {
        let owner = Owner()
        let before = Tracked.deinits
        objc_setAssociatedObject(owner, &firstKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(owner, &secondKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)

        objc_removeAssociatedObjects(owner)

        XCTAssertEqual(Tracked.deinits, before + 2)
        XCTAssertNil(objc_getAssociatedObject(owner, &secondKey))
    }

    func testValuesAreReleasedAfterTheirOwnerAtTheNextAssociatedObjectCall() {
        let before = Tracked.deinits
        do {
            let owner = Owner()
            objc_setAssociatedObject(owner, &firstKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)
        }

        _ = objc_getAssociatedObject(Owner(), &secondKey)

        XCTAssertEqual(Tracked.deinits, before + 1)
    }
}
