// Runs StarRatingView, a library-shaped fixture written for these tests, as casement-port ported it
// (`expected` is the tool's output, which PortToolTests checks against a fresh run on `input`): a
// custom-drawn control with a tap recognizer's typed action, target-action, an optional delegate's
// defaults, overrides moved out of an extension, a block observer removed by `removeObserver(self)`
// and a timer's user info. Each check prints "ok <name>" or "FAIL <name>"; any failure exits with 1.
import Foundation
import UIKit
import UIKitTesting

var failures = 0

func check(_ name: String, _ condition: Bool, _ detail: @autoclosure () -> String = "") {
    if condition {
        print("ok \(name)")
    } else {
        failures += 1
        print("FAIL \(name) \(detail())")
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Implements one delegate method and leaves the others to their defaults.
final class RecordingDelegate: NSObject, StarRatingViewDelegate {
    var ratings: [Int] = []

    func starRatingView(_ view: StarRatingView, didChange rating: Int) { ratings.append(rating) }
}

final class WideDelegate: NSObject, StarRatingViewDelegate {
    var starSpacing: CGFloat { 10 }
    func starRatingViewShouldChange(_ view: StarRatingView) -> Bool { false }
}

final class ValueRecorder: NSObject {
    var values: [Int] = []

    func ratingChanged(_ sender: StarRatingView) { values.append(sender.rating) }
}

@MainActor func run() {
    let app = HeadlessApp(delegate: AppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    window.rootViewController = UIViewController()
    window.rootViewController?.view.backgroundColor = .white
    window.makeKeyAndVisible()
    let stars = StarRatingView(frame: CGRect(x: 10, y: 10, width: 116, height: 20))
    let delegate = RecordingDelegate()
    let recorder = ValueRecorder()
    stars.delegate = delegate
    stars.addTarget(recorder, action: ValueRecorder.ratingChanged, for: .valueChanged)
    window.rootViewController?.view.addSubview(stars)
    app.runUntilIdle()

    check("the defaults give the spacing", stars.intrinsicContentSize == CGSize(width: 116, height: 20))
    app.click(at: CGPoint(x: 10 + 2 * 24 + 10, y: 20), in: window)
    check("a click on the third star rates 3 through the tap recognizer", stars.rating == 3, "\(stars.rating)")
    check("the value-changed action reaches its target", recorder.values == [3], "\(recorder.values)")
    check("the delegate's own method is called", delegate.ratings == [3], "\(delegate.ratings)")
    let filled = app.pixel(in: window, at: CGPoint(x: 10 + 10, y: 20))
    let empty = app.pixel(in: window, at: CGPoint(x: 10 + 4 * 24 + 10, y: 20))
    check(
        "the moved draw(_:) fills rated stars orange", filled.map { $0.red > 200 && $0.blue < 50 } == true,
        "\(filled as Any)")
    check("and the others grey", empty.map { $0.red == $0.blue && $0.red > 150 } == true, "\(empty as Any)")

    let wide = WideDelegate()
    stars.delegate = wide
    check("a delegate's own spacing", stars.intrinsicContentSize == CGSize(width: 140, height: 20))
    app.click(at: CGPoint(x: 10 + 10, y: 20), in: window)
    check("a delegate that refuses keeps the rating", stars.rating == 3 && recorder.values == [3])

    NotificationCenter.default.post(name: .starRatingAppearanceChanged, object: nil)
    stars.stopObservingAppearance()
    NotificationCenter.default.post(name: .starRatingAppearanceChanged, object: nil)
    check("removeObserver(self) removes the block observer", stars.appearanceChanges == 1, "\(stars.appearanceChanges)")

    stars.pulse(brightness: 0.5)
    let deadline = Date(timeIntervalSinceNow: 2)
    while stars.pulseBrightness == 1, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    check("the timer's user info reaches its method", stars.pulseBrightness == 0.5, "\(stars.pulseBrightness)")
}

MainActor.assumeIsolated { run() }
print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)
