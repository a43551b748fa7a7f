extension UIView {
    /// How a view's tint colour is adjusted.
    public enum TintAdjustmentMode: Int, Sendable, Hashable {
        /// The superview's mode, or `.normal` without a superview.
        case automatic
        /// The tint colour unmodified.
        case normal
        /// A desaturated, dimmed tint colour.
        case dimmed
    }

    /// The first tint set on this view or an ancestor, before dimming; `systemBlue` when none is.
    /// (The walks up hold each ancestor unretained: the view's hierarchy holds them, and every view
    /// added to a window asks both before and after.)
    var inheritedTintColor: UIColor {
        unowned(unsafe) var current = self
        while true {
            if let color = current.tintColorStorage { return color }
            guard let parent = current.superviewStorage else { return .systemBlue }
            current = parent.takeUnretainedValue()
        }
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        unowned(unsafe) var current = self
        while true {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            guard let parent = current.superviewStorage else { return .normal }
            current = parent.takeUnretainedValue()
        }
    }

    var effectiveTintColor: UIColor {
        let color = inheritedTintColor
        return effectiveTintAdjustmentMode == .dimmed ? Self.dimmed(color) : color
    }

    /// The dimmed form of a tint: the grey of the same luma (Rec. 601 weights), alpha kept.
    static func dimmed(_ color: UIColor) -> UIColor {
        let (red, green, blue, alpha) = color.cgColor.rgba
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    /// Sets this view's own tint (nil inherits) and tells the view and the descendants that inherit it.
    func setTintColor(_ color: UIColor?) {
        tintColorStorage = color
        notifyTintChange(color: true, mode: false)
    }

    /// Sets this view's own mode; when the effective mode changes, tells the view and the
    /// descendants whose mode is `.automatic`.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = effectiveTintAdjustmentMode
        tintAdjustmentModeStorage = mode
        guard effectiveTintAdjustmentMode != before else { return }
        notifyTintChange(color: false, mode: true)
    }

    /// What a move can change about a view's tint: the inherited colour and the effective mode.
    struct TintState {
        var color: UIColor
        var mode: TintAdjustmentMode
    }

    var tintState: TintState {
        TintState(color: inheritedTintColor, mode: effectiveTintAdjustmentMode)
    }

    /// After a move: tells the subtree about whatever part of its tint the move changed.
    func tintStateChanged(from before: TintState) {
        let after = tintState
        // The same colour object most of the time: the default blue, or an ancestor's tint.
        let colorChanged = !UIColor.same(after.color, before.color)
        let modeChanged = after.mode != before.mode
        guard colorChanged || modeChanged else { return }
        notifyTintChange(color: colorChanged, mode: modeChanged)
    }

    /// Calls `tintColorDidChange()` here, then on each subview that inherits what changed, depth-first.
    private func notifyTintChange(color: Bool, mode: Bool) {
        tintColorDidChange()
        for subview in subviews {
            let inheritsColor = color && subview.tintColorStorage == nil
            let inheritsMode = mode && subview.tintAdjustmentModeStorage == .automatic
            if inheritsColor || inheritsMode { subview.notifyTintChange(color: inheritsColor, mode: inheritsMode) }
        }
    }
}
