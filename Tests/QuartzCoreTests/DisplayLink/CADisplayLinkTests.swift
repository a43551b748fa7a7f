import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CADisplayLinkTests: XCTestCase {
    func testCallsItsTargetOncePerFrameWithTheFrameTimes() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)

            link.add(to: .main, forMode: .default)
            host.advanceFrames(3)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2, 3])
            assertOnGrid(recorder.timestamps)
            XCTAssertEqual(recorder.callTimes, recorder.timestamps)
            for (timestamp, target) in zip(recorder.timestamps, recorder.targetTimestamps) {
                XCTAssertEqual(target, timestamp + 1.0 / 60, accuracy: 1e-9)
            }
            for duration in recorder.durations { XCTAssertEqual(duration, 1.0 / 60, accuracy: 1e-12) }
            link.invalidate()
        }
    }

    func testTargetMinusTimestampIsExactlyTheDuration() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)

            link.add(to: .main, forMode: .common)
            host.advanceFrames(120)

            XCTAssertEqual(recorder.timestamps.count, 120)
            for index in recorder.timestamps.indices {
                XCTAssertEqual(recorder.targetTimestamps[index] - recorder.timestamps[index], recorder.durations[index])
            }
            link.invalidate()
        }
    }

    func testTimesAreZeroBeforeTheFirstFrame() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let link = CADisplayLink { _ in }

            link.add(to: .main, forMode: .default)
            host.advance(by: 0.001)

            XCTAssertEqual([link.timestamp, link.targetTimestamp, link.duration], [0, 0, 0])
            link.invalidate()
        }
    }

    func testMethodWithoutArgumentsAndClosureAreCalledToo() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            var closureTimestamps: [CFTimeInterval] = []
            let plain = CADisplayLink(target: recorder, selector: FrameRecorder.tick)
            let closure = CADisplayLink { link in closureTimestamps.append(link.timestamp) }

            plain.add(to: .main, forMode: .default)
            closure.add(to: .main, forMode: .default)
            host.advanceFrames(2)

            XCTAssertEqual(recorder.plainCalls, 2)
            XCTAssertEqual(frameNumbers(closureTimestamps), [1, 2])
            plain.invalidate()
            closure.invalidate()
        }
    }

    func testLinksAreCalledInTheOrderTheyWereAdded() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            var log: [String] = []
            let first = CADisplayLink { _ in log.append("first") }
            let second = CADisplayLink { _ in log.append("second") }
            let third = CADisplayLink { _ in log.append("third") }

            second.add(to: .main, forMode: .default)
            third.add(to: .main, forMode: .common)
            first.add(to: .main, forMode: .default)
            host.advanceFrames(2)

            XCTAssertEqual(log, ["second", "third", "first", "second", "third", "first"])
            for link in [first, second, third] { link.invalidate() }
        }
    }

    func testASlowFrameDropsTheTicksItMissedAndTimestampsStayOnTheGrid() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            recorder.onStep = { _ in
                // The second frame's work takes 2.5 frames: frames 3 and 4 pass while it runs.
                if recorder.timestamps.count == 2 { host.scheduler.spend(2.5 / 60) }
            }
            let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)

            link.add(to: .main, forMode: .default)
            host.advanceFrames(6)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2, 4, 5, 6])
            assertOnGrid(recorder.timestamps)
            // The late tick comes as soon as the slow frame ends, with the vsync that passed last.
            XCTAssertEqual(recorder.callTimes[2], 1000 + 4.5 / 60, accuracy: 1e-9)
            link.invalidate()
        }
    }

    func testPausedLinkIsNotCalledAndKeepsNoClockRunning() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)
            link.add(to: .main, forMode: .default)
            host.advanceFrames(2)

            link.isPaused = true
            host.advanceFrames(3)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2])
            XCTAssertEqual(host.scheduler.pendingTimerCount, 0)

            link.isPaused = false
            host.advanceFrames(2)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2, 6, 7])
            link.invalidate()
        }
    }

    func testALinkCreatedPausedStartsWhenResumed() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)
            link.isPaused = true
            link.add(to: .main, forMode: .default)
            host.advanceFrames(2)

            link.isPaused = false
            host.advanceFrames(1)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [3])
            link.invalidate()
        }
    }

    func testInvalidateStopsCallsReleasesTheLinkAndStopsTheClock() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            var calls = 0
            weak var weakLink: CADisplayLink?
            do {
                let link = CADisplayLink { link in
                    calls += 1
                    if calls == 2 { link.invalidate() }
                }
                link.add(to: .main, forMode: .default)
                weakLink = link
            }
            XCTAssertNotNil(weakLink, "the run loop retains an added link")

            host.advanceFrames(5)

            XCTAssertEqual(calls, 2)
            XCTAssertNil(weakLink)
            XCTAssertEqual(host.scheduler.pendingTimerCount, 0)
        }
    }

    func testRemovingFromOneOfTwoModesKeepsItFiringAndFromTheLastStopsIt() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let recorder = FrameRecorder()
            let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)
            link.add(to: .main, forMode: .default)
            link.add(to: .main, forMode: .tracking)

            link.remove(from: .main, forMode: .tracking)
            host.advanceFrames(1)
            link.remove(from: .main, forMode: .default)
            host.advanceFrames(2)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1])
            XCTAssertEqual(host.scheduler.pendingTimerCount, 0)

            link.add(to: .main, forMode: .default)
            host.advanceFrames(1)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 4])
            link.invalidate()
        }
    }

    func testTheClockRunsOnlyWhileALinkIsScheduled() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let link = CADisplayLink { _ in }
            XCTAssertEqual(host.scheduler.pendingTimerCount, 0)

            link.add(to: .main, forMode: .default)

            XCTAssertEqual(FrameSource.current.isRunning, true)
            XCTAssertEqual(host.scheduler.pendingTimerCount, 1)

            link.invalidate()
            host.advance(by: 10)

            XCTAssertEqual(FrameSource.current.isRunning, false)
            XCTAssertNil(host.scheduler.nextDeadline)
        }
    }
}
