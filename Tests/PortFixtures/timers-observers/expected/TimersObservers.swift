import UIKit

class TimersObserversView: UIView {
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            MainActor.assumeIsolated { self.tick(timer) }
        }
        let once = Timer(timeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { self.fire() }
        }
        RunLoop.main.add(once, forMode: .common)
        _ = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] notification in
            MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { timer in
            MainActor.assumeIsolated { self.expire(timer) }
        }
        _ = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: self, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.textChanged() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func tick(_ timer: Timer) {}
    func fire() {}
    func expire(_ timer: Timer) {}
    func keyboardWillShow(_ notification: Notification) {}
    func textChanged() {}
}
