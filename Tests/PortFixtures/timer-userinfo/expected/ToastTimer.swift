import UIKit

class ToastPresenter: UIView {
    func show(_ toast: UIView, for duration: TimeInterval) {
        addSubview(toast)
        _ = Timer.scheduledTimer(withTimeInterval: duration, repeats: false) { [userInfo = toast] timer in
            MainActor.assumeIsolated { self.toastTimerDidFinish(timer, userInfo: userInfo) }
        }
        let blink = Timer(timeInterval: 0.5, repeats: true) { [userInfo = ["view": toast]] timer in
            MainActor.assumeIsolated { self.blink(timer: timer, userInfo: userInfo) }
        }
        RunLoop.main.add(blink, forMode: .common)
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { timer in
            MainActor.assumeIsolated { self.toastTimerDidFinish(timer) }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            MainActor.assumeIsolated { self.tick() }
        }
    }

    func toastTimerDidFinish(_ timer: Timer, userInfo: Any? = nil) {
        guard let toast = userInfo as? UIView else { return }
        toast.removeFromSuperview()
    }

    func tick() {}

    func blink(timer: Timer, userInfo: Any? = nil) {
        if let info = userInfo as? [String: UIView] { info["view"]?.alpha = 0.5 }
        timer.invalidate()
    }
}
