import HeadlessBackend
import WindowSystem
import XCTest

final class FrameClockTests: XCTestCase {
    func testTicksOnTheRefreshGridWhileRunning() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 100)
            let clock = FrameClock(scheduler: scheduler, refreshRate: 50)
            var ticks: [FrameTiming] = []
            clock.onFrame = { ticks.append($0) }

            clock.start()
            scheduler.advance(by: 0.061)

            XCTAssertEqual(ticks.map(\.timestamp), [100.02, 100.04, 100.06].map { $0 }, accuracy: 1e-9)
            XCTAssertEqual(ticks.first?.targetTimestamp ?? 0, 100.04, accuracy: 1e-9)
            XCTAssertEqual(ticks.first?.duration ?? 0, 0.02, accuracy: 1e-12)
        }
    }

    func testUnknownRefreshRateMeansSixtyHertz() {
        MainActor.assumeIsolated {
            let clock = FrameClock(scheduler: ManualScheduler(), refreshRate: 0)

            XCTAssertEqual(clock.period, 1.0 / 60, accuracy: 1e-12)
        }
    }

    func testALateFrameDropsMissedTicksAndStaysOnTheGrid() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 0)
            let clock = FrameClock(scheduler: scheduler, refreshRate: 100)
            var ticks: [Double] = []
            clock.onFrame = { timing in
                ticks.append(timing.timestamp)
                if ticks.count == 1 { scheduler.spend(0.035) }  // a slow frame: 3.5 periods
            }

            clock.start()
            scheduler.advance(to: 0.0505)

            XCTAssertEqual(ticks, [0.01, 0.04, 0.05], accuracy: 1e-9)
        }
    }

    func testAStoppedClockSchedulesNothing() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler()
            let clock = FrameClock(scheduler: scheduler, refreshRate: 60)
            var count = 0
            clock.onFrame = { _ in count += 1 }
            clock.start()
            scheduler.advance(by: 0.02)

            clock.stop()
            scheduler.advance(by: 1)

            XCTAssertEqual(count, 1)
            XCTAssertFalse(clock.isRunning)
            XCTAssertNil(scheduler.nextDeadline)
        }
    }

    func testRestartingKeepsTheOriginalGrid() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 0)
            let clock = FrameClock(scheduler: scheduler, refreshRate: 100)
            var ticks: [Double] = []
            clock.onFrame = { ticks.append($0.timestamp) }

            scheduler.advance(by: 0.0137)
            clock.start()
            scheduler.advance(by: 0.01)

            XCTAssertEqual(ticks, [0.02], accuracy: 1e-9)
        }
    }
}

final class ManualSchedulerTests: XCTestCase {
    func testTimersFireInDeadlineOrderEachFollowedByItsEndOfTurnWork() {
        MainActor.assumeIsolated {
            let scheduler = ManualScheduler(now: 0)
            var log: [String] = []
            scheduler.schedule(at: 2) {
                log.append("timer 2")
                scheduler.scheduleAtEndOfTurn { log.append("end of turn after 2") }
            }
            scheduler.schedule(at: 1) { log.append("timer 1") }
            let cancelled = scheduler.schedule(at: 1.5) { log.append("cancelled") }

            cancelled.cancel()
            scheduler.advance(by: 3)

            XCTAssertEqual(log, ["timer 1", "timer 2", "end of turn after 2"])
            XCTAssertEqual(scheduler.now, 3)
        }
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, "\(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}

final class FrameTimingTests: XCTestCase {
    func testTargetMinusTimestampIsExactlyTheDurationAtAnyUptime() {
        for start in [0.25, 1000, 123_456.789, 31_557_600, 4_000_000_000] {
            for period in [1.0 / 60, 1.0 / 144, 0.016_666, 1.0 / 59.94] {
                for number in Int64(0)..<500 {
                    let time = start + Double(number) * period

                    let timing = FrameTiming(vblank: VBlank(time: time, number: number), period: period)

                    XCTAssertEqual(timing.targetTimestamp - timing.timestamp, timing.duration)
                    XCTAssertEqual(timing.timestamp, time, accuracy: 4 * max(time, 1).ulp)
                    XCTAssertEqual(timing.duration, period, accuracy: 4 * max(time, 1).ulp)
                }
            }
        }
    }
}

final class RefreshGridTests: XCTestCase {
    func testATimerThatFiresAHairEarlyStillDeliversTheAwaitedVBlank() {
        MainActor.assumeIsolated {
            let scheduler = EarlyScheduler()
            let grid = RefreshGrid(scheduler: scheduler, anchor: 0, period: 0.01)
            var delivered: [VBlank] = []

            _ = grid.waitForVBlank(after: VBlank(time: 0.01, number: 1)) { delivered.append($0) }
            scheduler.fire(early: 1e-7)

            XCTAssertEqual(delivered.map(\.number), [2])
            XCTAssertEqual(delivered.first?.time ?? 0, 0.02, accuracy: 1e-12)
        }
    }

    func testTheFirstWaitIsForTheVBlankAfterNow() {
        MainActor.assumeIsolated {
            let scheduler = EarlyScheduler()
            scheduler.now = 0.034
            let grid = RefreshGrid(scheduler: scheduler, anchor: 0.004, period: 0.01)

            _ = grid.waitForVBlank(after: nil) { _ in }

            XCTAssertEqual(scheduler.deadline ?? 0, 0.044, accuracy: 1e-12)
        }
    }
}

/// A scheduler whose one timer a test fires by hand, possibly before its deadline.
@MainActor private final class EarlyScheduler: Scheduler {
    var now = 0.0
    private(set) var deadline: Double?
    private var work: (@MainActor () -> Void)?

    nonisolated var clock: @Sendable () -> Double { { 0 } }

    func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        self.deadline = deadline
        self.work = work
        return ScheduledWork {}
    }

    func scheduleAtEndOfTurn(_ work: @escaping @MainActor () -> Void) {}

    func fire(early: Double) {
        now = (deadline ?? now) - early
        work?()
    }
}
