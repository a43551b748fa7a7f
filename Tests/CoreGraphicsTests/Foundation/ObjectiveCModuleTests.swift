import ObjectiveC
import XCTest

private nonisolated(unsafe) var tagKey: UInt8 = 0

private final class Tagged {}

/// `import ObjectiveC` by itself, as iOS code writes it for associated objects.
final class ObjectiveCModuleTests: XCTestCase {
    func testTheModuleHoldsAssociatedObjectsSelectorsAndNSInteger() {
        let owner = Tagged()
        let index: NSInteger = 3

        objc_setAssociatedObject(owner, &tagKey, index, .OBJC_ASSOCIATION_RETAIN)

        XCTAssertEqual(objc_getAssociatedObject(owner, &tagKey) as? NSInteger, 3)
        XCTAssertEqual(NSSelectorFromString("paste:"), Selector("paste:"))
        objc_removeAssociatedObjects(owner)
        XCTAssertNil(objc_getAssociatedObject(owner, &tagKey))
    }
}
