import UIKit
import UIKitTesting
import XCTest

/// A controller whose view is a tall scroll view of two colour bands: blue above y = 300 of the
/// content, yellow below, on a light grey background.
@MainActor
final class ScrollingController: UIViewController {
    let scrollView = UIScrollView()
    var onDeinit: (() -> Void)?

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError() }

    isolated deinit {
        onDeinit?()
    }

    override func loadView() {
        scrollView.backgroundColor = .lightGray
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let blue = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        blue.backgroundColor = .blue
        let yellow = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 1700))
        yellow.backgroundColor = .yellow
        scrollView.addSubview(blue)
        scrollView.addSubview(yellow)
        view = scrollView
    }
}

/// A 400×600 key window whose root is a navigation controller with `root` in it.
@MainActor
func navigationWindow(_ root: UIViewController, configure: (UINavigationController) -> Void = { _ in })
    -> (HeadlessApp, UIWindow, UINavigationController)
{
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let navigation = UINavigationController(rootViewController: root)
    configure(navigation)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    app.runUntilIdle()
    return (app, window, navigation)
}

/// An opaque appearance of one colour, without a shadow.
@MainActor
func solidAppearance(_ color: UIColor) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    appearance.shadowColor = nil
    return appearance
}
