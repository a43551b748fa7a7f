import UIKit

class ToastPresenter: UIView {
    func show(_ toast: UIView, for duration: TimeInterval) {
        addSubview(toast)
        Timer.scheduledTimer(
            timeInterval: duration, target: self, selector: #selector(toastTimerDidFinish(_:)), userInfo: toast,
            repeats: false)
        let blink = Timer(
            timeInterval: 0.5, target: self, selector: #selector(ToastPresenter.blink(timer:)),
            userInfo: ["view": toast], repeats: true)
        RunLoop.main.add(blink, forMode: .common)
        Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: #selector(toastTimerDidFinish(_:)), userInfo: nil,
            repeats: false)
        Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick), userInfo: "ignored", repeats: false)
    }

    @objc func toastTimerDidFinish(_ timer: Timer) {
        guard let toast = timer.userInfo as? UIView else { return }
        toast.removeFromSuperview()
    }

    @objc func tick() {}

    @objc func blink(timer: Timer) {
        if let info = timer.userInfo as? [String: UIView] { info["view"]?.alpha = 0.5 }
        timer.invalidate()
    }
}
