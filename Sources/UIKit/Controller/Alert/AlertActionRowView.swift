/// One action's button in an alert or action sheet: its title centred on one line, in the tint
/// colour (red when destructive, grey when disabled), over a light grey fill while highlighted.
///
/// The row takes no touches itself: the card tracks the touch across all rows.
@MainActor
final class AlertActionRowView: UIView {
    let action: UIAlertAction
    private let label = UILabel()

    init(action: UIAlertAction, style: UIAlertController.Style, emphasised: Bool) {
        self.action = action
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        label.text = action.title
        label.textAlignment = .center
        label.font = AlertMetrics.actionFont(for: style, emphasised: emphasised)
        addSubview(label)
        updateTitleColor()
    }

    /// Rows are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the row shows the fill of a touch on it.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil }
    }

    /// Shows the action's enabled state.
    func updateTitleColor() {
        if !action.isEnabled {
            label.textColor = AlertMetrics.disabledTitleColor
        } else {
            label.textColor = action.style == .destructive ? .systemRed : tintColor
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitleColor()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: AlertMetrics.rowTitleInset, dy: 0)
    }
}
