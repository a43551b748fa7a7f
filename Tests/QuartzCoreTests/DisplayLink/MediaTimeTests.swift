import Foundation
import QuartzCore
import QuartzCoreTestSupport
import Synchronization
import WindowSystem
import XCTest

final class MediaTimeTests: XCTestCase {
    func testMediaTimeIsTheManualClockOnAnyThread() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            host.advance(by: 2.5)
            let reading = Reading()

            Thread.detachNewThread { reading.take() }
            reading.done.wait()

            XCTAssertEqual(reading.time.withLock { $0 }, 1002.5)
        }
    }

    func testManyReadingsOfTheInstalledClockStayCheap() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            host.advance(by: 1)

            // Each reading used to wrap the installed clock in two more thunks: a long-running app
            // slowed down call by call and overflowed the stack after a few hundred thousand readings.
            var sum = 0.0
            for _ in 0..<400_000 { sum += CACurrentMediaTime() }

            XCTAssertEqual(sum / 400_000, 1001)
        }
    }

    func testMediaTimeIsMonotonicSecondsWithoutAnApp() {
        MainActor.assumeIsolated { HeadlessLayerHost.resetEnvironment() }
        let before = monotonicSeconds()

        let time = CACurrentMediaTime()

        XCTAssertGreaterThanOrEqual(time, before)
        XCTAssertLessThan(time - before, 1)
    }
}

/// `CACurrentMediaTime()` as read on another thread.
private final class Reading: Sendable {
    let time = Mutex<CFTimeInterval?>(nil)
    let done = DispatchSemaphore(value: 0)

    func take() {
        let now = CACurrentMediaTime()
        time.withLock { $0 = now }
        done.signal()
    }
}
