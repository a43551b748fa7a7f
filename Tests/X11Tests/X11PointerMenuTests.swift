import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// The pointer's menus and tooltips on a real X server, driven through XTest (`xdotool`).
final class X11PointerMenuTests: XCTestCase {
    /// One 300 × 200 window at (200, 200) whose root view carries `interaction`.
    @MainActor
    private static func launch(_ interaction: UIInteraction, x11: X11Observer) throws -> (X11App, UIWindow) {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            let window = delegate.addWindow(CGRect(x: 200, y: 200, width: 300, height: 200), color: .white)
            window.rootViewController?.view.addInteraction(interaction)
            window.makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        let window = delegate.windows[0]
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) && x11.focusedWindow() == app.xid(window).rawValue })
        return (app, window)
    }

    @MainActor
    private static var popup: UIWindow? {
        UIApplication.shared.windows.last { $0.windowLevel == .alert && !$0.isHidden }
    }

    func testARightClickOpensTheContextMenuWithItsCornerAtThePointer() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let delegate = OneActionMenu()
            let (app, _) = try Self.launch(UIContextMenuInteraction(delegate: delegate), x11: x11)

            try xdotool(["mousemove", "260", "270", "click", "3"])

            XCTAssertTrue(app.pump { Self.popup.map { x11.isViewable(app.xid($0)) } ?? false })
            let popup = try XCTUnwrap(Self.popup)
            XCTAssertEqual(x11.geometry(of: app.xid(popup)).origin, PixelPoint(x: 260, y: 270))
            XCTAssertEqual(delegate.asked, [CGPoint(x: 60, y: 70)])
            try xdotool(["key", "Escape"])
            XCTAssertTrue(app.pump { Self.popup == nil })
        }
    }

    func testATooltipIsAnOverrideRedirectWindowBelowThePointer() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, window) = try Self.launch(UIToolTipInteraction(defaultToolTip: "A tip"), x11: x11)
            try xdotool(["mousemove", "240", "240"])
            try xdotool(["mousemove", "250", "250"])

            var tip: UIWindow?
            XCTAssertTrue(
                app.pump(timeout: 5) {
                    tip = UIApplication.shared.windows.first { $0 !== window && !$0.isHidden }
                    return tip.map { x11.isViewable(app.xid($0)) } ?? false
                })
            let id = app.xid(try XCTUnwrap(tip))

            XCTAssertTrue(x11.isOverrideRedirect(id))
            XCTAssertEqual(x11.geometry(of: id).origin, PixelPoint(x: 250, y: 270))
            XCTAssertEqual(
                x11.property("_NET_WM_WINDOW_TYPE", of: id)?.values, [Int(x11.atom("_NET_WM_WINDOW_TYPE_TOOLTIP"))])
        }
    }
}

/// Offers one action and records where it was asked.
private final class OneActionMenu: NSObject, UIContextMenuInteractionDelegate {
    var asked: [CGPoint] = []

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        asked.append(location)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Inspect") { _ in }])
        }
    }
}
