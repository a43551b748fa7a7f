import QuartzCore
import UIKit
import UIKitTesting
import XCTest

final class UIScreenDisplayLinkTests: XCTestCase {
    func testTheScreenMakesLinksThatCallTheirTarget() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let recorder = Recorder()
            let link = UIScreen.main.displayLink(withTarget: recorder, selector: Recorder.step)
            let plain = UIScreen.main.displayLink(withTarget: recorder, selector: Recorder.tick)

            link?.add(to: .main, forMode: .default)
            plain?.add(to: .main, forMode: .default)
            app.advanceFrames(2)

            // Frame numbers on the 60 Hz grid that starts at the launch time, 1000 s.
            XCTAssertEqual(recorder.timestamps.map { Int((($0 - 1000) * 60).rounded()) }, [1, 2])
            XCTAssertEqual(recorder.plainCalls, 2)
            link?.invalidate()
            plain?.invalidate()
        }
    }
}

/// A display-link target that records the link's timestamps, and calls without the link.
@MainActor private final class Recorder {
    private(set) var timestamps: [CFTimeInterval] = []
    private(set) var plainCalls = 0

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
    }

    func tick() {
        plainCalls += 1
    }
}
