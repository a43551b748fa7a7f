import UIKit
import UIKitTesting

/// A navigation bar over content scrolling 8 points a frame: the blurred (translucent) bar against
/// an opaque one over the same content, in the same run. The blurred bar's backdrop is blurred again
/// every frame the content under it moves; a frame where nothing beneath changed reuses it.
@MainActor
func runBarBenchmarks() {
    print("Bars (headless 1280×800 window, scale 1, navigation bar over a list scrolling 8 points a frame;")
    print("reference: the same frame under an opaque bar)")
    let app = HeadlessApp(delegate: BenchDelegate())
    let opaque = BarScene(app: app, blurred: false)
    let blurred = BarScene(app: app, blurred: true)
    let reference = measure { opaque.scrollFrame() }
    report("frame under an opaque bar", seconds: reference, reference: reference)
    let blurredFrame = measure { blurred.scrollFrame() }
    report("frame under a blurred bar (σ 20 pt, blurred anew)", seconds: blurredFrame, reference: reference)
    goal("≤ 3× the opaque bar's frame", blurredFrame / reference <= 3)
    let before = app.backdropBlurs(in: blurred.window)
    let still = measure { blurred.titleFrame() }
    let reused = app.backdropBlurs(in: blurred.window) == before
    report("blurred bar, only its title changes (blur reused)", seconds: still, reference: reference)
    goal("the blur is not made again when nothing beneath changed", reused)
    opaque.window.isHidden = true
    blurred.window.isHidden = true
    app.runUntilIdle()
    print("")
}

/// A window with a navigation controller over a long list of coloured rows with labels.
@MainActor
private final class BarScene {
    let app: HeadlessApp
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let scrollView = UIScrollView()
    let controller = UIViewController()
    private var flip = false

    init(app: HeadlessApp, blurred: Bool) {
        self.app = app
        scrollView.contentSize = CGSize(width: 1280, height: 40 * 200)
        for row in 0..<200 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 1280, height: 40))
            label.text = "  Row \(row) — a line of text under the bar"
            label.backgroundColor = UIColor(hue: CGFloat(row % 12) / 12, saturation: 0.4, brightness: 0.95, alpha: 1)
            scrollView.addSubview(label)
        }
        controller.view = scrollView
        controller.title = "Inbox"
        let navigation = UINavigationController(rootViewController: controller)
        if !blurred {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            navigation.navigationBar.standardAppearance = appearance
            navigation.navigationBar.scrollEdgeAppearance = appearance
        }
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        scrollView.contentOffset.y = 0
        app.runUntilIdle()
    }

    /// The content moves 8 points; the frame is laid out, composited and presented.
    func scrollFrame() {
        var offset = scrollView.contentOffset.y + 8
        if offset > 6000 { offset = 0 }
        scrollView.contentOffset.y = offset
        app.runUntilIdle()
    }

    /// Only the bar's title changes.
    func titleFrame() {
        flip.toggle()
        controller.navigationItem.title = flip ? "Inbox" : "Inbox (1)"
        app.runUntilIdle()
    }
}
