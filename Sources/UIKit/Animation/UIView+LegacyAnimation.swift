/// The pre-block animation API (deprecated on iOS, still found in older code): changes between
/// `beginAnimations` and `commitAnimations` animate with the settings made meanwhile.
extension UIView {
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(duration: 0.2, delay: 0, options: .overrideInheritedDuration, completion: nil)
        block.isLegacy = true
        ViewAnimationBlock.stack.append(block)
    }

    public class func commitAnimations() {
        guard let block = ViewAnimationBlock.stack.last, block.isLegacy else { return }
        ViewAnimationBlock.stack.removeLast()
        block.end()
    }

    /// The duration of changes made from now on in the open `beginAnimations` section; 0.2 s by default.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        legacyBlock?.duration = duration
    }

    public class func setAnimationDelay(_ delay: TimeInterval) {
        legacyBlock?.delay = delay
    }

    public class func setAnimationCurve(_ curve: AnimationCurve) {
        legacyBlock?.timingFunction = CAMediaTimingFunction(name: curve.mediaTimingFunctionName)
    }

    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        legacyBlock?.repeatCount = repeatCount
    }

    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = legacyBlock else { return }
        if repeatAutoreverses { block.options.insert(.autoreverse) } else { block.options.remove(.autoreverse) }
    }

    /// Changes always start from what is shown here, so this changes nothing.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    private static var legacyBlock: ViewAnimationBlock? {
        ViewAnimationBlock.stack.last { $0.isLegacy }
    }
}
