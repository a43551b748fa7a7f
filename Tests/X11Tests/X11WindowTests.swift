import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// UIKit windows on a real X server (Xvfb), read back through a second connection.
final class X11WindowTests: XCTestCase {
    func testWindowAppearsAtItsFrameWithItsRootViewDrawn() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = {
                $0.addWindow(CGRect(x: 70, y: 90, width: 160, height: 120), color: .blue).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let id = app.xid(delegate.windows[0])

            XCTAssertTrue(
                app.pump {
                    x11.isViewable(id)
                        && x11.pixel(x: 150, y: 150) == 0x0000FF
                })

            XCTAssertEqual(x11.geometry(of: id), PixelRect(x: 70, y: 90, width: 160, height: 120))
        }
    }

    /// A window asked to be far larger than the screen is as large as the screen: its buffer stays
    /// small and the app stays responsive.
    func testAWindowLargerThanTheScreenIsCappedAtTheScreensSize() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = {
                $0.addWindow(CGRect(x: 0, y: 0, width: 32767, height: 32767), color: .blue).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let id = app.xid(delegate.windows[0])

            XCTAssertTrue(app.pump { x11.isViewable(id) && x11.pixel(x: 100, y: 100) == 0x0000FF })

            let screen = x11.geometry(of: WindowID(UInt(x11.root)))
            XCTAssertEqual(x11.geometry(of: id).width, screen.width)
            XCTAssertEqual(x11.geometry(of: id).height, screen.height)
            XCTAssertEqual(delegate.windows[0].frame.size, CGSize(width: screen.width, height: screen.height))
        }
    }

    func testLevelsDecideStackingWhereWindowsOverlap() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                delegate.addWindow(CGRect(x: 300, y: 300, width: 100, height: 100), color: .blue, level: .alert)
                    .isHidden = false
                delegate.addWindow(CGRect(x: 280, y: 280, width: 100, height: 100), color: .green, level: .statusBar)
                    .isHidden = false
                delegate.addWindow(CGRect(x: 260, y: 260, width: 100, height: 100), color: .red).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)

            // All three cover (350, 350); the alert window is on top although the normal one was shown last.
            XCTAssertTrue(app.pump { x11.pixel(x: 350, y: 350) == 0x0000FF })
            XCTAssertEqual(x11.pixel(x: 290, y: 290), 0x00FF00)
            XCTAssertEqual(x11.pixel(x: 270, y: 270), 0xFF0000)

            delegate.windows[0].windowLevel = .normal - 1

            XCTAssertTrue(app.pump { x11.pixel(x: 350, y: 350) == 0x00FF00 })
            XCTAssertEqual(x11.pixel(x: 330, y: 330), 0x00FF00)
            XCTAssertEqual(x11.pixel(x: 395, y: 395), 0x0000FF)
        }
    }

    func testHidingUnmapsTheWindowAndShowingMapsItAgain() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = {
                $0.addWindow(CGRect(x: 500, y: 100, width: 80, height: 80), color: .green).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let window = delegate.windows[0]
            let id = app.xid(window)
            XCTAssertTrue(app.pump { x11.isViewable(id) })

            window.isHidden = true
            XCTAssertTrue(app.pump { !x11.isViewable(id) })
            window.isHidden = false

            XCTAssertTrue(
                app.pump {
                    x11.isViewable(id)
                        && x11.pixel(x: 540, y: 140) == 0x00FF00
                })
        }
    }

    func testKeyWindowFollowsMakeKeyAndVisible() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                delegate.addWindow(CGRect(x: 10, y: 500, width: 50, height: 50), color: .red).makeKeyAndVisible()
                delegate.addWindow(CGRect(x: 100, y: 500, width: 50, height: 50), color: .blue).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let (first, second) = (delegate.windows[0], delegate.windows[1])

            XCTAssertTrue(app.pump { x11.focusedWindow() == app.xid(second).rawValue })
            XCTAssertTrue(second.isKeyWindow)

            first.makeKeyAndVisible()

            XCTAssertTrue(app.pump { x11.focusedWindow() == app.xid(first).rawValue })
            XCTAssertTrue(first.isKeyWindow)
            XCTAssertFalse(second.isKeyWindow)
        }
    }

    func testResizeFromOutsideResizesTheRootView() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = {
                $0.addWindow(CGRect(x: 600, y: 400, width: 100, height: 60), color: .red).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let window = delegate.windows[0]
            XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })

            x11.resize(app.xid(window), width: 220, height: 130)

            XCTAssertTrue(app.pump { window.rootViewController?.view.frame.size == CGSize(width: 220, height: 130) })
            XCTAssertEqual(window.frame.size, CGSize(width: 220, height: 130))
            XCTAssertTrue(app.pump { x11.pixel(x: 810, y: 520) == 0xFF0000 })
        }
    }

    func testSharedMemoryAndPutImagePresentIdenticalPixels() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let area = CGRect(x: 900, y: 100, width: 120, height: 90)
            @MainActor func capture(environment: [String: String]) throws -> [UInt32] {
                let delegate = ClosureAppDelegate()
                delegate.onLaunch = { delegate in
                    let window = delegate.addWindow(area, color: .white)
                    let disc = DiscView(frame: CGRect(x: 10, y: 10, width: 100, height: 70))
                    window.rootViewController?.view.addSubview(disc)
                    window.makeKeyAndVisible()
                }
                let app = try X11App(delegate: delegate, environment: environment)
                let window = delegate.windows[0]
                XCTAssertTrue(app.pump { app.framesPresented(window) > 0 && x11.isViewable(app.xid(window)) })
                app.backend.synchronize()
                return x11.pixels(
                    in: PixelRect(
                        x: Int(area.minX), y: Int(area.minY), width: Int(area.width),
                        height: Int(area.height)))
            }

            let shared = try capture(environment: [:])
            let plain = try capture(environment: ["CASEMENT_NO_SHM": "1"])

            XCTAssertEqual(shared.count, 120 * 90)
            XCTAssertTrue(shared.contains(0xFFFFFF) && shared.contains { $0 != 0xFFFFFF })
            XCTAssertEqual(shared, plain)
        }
    }
}

/// An antialiased ellipse, so the comparison covers blended edge pixels.
private final class DiscView: UIView {
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        context.setFillColor(UIColor.systemPurple.cgColor)
        context.fillEllipse(in: bounds)
    }
}

extension X11App {
    func framesPresented(_ window: UIWindow) -> Int {
        window.host?.statistics.framesPresented ?? 0
    }
}
