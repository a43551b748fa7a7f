/// A `UIAlertController`'s view, the card: for an alert one rounded block holding the header and
/// the buttons, for an action sheet a block of actions and a cancel block below it, placed by
/// `AlertLayout`.
///
/// The card tracks a touch across all its buttons, as iOS does: the enabled button under the
/// touch is highlighted, the highlight follows a drag from button to button, and lifting the
/// touch on an enabled button chooses its action; lifting it anywhere else chooses nothing.
@MainActor
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    private let mainBlock = AlertView.makeBlock(color: AlertMetrics.cardColor)
    private let cancelBlock = AlertView.makeBlock(color: AlertMetrics.cancelBlockColor)
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    /// The white, bordered boxes around the text fields, one per field in the order added.
    private var fieldBoxes: [UIView] = []
    private var rows: [AlertActionRowView] = []
    private var separators: [UIView] = []
    private var trackedTouch: UITouch?
    private var highlightedRow: AlertActionRowView?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        isOpaque = false
        let style = controller.preferredStyle
        titleLabel.font = AlertMetrics.titleFont(for: style)
        messageLabel.font = AlertMetrics.messageFont
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = style == .alert ? .label : AlertMetrics.sheetHeaderColor
            mainBlock.addSubview(label)
        }
        addSubview(mainBlock)
        addSubview(cancelBlock)
        reloadContent()
    }

    /// Cards are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    private static func makeBlock(color: UIColor) -> UIView {
        let block = UIView()
        block.backgroundColor = color
        block.layer.cornerRadius = AlertMetrics.cornerRadius
        block.clipsToBounds = true
        return block
    }

    /// The card's size in `container`: see `UIAlertController.preferredCardSize(fitting:)`.
    func preferredSize(fitting container: CGSize) -> CGSize {
        guard let controller else { return .zero }
        let available = container.width - 2 * AlertMetrics.sheetMargin
        let width =
            controller.preferredStyle == .alert
            ? min(AlertMetrics.alertWidth, available) : min(AlertMetrics.sheetMaximumWidth, available)
        return AlertLayout(controller: controller, width: width, hairline: hairline).size
    }

    /// One pixel, in points.
    private var hairline: CGFloat { 1 / (window?.screen.scale ?? UIScreen.main.scale) }

    // MARK: - Content

    /// Shows the controller's current title, message, text fields and actions. Text fields are
    /// only ever added, so the boxes of those already shown stay (and keep any editing going on).
    func reloadContent() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for field in (controller.textFields ?? []).dropFirst(fieldBoxes.count) {
            let box = UIView()
            box.backgroundColor = AlertMetrics.fieldColor
            box.layer.borderColor = AlertMetrics.separatorColor.cgColor
            box.addSubview(field)
            mainBlock.addSubview(box)
            fieldBoxes.append(box)
        }
        highlight(nil)
        for row in rows { row.removeFromSuperview() }
        rows = controller.actions.map {
            AlertActionRowView(action: $0, style: controller.preferredStyle, emphasised: controller.emphasises($0))
        }
        setNeedsLayout()
    }

    /// Shows a change of `action`'s enabled state.
    func actionDidChange(_ action: UIAlertAction) {
        guard let row = rows.first(where: { $0.action === action }) else { return }
        row.updateTitleColor()
        if row === highlightedRow, !action.isEnabled { highlight(nil) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let layout = AlertLayout(controller: controller, width: bounds.width, hairline: hairline)
        mainBlock.frame = layout.mainBlock
        mainBlock.isHidden = layout.mainBlock.isEmpty
        cancelBlock.frame = layout.cancelBlock ?? .zero
        cancelBlock.isHidden = layout.cancelBlock == nil
        titleLabel.frame = layout.titleFrame ?? .zero
        messageLabel.frame = layout.messageFrame ?? .zero
        for (box, frame) in zip(fieldBoxes, layout.fieldFrames) {
            box.frame = frame
            box.layer.borderWidth = hairline
            box.subviews.first?.frame = box.bounds.insetBy(dx: AlertMetrics.fieldInset, dy: 0)
        }
        for place in layout.rows {
            guard let row = rows.first(where: { $0.action === place.action }) else { continue }
            let block = place.inCancelBlock ? cancelBlock : mainBlock
            if row.superview !== block { block.addSubview(row) }
            row.frame = place.frame
        }
        layOutSeparators(layout.separators)
    }

    /// Puts a separator line at each of `frames`, above the buttons' highlights.
    private func layOutSeparators(_ frames: [CGRect]) {
        while separators.count > frames.count { separators.removeLast().removeFromSuperview() }
        while separators.count < frames.count {
            let line = UIView()
            line.backgroundColor = AlertMetrics.separatorColor
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        for (line, frame) in zip(separators, frames) {
            line.frame = frame
            mainBlock.addSubview(line)
        }
    }

    // MARK: - Keyboard focus

    /// On screen, the first text field takes the keyboard, else the controller does, so typing
    /// and Return and Escape reach the alert.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, let controller else { return }
        if let field = controller.textFields?.first {
            field.becomeFirstResponder()
        } else {
            controller.becomeFirstResponder()
        }
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        highlight(enabledRow(under: touch))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        highlight(enabledRow(under: touch))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let row = enabledRow(under: touch)
        highlight(nil)
        trackedTouch = nil
        if let row { controller?.select(row.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        highlight(nil)
        trackedTouch = nil
    }

    /// The enabled button on screen under `touch`, if any.
    private func enabledRow(under touch: UITouch) -> AlertActionRowView? {
        rows.first { row in
            guard row.action.isEnabled, let block = row.superview, !block.isHidden else { return false }
            return row.bounds.contains(touch.location(in: row))
        }
    }

    private func highlight(_ row: AlertActionRowView?) {
        guard row !== highlightedRow else { return }
        highlightedRow?.isHighlighted = false
        row?.isHighlighted = true
        highlightedRow = row
    }
}
