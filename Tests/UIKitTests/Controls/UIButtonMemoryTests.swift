import GraphicsTestSupport
import UIKit
import UIKitTesting
import XCTest

/// Pressing a configured button does not leak: its title is built again only when what it is drawn
/// from changes, since every attributed string swift-corelibs-foundation makes keeps its attributes.
final class UIButtonMemoryTests: XCTestCase {
    func testPressingAConfiguredButtonKeepsMemoryFlat() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Press me"
            configuration.subtitle = "again and again"
            let button = UIButton(configuration: configuration)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 20, y: 20, width: 200, height: 60))
            let centre = CGPoint(x: button.frame.midX, y: button.frame.midY)
            @MainActor func press(_ times: Int) {
                for _ in 0..<times {
                    app.pointerDown(at: centre, in: window)
                    app.pointerUp(at: centre, in: window)
                }
            }
            press(50)
            let before = allocatedBytes()

            press(500)
            let growth = allocatedBytes() - before

            XCTAssertEqual(button.titleLabel?.text, "Press me")
            XCTAssertLessThan(growth, 100_000, "grew by \(growth) bytes over 500 presses")
        }
    }

    /// A button whose configuration goes away and comes back shows the configuration's title again,
    /// not the title it had in between.
    func testTheTitleComesBackWithTheConfiguration() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Configured"
            let button = UIButton(configuration: configuration)
            let (app, _) = buttonWindow(button)

            button.configuration = nil
            button.setTitle("Plain", for: .normal)
            app.runUntilIdle()
            XCTAssertEqual(button.titleLabel?.text, "Plain")
            button.configuration = configuration
            app.runUntilIdle()

            XCTAssertEqual(button.titleLabel?.text, "Configured")
        }
    }
}
