import UIKit
import UIKitTesting
import XCTest

/// A 400×44 navigation bar at the top of a white 400×200 key window.
@MainActor
func navigationBarWindow(items: [UINavigationItem] = []) -> (HeadlessApp, UIWindow, UINavigationBar) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
    bar.items = items
    window.addSubview(bar)
    app.runUntilIdle()
    return (app, window, bar)
}

/// The texts of the labels the bar shows (not hidden, in a subtree that is not faded out), with
/// their frames in the bar's space, leftmost first.
@MainActor
func shownLabels(in bar: UINavigationBar) -> [(text: String, frame: CGRect)] {
    var found: [(text: String, frame: CGRect)] = []
    func visit(_ view: UIView) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            found.append((text, label.convert(label.bounds, to: bar)))
        }
        view.subviews.forEach(visit)
    }
    visit(bar)
    return found.sorted { $0.frame.minX < $1.frame.minX }
}

/// The texts of `shownLabels(in:)`, leftmost first.
@MainActor
func shownTexts(in bar: UINavigationBar) -> [String] {
    shownLabels(in: bar).map(\.text)
}

/// Records a navigation bar delegate's calls in order, and may refuse pops.
@MainActor
final class NavigationBarDelegateLog: UINavigationBarDelegate {
    var entries: [String] = []
    var allowsPop = true
    var allowsPush = true

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        entries.append("shouldPush \(item.title ?? "")")
        return allowsPush
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        entries.append("didPush \(item.title ?? "")")
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        entries.append("shouldPop \(item.title ?? "")")
        return allowsPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        entries.append("didPop \(item.title ?? "")")
    }
}

/// A target whose actions count the calls and keep the sender.
@MainActor
final class BarItemTarget {
    var calls = 0
    var senders: [UIBarButtonItem] = []

    func count() {
        calls += 1
    }

    func record(_ sender: UIBarButtonItem) {
        senders.append(sender)
    }
}
