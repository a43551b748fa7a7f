import UIKit

class KeyboardAvoidingView: UIView {
    /// The notification observers casement-port registered with blocks for this object, so that
    /// `removeObserver(self)` can remove them (Foundation on Linux has no selector observers).
    var casementObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        casementObservers.append(
            (
                name: UIResponder.keyboardWillShowNotification,
                token: NotificationCenter.default.addObserver(
                    forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
                ) { [weak self] notification in
                    MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
                }
            ))
    }

    required init?(coder: NSCoder) { fatalError() }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            casementObservers.removeAll { observer in
                guard observer.name == UIResponder.keyboardWillShowNotification else { return false }
                NotificationCenter.default.removeObserver(observer.token)
                return true
            }
        }
    }

    deinit {
        casementObservers.removeAll { observer in
            NotificationCenter.default.removeObserver(observer.token)
            return true
        }
    }

    func keyboardWillShow(_ notification: Notification) {}
}

final class KeyboardAvoidingTextView: KeyboardAvoidingView {
    func watchText() {
        casementObservers.append(
            (
                name: UITextView.textDidChangeNotification,
                token: NotificationCenter.default.addObserver(
                    forName: UITextView.textDidChangeNotification, object: nil, queue: nil
                ) { [weak self] _ in
                    MainActor.assumeIsolated { self?.textChanged() }
                }
            ))
    }

    func textChanged() {}
}

final class BadgeCounter: UIView {
    func watch() {
        _ = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.update() }
        }
    }

    func update() {}
}
