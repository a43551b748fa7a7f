import UIKit

class TimersObserversView: UIView {
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(
            timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        let once = Timer(timeInterval: 1, target: self, selector: #selector(fire), userInfo: nil, repeats: false)
        RunLoop.main.add(once, forMode: .common)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        Timer.scheduledTimer(
            timeInterval: 2, target: self, selector: #selector(expire(_:)), userInfo: "badge", repeats: false)
        NotificationCenter.default.addObserver(
            self, selector: #selector(textChanged), name: UITextField.textDidChangeNotification, object: self)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func tick(_ timer: Timer) {}
    @objc func fire() {}
    @objc func expire(_ timer: Timer) {}
    @objc func keyboardWillShow(_ notification: Notification) {}
    @objc func textChanged() {}
}
