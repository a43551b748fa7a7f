/// The base of the controls a bar draws its items with: they draw in a colour faded for their
/// state, like a system button, and recolour when the tint or the state changes.
@MainActor
class BarItemControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// `color` at 20% of its opacity while pressed and 35% while disabled.
    func faded(_ color: UIColor) -> UIColor {
        color.withAlphaComponent(color.cgColor.alpha * stateOpacity)
    }

    /// The factor `faded(_:)` applies in the current state.
    var stateOpacity: CGFloat {
        isEnabled ? (isHighlighted ? NavigationBarMetrics.highlightedOpacity : 1) : NavigationBarMetrics.disabledOpacity
    }

    /// Shows the current colours; subclasses recolour their subviews and call `super`, which redraws.
    func refreshColors() {
        setNeedsDisplay()
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { refreshColors() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }
}
