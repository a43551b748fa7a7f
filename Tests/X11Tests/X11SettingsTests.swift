import Foundation
import TestPrerequisites
import UIKit
import UIKitTesting
import WindowSystem
import X11TestSupport
import XCTest

/// The desktop's appearance on a real X server, with the test as its XSETTINGS manager: the app reads
/// the theme at launch and follows changes, a manager that starts later, and one that quits.
final class X11SettingsTests: XCTestCase {
    func testADarkThemeIsReadAtLaunchAndALightOneLaterIsFollowed() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let manager = XSettingsManager(
                observer: x11, settings: XSettingsEncoder(bigEndian: false).string("Net/ThemeName", "Adwaita-dark"))
            defer { manager.quit() }
            let (app, window) = try Self.launchWindow(x11)
            XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)
            XCTAssertTrue(app.pump { Self.centre(of: window, in: app, x11) == 0x1C1C1E })

            manager.publish(XSettingsEncoder(bigEndian: false).string("Net/ThemeName", "Adwaita"))

            XCTAssertTrue(app.pump { window.traitCollection.userInterfaceStyle == .light })
            XCTAssertTrue(app.pump { Self.centre(of: window, in: app, x11) == 0xF2F2F7 })
        }
    }

    func testAManagerStartingLaterIsFollowedAndItsQuittingGoesBackToLight() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, window) = try Self.launchWindow(x11)
            XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light)
            XCTAssertTrue(app.pump { Self.centre(of: window, in: app, x11) == 0xF2F2F7 })

            let manager = XSettingsManager(
                observer: x11,
                settings: XSettingsEncoder(bigEndian: false).integer("Gtk/ApplicationPreferDarkTheme", 1)
                    .string("Gtk/FontName", "Cantarell 13.75"))

            XCTAssertTrue(app.pump { window.traitCollection.userInterfaceStyle == .dark })
            XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
            XCTAssertTrue(app.pump { Self.centre(of: window, in: app, x11) == 0x1C1C1E })
            manager.quit()
            XCTAssertTrue(app.pump { window.traitCollection.userInterfaceStyle == .light })
            XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .large)
            XCTAssertTrue(app.pump { Self.centre(of: window, in: app, x11) == 0xF2F2F7 })
        }
    }

    /// Launches an app with one window whose root view is the secondary system background (242, 242, 247
    /// in light, 28, 28, 30 in dark).
    @MainActor
    private static func launchWindow(_ x11: X11Observer) throws -> (X11App, UIWindow) {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            delegate.addWindow(CGRect(x: 300, y: 200, width: 120, height: 80), color: .secondarySystemBackground)
                .makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        let window = delegate.windows[0]
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })
        return (app, window)
    }

    /// The colour on screen at the middle of the window.
    @MainActor
    private static func centre(of window: UIWindow, in app: X11App, _ x11: X11Observer) -> UInt32? {
        let frame = x11.geometry(of: app.xid(window))
        return x11.pixel(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }
}
