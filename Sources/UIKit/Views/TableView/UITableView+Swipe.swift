/// Swipe actions: a row dragged sideways (mouse, touchpad-driven drags, fingers) slides over the
/// actions the delegate gives for that side. Let go past half of them, the row stays open on them;
/// past 60 % of the row with `performsFirstActionWithFullSwipe`, the first action runs; otherwise
/// the row closes. Choosing an action runs its handler, whose completion closes the row; a press
/// anywhere else closes it too. Outside editing, the delegate hears `willBeginEditingRowAt` as a
/// swipe opens a row and `didEndEditingRowAt` when it closes.
extension UITableView {
    /// How wide an action's button is at least, and how much wider than its title.
    static let swipeActionMinimumWidth: CGFloat = 74
    static let swipeActionTitlePadding: CGFloat = 30
    /// The part of the row a swipe must cross to run the first action.
    static let fullSwipeFraction: CGFloat = 0.6

    /// A row swiped open, or being swiped.
    struct RowSwipe {
        var indexPath: IndexPath
        /// Whether the trailing actions show (the row moves left), else the leading ones.
        var trailing: Bool
        /// How far the row has moved: negative for the trailing actions, positive for the leading ones.
        var offset: CGFloat
        var configuration: UISwipeActionsConfiguration
        var actionsView: UIView
        var actionsWidth: CGFloat
        /// In an inset grouped table, what keeps the row within its section's card as it slides,
        /// and the row it masks.
        var cardMask: UIView?
        weak var maskedCell: UITableViewCell?
    }

    func makeSwipeRecognizer() -> UIPanGestureRecognizer {
        let swipe = RowSwipeRecognizer(table: self)
        swipe.addHandler { [weak self] recognizer in self?.handleSwipe(recognizer) }
        return swipe
    }

    /// The configuration for a drag moving `dx` from `point` (content coordinates), if that row has
    /// actions on the side the drag uncovers.
    func swipeConfiguration(at point: CGPoint, dx: CGFloat) -> (IndexPath, UISwipeActionsConfiguration)? {
        guard let indexPath = indexPathForRow(at: point), let delegate = tableDelegate, !isEditing else { return nil }
        let configuration =
            dx < 0
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return (indexPath, configuration)
    }

