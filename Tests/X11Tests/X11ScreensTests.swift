import Foundation
import TestPrerequisites
import UIKit
import UIKitTesting
import WindowSystem
import X11TestSupport
import XCTest

/// Screens on a real X server: RandR monitors the test adds to Xvfb become `UIScreen`s live, and the
/// desktop's `Xft/DPI`, published by the test as the XSETTINGS manager, sets their scale live.
final class X11ScreensTests: XCTestCase {
    func testAMonitorAddedWithRandRConnectsAScreenAtItsDensityAndDisconnectsWhenRemoved() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, _) = try Self.launchWindow(x11)
            XCTAssertEqual(UIScreen.screens.count, 1)
            let connected = ScreenNotifications(UIScreen.didConnectNotification)
            let disconnected = ScreenNotifications(UIScreen.didDisconnectNotification)

            // 640 pixels over 100 mm is 163 dots per inch: a HiDPI monitor when the desktop names no density.
            x11.addMonitor(
                "CASEMENT-DENSE", frame: PixelRect(x: 640, y: 0, width: 640, height: 512),
                millimeters: PixelSize(width: 100, height: 80))

            XCTAssertTrue(app.pump { UIScreen.screens.count == 2 })
            let dense = UIScreen.screens.first { $0.nativeBounds.size == CGSize(width: 640, height: 512) }
            XCTAssertEqual(dense?.scale, 2)
            XCTAssertEqual(dense?.bounds, CGRect(x: 0, y: 0, width: 320, height: 256))
            XCTAssertTrue(connected.objects.contains { $0 === dense })
            x11.deleteMonitor("CASEMENT-DENSE")
            XCTAssertTrue(app.pump { UIScreen.screens.count == 1 })
            XCTAssertTrue(disconnected.objects.contains { $0 === dense })
        }
    }

    func testAWindowMovedOntoADenseMonitorIsResizedToItsScaleAndBackOffIt() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, window) = try Self.launchWindow(x11)
            x11.addMonitor(
                "CASEMENT-DENSE", frame: PixelRect(x: 640, y: 0, width: 640, height: 512),
                millimeters: PixelSize(width: 100, height: 80))
            defer { x11.deleteMonitor("CASEMENT-DENSE") }
            XCTAssertTrue(app.pump { UIScreen.screens.count == 2 })

            x11.move(app.xid(window), to: PixelPoint(x: 700, y: 100))

            XCTAssertTrue(app.pump { window.screen.scale == 2 })
            XCTAssertEqual(window.traitCollection.displayScale, 2)
            XCTAssertTrue(app.pump { x11.geometry(of: app.xid(window)).width == 240 })
            XCTAssertEqual(window.frame.size, CGSize(width: 120, height: 80))
            x11.move(app.xid(window), to: PixelPoint(x: 100, y: 600))
            XCTAssertTrue(
                app.pump { window.screen === UIScreen.main && x11.geometry(of: app.xid(window)).width == 120 })
            XCTAssertEqual(window.traitCollection.displayScale, 1)
        }
    }

    func testTheSettingsManagersXftDPISetsTheScaleAndTheWindowFollowsLive() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, window) = try Self.launchWindow(x11)
            XCTAssertEqual(UIScreen.main.scale, 1)
            XCTAssertEqual(x11.geometry(of: app.xid(window)).width, 120)

            let manager = XSettingsManager(
                observer: x11, settings: XSettingsEncoder(bigEndian: false).integer("Xft/DPI", 144 * 1024))
            defer { manager.quit() }

            XCTAssertTrue(app.pump { UIScreen.main.scale == 1.5 })
            XCTAssertTrue(app.pump { window.traitCollection.displayScale == 1.5 })
            XCTAssertTrue(app.pump { x11.geometry(of: app.xid(window)).width == 180 })
            XCTAssertEqual(window.frame.size, CGSize(width: 120, height: 80))
            manager.publish(XSettingsEncoder(bigEndian: false).integer("Xft/DPI", 96 * 1024))
            XCTAssertTrue(app.pump { UIScreen.main.scale == 1 && x11.geometry(of: app.xid(window)).width == 120 })
        }
    }

    func testXftDpiSetWithXrdbAfterLaunchSetsTheScaleLive() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, window) = try Self.launchWindow(x11)
            XCTAssertEqual(UIScreen.main.scale, 1)
            defer { x11.setResources(nil) }

            x11.setResources("Xft.antialias:\t1\nXft.dpi:\t192\n")

            XCTAssertTrue(app.pump { UIScreen.main.scale == 2 && window.traitCollection.displayScale == 2 })
            XCTAssertTrue(app.pump { x11.geometry(of: app.xid(window)).width == 240 })
            x11.setResources(nil)
            XCTAssertTrue(app.pump { UIScreen.main.scale == 1 })
        }
    }

    /// Launches an app with one 120×80-point window.
    @MainActor
    private static func launchWindow(_ x11: X11Observer) throws -> (X11App, UIWindow) {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            delegate.addWindow(CGRect(x: 100, y: 100, width: 120, height: 80), color: .systemBlue).makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        let window = delegate.windows[0]
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })
        return (app, window)
    }
}

/// The objects of the notifications of one name posted while it lives.
private final class ScreenNotifications: @unchecked Sendable {
    private(set) var objects: [AnyObject] = []
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            self?.objects.append(note.object as AnyObject)
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
