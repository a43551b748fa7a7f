import QuartzCore
import QuartzCoreTestSupport
import WindowSystem
import XCTest

final class FrameSourceTests: XCTestCase {
    func testSubscribersAreCalledInOrderAndPausedOnesKeepTheirPlace() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 0)
            let source = FrameSource(scheduler: scheduler, refreshRate: 100)
            var log: [String] = []
            let first = source.subscribe { _ in log.append("first") }
            let second = source.subscribe { _ in log.append("second") }
            scheduler.advance(by: 0.01)

            first.isPaused = true
            scheduler.advance(by: 0.01)
            first.isPaused = false
            scheduler.advance(by: 0.01)

            XCTAssertEqual(log, ["first", "second", "second", "first", "second"])
            first.cancel()
            second.cancel()
        }
    }

    func testTheClockStopsWhenEverySubscriptionIsPausedOrGone() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 0)
            let source = FrameSource(scheduler: scheduler, refreshRate: 100)
            let paused = source.subscribe { _ in }
            var dropped: FrameSubscription? = source.subscribe { _ in }

            paused.isPaused = true
            dropped = nil

            XCTAssertNil(dropped)
            XCTAssertFalse(source.isRunning)
            XCTAssertEqual(scheduler.pendingTimerCount, 0)

            paused.isPaused = false

            XCTAssertTrue(source.isRunning)
            paused.cancel()
        }
    }

    func testSubscribingDuringAFrameStartsAtTheNextAndCancellingStopsAtOnce() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 0)
            let source = FrameSource(scheduler: scheduler, refreshRate: 100)
            var log: [String] = []
            var late: FrameSubscription?
            var victim: FrameSubscription?
            let first = source.subscribe { timing in
                log.append("first \(timing.frameIndex)")
                victim?.cancel()
                if late == nil { late = source.subscribe { log.append("late \($0.frameIndex)") } }
            }
            victim = source.subscribe { _ in log.append("victim") }

            scheduler.advance(by: 0.02)

            XCTAssertEqual(log, ["first 1", "first 2", "late 2"])
            XCTAssertEqual(source.currentFrame?.frameIndex, 2)
            for subscription in [first, late] { subscription?.cancel() }
        }
    }
}