    private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self).x
        switch recognizer.state {
        case .began:
            guard let recognizer = recognizer as? RowSwipeRecognizer, let start = recognizer.startPoint,
                let (indexPath, configuration) = swipeConfiguration(at: start, dx: translation)
            else { return }
            closeSwipe(animated: false)
            beginSwipe(indexPath, configuration, trailing: translation < 0)
            updateSwipe(translation)
        case .changed:
            updateSwipe(translation)
        case .ended, .cancelled:
            endSwipe()
        default:
            break
        }
    }

    private func beginSwipe(_ indexPath: IndexPath, _ configuration: UISwipeActionsConfiguration, trailing: Bool) {
        guard let cell = cellsOnScreen[indexPath] else { return }
        let container = UIView(frame: cell.frame)
        container.clipsToBounds = true
        var x: CGFloat = 0
        var buttons: [UIButton] = []
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setImage(action.image, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            let width = max(
                Self.swipeActionMinimumWidth, button.sizeThatFits(cell.bounds.size).width + Self.swipeActionTitlePadding
            )
            button.frame = CGRect(x: x, y: 0, width: width, height: cell.bounds.height)
            button.addAction(
                UIAction { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    perform(action, from: button)
                }, for: .touchUpInside)
            x += width
            buttons.append(button)
        }
        // The first action is nearest the table's edge: rightmost for trailing actions.
        let total = x
        for button in buttons {
            if trailing { button.frame.origin.x = total - button.frame.maxX }
            container.addSubview(button)
        }
        insertSubview(container, belowSubview: cell)
        var cardMask: UIView?
        if style == .insetGrouped {
            // The card's corners: the actions take the outer side's, the row keeps the other's.
            let outer: CACornerMask =
                trailing ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner] : [.layerMinXMinYCorner, .layerMinXMaxYCorner]
            container.layer.cornerRadius = ListMetrics.cornerRadius
            container.layer.maskedCorners = cell.roundedCorners.intersection(outer)
            let mask = UIView(frame: cell.bounds)
            mask.backgroundColor = .black
            mask.layer.cornerRadius = ListMetrics.cornerRadius
            mask.layer.maskedCorners = cell.roundedCorners.subtracting(outer)
            cell.mask = mask
            cardMask = mask
        }
        if !isEditing { tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }
        cell.listState.isSwiped = true
        rowSwipe = RowSwipe(
            indexPath: indexPath, trailing: trailing, offset: 0, configuration: configuration, actionsView: container,
            actionsWidth: total,
            cardMask: cardMask, maskedCell: cell)
    }

    private func updateSwipe(_ translation: CGFloat) {
        guard var swipe = rowSwipe else { return }
        swipe.offset = swipe.trailing ? min(0, translation) : max(0, translation)
        rowSwipe = swipe
        placeSwipedRow()
    }

    private func endSwipe() {
        guard let swipe = rowSwipe, let cell = cellsOnScreen[swipe.indexPath] else {
            return closeSwipe(animated: false)
        }
        let distance = abs(swipe.offset)
        if swipe.configuration.performsFirstActionWithFullSwipe, distance > cell.bounds.width * Self.fullSwipeFraction,
            let first = swipe.configuration.actions.first
        {
            perform(first, from: swipe.actionsView)
        } else if distance > swipe.actionsWidth / 2 {
            rowSwipe?.offset = swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth
            UIView.animate(withDuration: Self.updateAnimationDuration) { self.placeSwipedRow() }
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Opens the row at `indexPath` on `configuration`'s trailing actions, sliding it over.
    func openSwipe(_ indexPath: IndexPath, _ configuration: UISwipeActionsConfiguration) {
        beginSwipe(indexPath, configuration, trailing: true)
        guard let width = rowSwipe?.actionsWidth else { return }
        placeSwipedRow()
        rowSwipe?.offset = -width
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.placeSwipedRow() }
    }

    /// Runs `action`'s handler; its completion closes the row.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    /// Slides the swiped row back and takes its actions away.
    func closeSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        let cell = cellsOnScreen[swipe.indexPath]
        cell?.listState.isSwiped = false
        if !isEditing { tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath) }
        let finish = {
            swipe.actionsView.removeFromSuperview()
            if let masked = swipe.maskedCell, masked.mask === swipe.cardMask { masked.mask = nil }
        }
        guard animated, let cell else {
            finish()
            setNeedsLayout()
            return
        }
        let restingX = sectionInset
        UIView.animate(withDuration: Self.updateAnimationDuration) {
            cell.frame.origin.x = restingX
            swipe.cardMask?.frame = cell.bounds
        } completion: { _ in
            finish()
        }
    }

    /// Places the swiped row at its offset over its actions.
    func placeSwipedRow() {
        guard let swipe = rowSwipe, let cell = cellsOnScreen[swipe.indexPath] else { return }
        let restingX = sectionInset
        cell.frame.origin.x = restingX + swipe.offset
        // The part of the row still over its resting place, in the row's coordinates.
        swipe.cardMask?.frame = CGRect(
            x: max(0, -swipe.offset), y: 0, width: max(0, cell.bounds.width - abs(swipe.offset)),
            height: cell.bounds.height)
        swipe.actionsView.frame = CGRect(
            x: swipe.trailing ? restingX + cell.frame.width - swipe.actionsWidth : restingX,
            y: cell.frame.minY, width: swipe.actionsWidth, height: cell.frame.height)
    }
}

/// The table's recognizer of sideways drags on rows: it begins only when the drag leads
/// horizontally and the row under it has actions on the side the drag uncovers.
final class RowSwipeRecognizer: UIPanGestureRecognizer {
    private weak var table: UITableView?
    /// Where the drag began, in the table's content coordinates.
    private(set) var startPoint: CGPoint?

    convenience init(table: UITableView) {
        self.init()
        self.table = table
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startPoint == nil, let table { startPoint = touches.first?.location(in: table) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let origin, let table, let startPoint {
            let point = location(in: nil)
            let motion = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            if hypot(motion.x, motion.y) >= Self.hysteresis,
                abs(motion.x) <= abs(motion.y) || table.swipeConfiguration(at: startPoint, dx: motion.x) == nil
            {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        startPoint = nil
    }
}
