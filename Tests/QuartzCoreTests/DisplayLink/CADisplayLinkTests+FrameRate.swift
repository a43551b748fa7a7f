import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Preferred frame rates on the 60 Hz screen of a headless host: the link fires at the factor of 60
/// nearest the rate asked for, on frames that are whole multiples of its interval, and its times stay
/// the screen's.
final class CADisplayLinkFrameRateTests: XCTestCase {
    func testThirtyFramesPerSecondFiresEveryOtherFrame() {
        MainActor.assumeIsolated {
            let recorder = Self.record(frames: 8) { $0.link.preferredFramesPerSecond = 30 }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [2, 4, 6, 8])
            for index in recorder.timestamps.indices {
                XCTAssertEqual(recorder.durations[index], 1.0 / 60, accuracy: 1e-12)
                XCTAssertEqual(recorder.targetTimestamps[index] - recorder.timestamps[index], recorder.durations[index])
            }
        }
    }

    func testTwentyFramesPerSecondFiresEveryThirdFrame() {
        MainActor.assumeIsolated {
            let recorder = Self.record(frames: 9) { $0.link.preferredFramesPerSecond = 20 }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [3, 6, 9])
        }
    }

    func testARateThatDoesNotDivideTheRefreshRateGetsTheNearestFactor() {
        MainActor.assumeIsolated {
            // 25 is as far from 30 as from 20: the faster wins. 40 is nearer 30 than 60. 7 is nearer 60/9.
            XCTAssertEqual(
                frameNumbers(Self.record(frames: 6) { $0.link.preferredFramesPerSecond = 25 }.timestamps), [2, 4, 6])
            XCTAssertEqual(
                frameNumbers(Self.record(frames: 4) { $0.link.preferredFramesPerSecond = 40 }.timestamps), [2, 4])
            XCTAssertEqual(
                frameNumbers(Self.record(frames: 18) { $0.link.preferredFramesPerSecond = 7 }.timestamps), [9, 18])
        }
    }

    func testZeroAndRatesAboveTheRefreshRateFireEveryFrame() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                frameNumbers(Self.record(frames: 3) { $0.link.preferredFramesPerSecond = 0 }.timestamps), [1, 2, 3])
            XCTAssertEqual(
                frameNumbers(Self.record(frames: 3) { $0.link.preferredFramesPerSecond = 120 }.timestamps), [1, 2, 3])
        }
    }

    func testRangeWithoutAPreferredRateUsesItsMaximum() {
        MainActor.assumeIsolated {
            let range = CAFrameRateRange(minimum: 10, maximum: 30)

            let recorder = Self.record(frames: 4) { $0.link.preferredFrameRateRange = range }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [2, 4])
        }
    }

    func testRangePreferredRateIsKeptWithinTheRange() {
        MainActor.assumeIsolated {
            // 50 and 90 are nearest 60, but the range tops out at 30.
            let ranges = [50, 90].map { CAFrameRateRange(minimum: 15, maximum: 30, preferred: $0) }

            for range in ranges {
                let recorder = Self.record(frames: 4) { $0.link.preferredFrameRateRange = range }

                XCTAssertEqual(frameNumbers(recorder.timestamps), [2, 4], "\(range)")
            }
        }
    }

    func testPreferredFramesPerSecondAndTheRangeDescribeEachOther() {
        MainActor.assumeIsolated {
            let link = CADisplayLink { _ in }
            XCTAssertEqual(link.preferredFrameRateRange, .default)
            XCTAssertEqual(link.preferredFramesPerSecond, 0)

            link.preferredFramesPerSecond = 30

            XCTAssertTrue(
                link.preferredFrameRateRange.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)))

            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)

            XCTAssertEqual(link.preferredFramesPerSecond, 20)
        }
    }

    func testChangingTheRateTakesEffectFromTheNextCall() {
        MainActor.assumeIsolated {
            let recorder = Self.record(frames: 6) { configured in
                configured.target.onStep = { link in
                    if link.timestamp > 1000 + 1.5 / 60 { link.preferredFramesPerSecond = 30 }
                }
            }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2, 4, 6])
        }
    }

    /// Runs a link configured by `configure` over `frames` frames of a new host and returns its calls.
    @MainActor static func record(
        frames: Int, _ configure: ((link: CADisplayLink, target: FrameRecorder)) -> Void
    )
        -> FrameRecorder
    {
        let host = HeadlessLayerHost()
        let recorder = FrameRecorder()
        let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)
        configure((link, recorder))
        link.add(to: .main, forMode: .default)
        host.advanceFrames(frames)
        link.invalidate()
        return recorder
    }
}
