/// The caret's blink: solid, then its opacity goes to 0 and back every second for as long as
/// editing lasts, by a repeating animation on the animation clock (no timer), so a view that is
/// not being edited asks for no frames.
enum CaretBlink {
    static let key = "caretBlink"

    @MainActor static func restart(on caret: UIView) {
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = Float(1)
        blink.toValue = Float(0)
        blink.duration = 0.5
        blink.autoreverses = true
        blink.repeatCount = .infinity
        blink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        caret.layer.add(blink, forKey: key)
    }

    @MainActor static func stop(on caret: UIView) {
        caret.layer.removeAnimation(forKey: key)
    }
}
