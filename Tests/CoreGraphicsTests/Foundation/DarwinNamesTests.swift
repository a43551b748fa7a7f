import CoreGraphics
import XCTest

private nonisolated(unsafe) var noteKey: UInt8 = 0

private final class Owner {}

/// What iOS code reaches after `import CoreGraphics` alone: Darwin's constants and the ObjectiveC module.
final class DarwinNamesTests: XCTestCase {
    func testAssociatedObjectsAreReachableThroughCoreGraphics() {
        let owner = Owner()

        objc_setAssociatedObject(owner, &noteKey, "note", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        XCTAssertEqual(objc_getAssociatedObject(owner, &noteKey) as? String, "note")
        XCTAssertEqual(NSStringFromSelector(Selector("copy:")), "copy:")
    }

    func testHugeIsTheLargestFiniteFloatAsInDarwinsMathHeader() {
        var repeatCount: Float = 1

        repeatCount = HUGE

        XCTAssertEqual(repeatCount, .greatestFiniteMagnitude)
        XCTAssertEqual(MAXFLOAT, .greatestFiniteMagnitude)
    }

    func testTimeUnitsAndIntegerNamesMatchDarwin() {
        let nanoseconds: UInt64 = 2 * NSEC_PER_SEC + 3 * NSEC_PER_MSEC + 4 * NSEC_PER_USEC
        let count: NSInteger = -1
        let size: NSUInteger = 1

        XCTAssertEqual(nanoseconds, 2_003_004_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
        XCTAssertEqual(count, -1)
        XCTAssertEqual(size, 1)
        XCTAssertEqual(NSIntegerMax, Int.max)
    }
}
