import UIKit

/// Main-actor UIKit API used from an ordinary function, as Swift 5 code does everywhere: members
/// marked main-actor on their own, and closures passed where UIKit takes main-actor ones. The
/// fixture's type-check (warnings as errors) is the check; nothing calls it.
func configure(_ button: UIButton, in view: UIView) {
    var configuration = UIButton.Configuration.filled()
    configuration = configuration.updated(for: button)
    _ = UITraitCollection.current
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    let log: (UIAlertAction) -> Void = { print($0.title ?? "") }
    _ = UIAlertAction(title: "OK", style: .default, handler: log)
    let tap = UITapGestureRecognizer { recognizer in print(recognizer.state) }
    tap.addHandler { recognizer in print(recognizer.state) }
    view.addGestureRecognizer(tap)
    CATransaction.setCompletionBlock { print("done") }
    CATransaction.completionBlock()?()
    CADisplayLink { link in print(link.timestamp) }.invalidate()
    button.configurationUpdateHandler = { button in print(button.state) }
    button.addAction(UIAction { action in print(action.title) }, for: .touchUpInside)
}
