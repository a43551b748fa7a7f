import UIKit
import XCTest

/// The current-context stack belongs to a thread, as on iOS: a context pushed on one thread is not
/// current on another, and each thread's renderer draws into its own.
final class UIGraphicsThreadTests: XCTestCase {
    func testAContextPushedOnOneThreadIsNotCurrentOnAnother() {
        let context = CGContext(pixelWidth: 4, pixelHeight: 4, opaque: false)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let seenElsewhere = Box()

        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            seenElsewhere.value = UIGraphicsGetCurrentContext() != nil
            done.signal()
        }

        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === context)
        XCTAssertEqual(seenElsewhere.value, false)
    }

    func testRenderersOnTwoThreadsDrawTheirOwnColours() {
        let colors: [UIColor] = [.red, .blue]
        let results = Box<[UIColor: (UInt8, UInt8, UInt8)]>([:])

        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let color = colors[index % 2]
            let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            }
            let pixel = image.cgImage!.pixel(x: 4, y: 4)
            results.withLock { $0[color] = (pixel.red, pixel.green, pixel.blue) }
        }

        XCTAssertTrue(results.value[.red]! == (255, 0, 0))
        XCTAssertTrue(results.value[.blue]! == (0, 0, 255))
    }
}

/// A value shared between threads under a lock.
private final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func withLock(_ body: (inout Value) -> Void) {
        lock.withLock { body(&stored) }
    }
}

extension Box where Value == Bool? {
    convenience init() {
        self.init(nil)
    }
}
