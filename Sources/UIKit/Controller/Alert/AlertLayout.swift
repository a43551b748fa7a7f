/// Where each part of an alert or action sheet goes, worked out from the controller's content and
/// the card's width alone, so that sizing the card and laying it out always agree.
///
/// An alert is one block: the header (title, message, text fields) with 16-point padding, then
/// the buttons in 44-point rows under hairline separators — two actions whose titles both fit in
/// half the width share one row (the cancel action on the left), any other set stands in a column
/// with the cancel action last. An action sheet's block holds the header and every action but the
/// cancel action, in 57-point rows; the cancel action has a block of its own, 8 points below.
@MainActor
struct AlertLayout {
    /// One action's button: its frame in its block.
    struct Row {
        var action: UIAlertAction
        var frame: CGRect
        /// Whether the button is the action sheet's separate cancel block.
        var inCancelBlock: Bool
        /// Whether its title is semibold.
        var emphasised: Bool
    }

    /// The whole card.
    private(set) var size = CGSize.zero
    /// The block holding the header and the actions, in the card (empty for an action sheet with
    /// nothing but a cancel action).
    private(set) var mainBlock = CGRect.zero
    /// An action sheet's cancel block, in the card.
    private(set) var cancelBlock: CGRect?
    /// The header's parts, in the main block.
    private(set) var titleFrame: CGRect?
    private(set) var messageFrame: CGRect?
    private(set) var fieldFrames: [CGRect] = []
    /// The buttons, in the order they are shown.
    private(set) var rows: [Row] = []
    /// The separator lines, in the main block.
    private(set) var separators: [CGRect] = []

    /// Lays out `controller`'s content in a card `width` points wide, with separators `hairline`
    /// points thick.
    init(controller: UIAlertController, width: CGFloat, hairline: CGFloat) {
        let style = controller.preferredStyle
        let rowHeight = AlertMetrics.rowHeight(for: style)
        let cancel = controller.actions.first { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        var y = layOutHeader(of: controller, width: width)
        if style == .alert, Self.fitSideBySide(controller, width: width) {
            if y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
            let half = width / 2
            for (index, action) in ((cancel.map { [$0] } ?? []) + others).enumerated() {
                let frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: rowHeight)
                rows.append(
                    Row(action: action, frame: frame, inCancelBlock: false, emphasised: controller.emphasises(action)))
            }
            separators.append(CGRect(x: half, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            let column = style == .alert ? others + (cancel.map { [$0] } ?? []) : others
            for action in column {
                if y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                let frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                rows.append(
                    Row(action: action, frame: frame, inCancelBlock: false, emphasised: controller.emphasises(action)))
                y += rowHeight
            }
        }
        mainBlock = CGRect(x: 0, y: 0, width: width, height: y)
        size = CGSize(width: width, height: y)
        if style == .actionSheet, let cancel {
            let block = CGRect(x: 0, y: y > 0 ? y + AlertMetrics.cancelGap : 0, width: width, height: rowHeight)
            cancelBlock = block
            rows.append(
                Row(
                    action: cancel, frame: CGRect(origin: .zero, size: block.size), inCancelBlock: true,
                    emphasised: controller.emphasises(cancel)))
            size.height = block.maxY
        }
    }

    /// Places the title, message and text fields; returns the header's height (0 when it is empty).
    private mutating func layOutHeader(of controller: UIAlertController, width: CGFloat) -> CGFloat {
        let style = controller.preferredStyle
        let padding = AlertMetrics.padding
        let inner = width - 2 * padding
        var y = padding
        if let title = controller.title, !title.isEmpty {
            let height = Self.textHeight(title, font: AlertMetrics.titleFont(for: style), width: inner)
            titleFrame = CGRect(x: padding, y: y, width: inner, height: height)
            y += height
        }
        if let message = controller.message, !message.isEmpty {
            if titleFrame != nil { y += AlertMetrics.titleMessageGap }
            let height = Self.textHeight(message, font: AlertMetrics.messageFont, width: inner)
            messageFrame = CGRect(x: padding, y: y, width: inner, height: height)
            y += height
        }
        let fieldCount = style == .alert ? controller.textFields?.count ?? 0 : 0
        if fieldCount > 0, titleFrame != nil || messageFrame != nil { y += padding }
        for index in 0..<fieldCount {
            if index > 0 { y += AlertMetrics.fieldSpacing }
            fieldFrames.append(CGRect(x: padding, y: y, width: inner, height: AlertMetrics.fieldHeight))
            y += AlertMetrics.fieldHeight
        }
        guard titleFrame != nil || messageFrame != nil || !fieldFrames.isEmpty else { return 0 }
        return y + padding
    }

    /// Whether the alert's actions go in one row: exactly two, each title fitting half the width.
    private static func fitSideBySide(_ controller: UIAlertController, width: CGFloat) -> Bool {
        guard controller.actions.count == 2 else { return false }
        let room = width / 2 - 2 * AlertMetrics.rowTitleInset
        return controller.actions.allSatisfy { action in
            let font = AlertMetrics.actionFont(for: .alert, emphasised: controller.emphasises(action))
            return ((action.title ?? "") as NSString).size(withAttributes: [.font: font]).width <= room
        }
    }

    /// The height of `text` wrapped to `width`, in whole points.
    private static func textHeight(_ text: String, font: UIFont, width: CGFloat) -> CGFloat {
        let size = CGSize(width: width, height: .greatestFiniteMagnitude)
        let used = (text as NSString).boundingRect(
            with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        return ceil(used.maxY)
    }
}

extension UIAlertController {
    /// Whether `action`'s title is semibold: in an alert the preferred action, or with none the
    /// cancel action; in an action sheet the cancel action.
    func emphasises(_ action: UIAlertAction) -> Bool {
        if preferredStyle == .alert, let preferredAction { return action === preferredAction }
        return action.style == .cancel
    }
}
