import UIKit
import UIKitTesting
import XCTest

final class UIViewRenderingTests: XCTestCase {
    func testRootViewBackgroundIsPresentedInTheWindow() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow(color: UIColor(red: 0, green: 0, blue: 1, alpha: 1))

            let app = HeadlessApp(delegate: delegate)

            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 100, y: 50)), RGBA(0, 0, 255))
        }
    }

    func testSubviewsAreCompositedAtTheirFramesAboveTheirSuperview() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow(color: .white)
            let app = HeadlessApp(delegate: delegate)
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
            child.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

            delegate.window!.rootViewController!.view.addSubview(child)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 15, y: 15)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 45, y: 15)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 15, y: 35)), RGBA(255, 255, 255))
        }
    }

    func testDrawRectPaintsThroughTheCurrentContextInViewCoordinates() {
        MainActor.assumeIsolated {
            final class Stripe: UIView {
                override func draw(_ rect: CGRect) {
                    let context = UIGraphicsGetCurrentContext()!
                    context.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
                    context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 5))
                }
            }
            let delegate = LoggingAppDelegate.withWindow(color: .white)
            let app = HeadlessApp(delegate: delegate)
            let stripe = Stripe(frame: CGRect(x: 20, y: 40, width: 50, height: 20))

            delegate.window!.rootViewController!.view.addSubview(stripe)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 30, y: 42)), RGBA(0, 255, 0))
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 30, y: 50)), RGBA(255, 255, 255))
            XCTAssertNil(UIGraphicsGetCurrentContext())
        }
    }

    func testWindowsAreDrawnAtScreenScale() {
        MainActor.assumeIsolated {
            let screen = ScreenDescription(
                pixelSize: PixelSize(width: 1000, height: 800), dotsPerInch: 192, refreshRate: 60)
            let delegate = LoggingAppDelegate.withWindow(
                frame: CGRect(x: 0, y: 0, width: 100, height: 50), color: .white)
            let app = HeadlessApp(delegate: delegate, screen: screen)
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            child.backgroundColor = .black

            delegate.window!.rootViewController!.view.addSubview(child)
            app.runUntilIdle()

            let image = app.presentedImage(of: delegate.window!)!
            XCTAssertEqual(image.width, 200)
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 19.5, y: 19.5)), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 20.5, y: 15)), RGBA(255, 255, 255))
        }
    }

    func testTwoChangesInOneTurnGiveOneFrame() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            let window = delegate.window!
            let before = app.platformWindow(of: window)!.presentCount

            // Visible changes: a commit whose changes damage nothing presents nothing.
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            first.backgroundColor = .red
            let second = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
            second.backgroundColor = .blue
            window.rootViewController!.view.addSubview(first)
            window.rootViewController!.view.addSubview(second)
            app.runUntilIdle()

            XCTAssertEqual(app.platformWindow(of: window)!.presentCount, before + 1)
        }
    }

    func testAnIdleAppSchedulesNoWork() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate.withWindow())

            app.runUntilIdle()

            XCTAssertNil(app.scheduler.nextDeadline)
            XCTAssertFalse(app.scheduler.hasEndOfTurnWork)
        }
    }

    /// Seed 000 §2.2: loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.
    func testRootControllerLifecycleFollowsTheSeedOrder() {
        MainActor.assumeIsolated {
            final class LoggingController: UIViewController {
                var log: [String] = []
                override func loadView() { log.append("loadView"); super.loadView() }
                override func viewDidLoad() { log.append("viewDidLoad") }
                override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
                override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
                override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
                override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
            }
            let controller = LoggingController()
            let delegate = LoggingAppDelegate()
            delegate.onLaunch = { delegate in
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.rootViewController = controller
                window.makeKeyAndVisible()
                delegate.window = window
            }

            _ = HeadlessApp(delegate: delegate)

            XCTAssertEqual(
                controller.log,
                [
                    "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                    "viewDidLayoutSubviews", "viewDidAppear",
                ])
        }
    }
}
