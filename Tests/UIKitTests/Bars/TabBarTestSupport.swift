import UIKit
import UIKitTesting
import XCTest

/// A headless app with a white 320 × 600 window (scale 1; compact width and regular height, so the
/// items are stacked) holding `bar` at y = 120, full width, 49 points high, with `items` (the one
/// at index `selected` selected), laid out and drawn.
@MainActor
func makeTabBarApp(
    items: [UITabBarItem], bar: UITabBar = UITabBar(), height: CGFloat = 49, selected: Int? = nil
) -> (app: HeadlessApp, window: UIWindow, bar: UITabBar) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    bar.frame = CGRect(x: 0, y: tabBarTop, width: 320, height: height)
    bar.items = items
    bar.selectedItem = selected.map { items[$0] }
    window.addSubview(bar)
    app.runUntilIdle()
    return (app, window, bar)
}

/// Where `makeTabBarApp` puts the bar's top edge, in window points.
let tabBarTop: CGFloat = 120

/// The centre of the image of an item whose slot is centred on `x`, in window points.
func tabBarImageCentre(x: CGFloat) -> CGPoint {
    CGPoint(x: x, y: tabBarTop + 19.5)
}

/// A square template image of `side` points, opaque black everywhere.
@MainActor
func templateSquare(side: CGFloat = 20) -> UIImage {
    solidSquare(.black, side: side).withRenderingMode(.alwaysTemplate)
}

/// A square image of `side` points in `color`, in the automatic rendering mode.
@MainActor
func solidSquare(_ color: UIColor, side: CGFloat = 20) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}

/// `count` items titled "0", "1", … with template squares, tagged by their index.
@MainActor
func numberedItems(_ count: Int) -> [UITabBarItem] {
    (0..<count).map { UITabBarItem(title: "\($0)", image: templateSquare(), tag: $0) }
}

/// A bar's delegate that records its calls as "didSelect <tag> (selected <tag>)", the second tag
/// being the bar's selection at the time. The bar holds its delegate weakly: keep this alive.
@MainActor
final class TabBarDelegateLog: UITabBarDelegate {
    let log = CallLog()

    /// Becomes `bar`'s delegate.
    init(of bar: UITabBar) {
        bar.delegate = self
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        log.record("didSelect \(item.tag) (selected \(tabBar.selectedItem?.tag ?? -1))")
    }
}

extension HeadlessApp {
    /// The smallest box of window points holding every pixel `isInk` accepts within `region`.
    @MainActor
    func inkBox(in window: UIWindow, region: CGRect, where isInk: (RGBA) -> Bool) -> CGRect? {
        var box: CGRect?
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) {
                guard let pixel = pixel(in: window, at: CGPoint(x: x, y: y)), isInk(pixel) else { continue }
                let cell = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(cell) ?? cell
            }
        }
        return box
    }
}
