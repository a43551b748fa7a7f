import UIKit
import UIKitTesting
import WindowSystem
import XCTest

@testable import Catalog

/// The catalogue as `make run` starts it, on a headless screen as large as the one the script
/// gives Xvfb, with the main window's controller showing `set`.
@MainActor
func launchCatalog(showing set: CatalogPageSet) -> (HeadlessApp, UIWindow, CatalogViewController) {
    let delegate = CatalogAppDelegate()
    let screen = ScreenDescription(pixelSize: PixelSize(width: 1480, height: 1030), dotsPerInch: 96, refreshRate: 60)
    let app = HeadlessApp(delegate: delegate, screen: screen)
    let window = delegate.window!
    let catalog = window.rootViewController as! CatalogViewController
    catalog.show(set, animated: false)
    app.advance(by: 1)
    return (app, window, catalog)
}

/// The UIKit Catalog set of a launched catalogue showing its list of pages.
@MainActor
func openUIKitCatalogList() -> (HeadlessApp, UIWindow, UIKitCatalogController, ControlListViewController) {
    let (app, window, catalog) = launchCatalog(showing: .uikit)
    let navigation = catalog.children.compactMap { $0 as? UIKitCatalogController }.first!
    return (app, window, navigation, navigation.viewControllers.first as! ControlListViewController)
}

/// The UIKit Catalog set of a launched catalogue with `page` pushed and its pushing over.
@MainActor
func openUIKitCatalogPage<Page: ControlPageViewController>(
    _ page: Page.Type
) -> (HeadlessApp, UIWindow, Page) {
    let (app, window, navigation, _) = openUIKitCatalogList()
    let shown = page.init()
    navigation.pushViewController(shown, animated: false)
    app.advance(by: 1)
    return (app, window, shown)
}

extension UIView {
    /// The centre of `rect`, given in this view's coordinates, in `window`'s.
    func centre(of rect: CGRect, in window: UIWindow) -> CGPoint {
        convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    /// The views of type `T` in this view's subtree, this one included, in depth-first order.
    func descendants<T: UIView>(_ type: T.Type) -> [T] {
        [self as? T].compactMap { $0 } + subviews.flatMap { $0.descendants(type) }
    }

    /// Whether `view`, inside this view, shows whole within this view's visible bounds.
    func showsWhole(_ view: UIView) -> Bool {
        bounds.contains(view.convert(view.bounds, to: self))
    }
}

/// The wheel turned towards the user, a notch at a time with the pointer at `point`, until the
/// scroll view under it stops moving (at most `notches` times); the number of notches it moved for.
@MainActor
@discardableResult
func scrollToEnd(
    _ scrollView: UIScrollView, at point: CGPoint, in window: UIWindow, app: HeadlessApp, notches: Int = 40
) -> Int {
    var moved = 0
    for _ in 0..<notches {
        let before = scrollView.contentOffset
        app.scroll(dy: 1, at: point, in: window)
        app.advance(by: 0.3)
        guard scrollView.contentOffset != before else { break }
        moved += 1
    }
    return moved
}

extension HeadlessApp {
    /// Drags the mouse from `start` by `delta` in `steps` moves, one frame (1/60 s) apart, and
    /// releases it there.
    func drag(from start: CGPoint, by delta: CGPoint, steps: Int = 10, in window: UIWindow) {
        pointerDown(at: start, in: window)
        for step in 1...steps {
            advance(by: 1.0 / 60)
            let fraction = CGFloat(step) / CGFloat(steps)
            pointerMove(to: CGPoint(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction), in: window)
        }
        pointerUp(at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), in: window)
    }
}
