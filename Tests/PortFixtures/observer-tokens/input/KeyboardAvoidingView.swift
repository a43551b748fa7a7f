import UIKit

class KeyboardAvoidingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func keyboardWillShow(_ notification: Notification) {}
}

final class KeyboardAvoidingTextView: KeyboardAvoidingView {
    func watchText() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(textChanged), name: UITextView.textDidChangeNotification, object: nil)
    }

    @objc func textChanged() {}
}

final class BadgeCounter: UIView {
    func watch() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(update), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc func update() {}
}
