import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// The pre-iOS 10 `frameInterval`: every n-th refresh of the 60 Hz headless screen, and the last
/// of it and the preferred rate to be set wins.
final class CADisplayLinkFrameIntervalTests: XCTestCase {
    func testFrameIntervalDefaultsToEveryFrame() {
        MainActor.assumeIsolated {
            let recorder = CADisplayLinkFrameRateTests.record(frames: 3) { XCTAssertEqual($0.link.frameInterval, 1) }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2, 3])
        }
    }

    func testFrameIntervalOfThreeFiresEveryThirdFrame() {
        MainActor.assumeIsolated {
            let recorder = CADisplayLinkFrameRateTests.record(frames: 9) { $0.link.frameInterval = 3 }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [3, 6, 9])
        }
    }

    func testSettingAPreferredRateAfterwardsResetsTheInterval() {
        MainActor.assumeIsolated {
            let recorder = CADisplayLinkFrameRateTests.record(frames: 4) { pair in
                pair.link.frameInterval = 4
                pair.link.preferredFramesPerSecond = 30
                XCTAssertEqual(pair.link.frameInterval, 1)
            }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [2, 4])
        }
    }

    func testSettingTheIntervalAfterwardsResetsThePreferredRate() {
        MainActor.assumeIsolated {
            let recorder = CADisplayLinkFrameRateTests.record(frames: 4) { pair in
                pair.link.preferredFramesPerSecond = 15
                pair.link.frameInterval = 2
                XCTAssertEqual(pair.link.preferredFramesPerSecond, 0)
            }

            XCTAssertEqual(frameNumbers(recorder.timestamps), [2, 4])
        }
    }
}
