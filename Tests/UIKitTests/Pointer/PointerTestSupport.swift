import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// A shown window of 200×200 points with a white root view, laid out.
@MainActor
func pointerWindow() -> (HeadlessApp, UIWindow, UIView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.rootViewController = UIViewController()
    window.rootViewController!.view.backgroundColor = .white
    window.makeKeyAndVisible()
    app.runUntilIdle()
    return (app, window, window.rootViewController!.view)
}

/// The cursor the headless display shows over `window`.
@MainActor
func cursor(_ app: HeadlessApp, _ window: UIWindow) -> PointerCursor? {
    app.platformWindow(of: window)?.cursor
}

/// A pointer-interaction delegate whose region and style the test sets; it records each request.
@MainActor
final class StubPointerDelegate: UIPointerInteractionDelegate {
    var region: (UIPointerRegionRequest, UIPointerRegion) -> UIPointerRegion? = { _, region in region }
    var style: (UIPointerRegion) -> UIPointerStyle?
    private(set) var requests: [UIPointerRegionRequest] = []

    init(style: @escaping (UIPointerRegion) -> UIPointerStyle? = { _ in nil }) {
        self.style = style
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        requests.append(request)
        return region(request, defaultRegion)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        style(region)
    }
}

/// A view at `frame` in `parent` with a pointer interaction that has `delegate`.
@MainActor
@discardableResult
func pointerView(
    _ frame: CGRect, in parent: UIView, delegate: UIPointerInteractionDelegate?
) -> (UIView, UIPointerInteraction) {
    let view = UIView(frame: frame)
    let interaction = UIPointerInteraction(delegate: delegate)
    view.addInteraction(interaction)
    parent.addSubview(view)
    return (view, interaction)
}
