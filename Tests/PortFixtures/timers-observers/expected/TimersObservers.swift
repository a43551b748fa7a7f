import UIKit

class TimersObserversView: UIView {
    /// The notification observers casement-port registered with blocks for this object, so that
    /// `removeObserver(self)` can remove them (Foundation on Linux has no selector observers).
    var casementObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            MainActor.assumeIsolated { self.tick(timer) }
        }
        let once = Timer(timeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { self.fire() }
        }
        RunLoop.main.add(once, forMode: .common)
        casementObservers.append(
            (
                name: UIResponder.keyboardWillShowNotification,
                token: NotificationCenter.default.addObserver(
                    forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
                ) { [weak self] notification in
                    MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
                }
            ))
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { timer in
            MainActor.assumeIsolated { self.expire(timer) }
        }
        casementObservers.append(
            (
                name: UITextField.textDidChangeNotification,
                token: NotificationCenter.default.addObserver(
                    forName: UITextField.textDidChangeNotification, object: self, queue: nil
                ) { [weak self] _ in
                    MainActor.assumeIsolated { self?.textChanged() }
                }
            ))
    }

    deinit {
        casementObservers.removeAll { observer in
            NotificationCenter.default.removeObserver(observer.token)
            return true
        }
    }

    func tick(_ timer: Timer) {}
    func fire() {}
    func expire(_ timer: Timer) {}
    func keyboardWillShow(_ notification: Notification) {}
    func textChanged() {}
}
