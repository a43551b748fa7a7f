import QuartzCore
import UIKit
import UIKitTesting
import XCTest

final class UIScreenDisplayLinkTests: XCTestCase {
    func testTheScreenMakesLinksThatCallTheirTarget() {
        MainActor.assumeIsolated {
            let app = launchFrameApp()
            let recorder = FrameRecorder()
            let link = UIScreen.main.displayLink(withTarget: recorder, selector: FrameRecorder.step)
            let plain = UIScreen.main.displayLink(withTarget: recorder, selector: FrameRecorder.tick)

            link?.add(to: .main, forMode: .default)
            plain?.add(to: .main, forMode: .default)
            app.advanceFrames(2)

            XCTAssertEqual(frameNumbers(recorder.timestamps), [1, 2])
            XCTAssertEqual(recorder.plainCalls, 2)
            link?.invalidate()
            plain?.invalidate()
        }
    }
}
