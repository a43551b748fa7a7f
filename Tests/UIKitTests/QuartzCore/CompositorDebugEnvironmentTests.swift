import QuartzCore
import UIKit
import UIKitTesting
import XCTest

/// `CASEMENT_DEBUG` at launch turns on the compositor's visual aids for every window.
final class CompositorDebugEnvironmentTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { Compositor.debugOptions = [] }
        super.tearDown()
    }

    func testBlendedInTheEnvironmentTintsTranslucentLayersRed() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate(), environment: ["CASEMENT_DEBUG": "blended"])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            let translucent = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            translucent.backgroundColor = UIColor(white: 0, alpha: 0.2)
            window.addSubview(translucent)
            window.makeKeyAndVisible()
            app.runUntilIdle()

            let tinted = app.pixel(in: window, at: CGPoint(x: 20, y: 20))!
            XCTAssertEqual(Compositor.debugOptions, [.blended])
            XCTAssertGreaterThan(Int(tinted.red), Int(tinted.green) + 60, "\(tinted)")
        }
    }
}
