import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// The main menu's bar on a real X server: a click on a title opens its menu under the bar, and a
/// key command of the menu works from the keyboard.
final class X11MenuBarTests: XCTestCase {
    func testAClickOnTheBarOpensAMenuUnderItAndItsShortcutWorks() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = MenuBarAppDelegate()
            let app = try X11App(delegate: delegate)
            let window = try XCTUnwrap(delegate.window)
            XCTAssertTrue(
                app.pump { x11.isViewable(app.xid(window)) && x11.focusedWindow() == app.xid(window).rawValue })

            try xdotool(["key", "ctrl+shift+t"])
            XCTAssertTrue(app.pump { delegate.tidied == 1 })
            try xdotool(["mousemove", "230", "214", "click", "1"])

            var popup: UIWindow?
            XCTAssertTrue(
                app.pump {
                    popup = UIApplication.shared.windows.last { $0.windowLevel == .alert && !$0.isHidden }
                    return popup.map { x11.isViewable(app.xid($0)) } ?? false
                })
            XCTAssertEqual(x11.geometry(of: app.xid(try XCTUnwrap(popup))).y, 228, "hanging from the 28-point bar")
            try xdotool(["key", "Escape"])
            XCTAssertTrue(app.pump { popup?.isHidden == true })
        }
    }
}

/// One window at (200, 200) whose app builds a Tools menu with Ctrl+Shift+T, which it performs itself.
private final class MenuBarAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var tidied = 0

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 200, y: 200, width: 500, height: 300))
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = .white
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        builder.insertSibling(
            UIMenu(
                title: "Tools",
                children: [UIKeyCommand(title: "Tidy", action: "tidy:", input: "t", modifierFlags: [.control, .shift])]),
            afterMenu: .view)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "tidy:" || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard action == "tidy:" else { return super.perform(action, withSender: sender, for: event) }
        tidied += 1
        return true
    }
}
