/// Swipe actions on the rows of a table or a list: a row dragged sideways (mouse, touchpad-driven
/// drags, fingers) slides over the actions its view gives for that side. Let go past half of them,
/// the row stays open on them; past 60 % of the row with `performsFirstActionWithFullSwipe`, the
/// first action runs; otherwise the row closes. Choosing an action runs its handler, whose
/// completion closes the row; a press anywhere else closes it too.
///
/// The view (`RowSwipeHost`) says which actions a row has, which view is the row and where it rests,
/// and hears when a swipe opens and closes a row; the sliding is done here.
@MainActor
protocol RowSwipeHost: UIView {
    /// The row swiped open, or being swiped.
    var rowSwipe: RowSwipe? { get set }
    /// The actions for a drag moving `dx` from `point` (content coordinates), if that row has
    /// actions on the side the drag uncovers.
    func swipeActions(at point: CGPoint, dx: CGFloat) -> (IndexPath, UISwipeActionsConfiguration)?
    /// The view of the row at `indexPath`, when it is on screen.
    func swipedRow(at indexPath: IndexPath) -> UIView?
    /// Where the row's view rests, across the view.
    func restingX(ofSwipedRow indexPath: IndexPath) -> CGFloat
    /// The rounded corners of the row's card in an inset grouped list; nil when rows are not cards.
    func cardCorners(ofSwipedRow indexPath: IndexPath) -> CACornerMask?
    func rowSwipeDidBegin(at indexPath: IndexPath)
    func rowSwipeDidEnd(at indexPath: IndexPath)
}

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
    /// In an inset grouped list, what keeps the row within its section's card as it slides, and
    /// the row it masks.
    var cardMask: UIView?
    weak var maskedRow: UIView?
}

/// How wide an action's button is at least, and how much wider than its title; the part of the
/// row a swipe must cross to run the first action; how long the row takes to open and close.
enum RowSwipeMetrics {
    static let actionMinimumWidth: CGFloat = 74
    static let actionTitlePadding: CGFloat = 30
    static let fullSwipeFraction: CGFloat = 0.6
    static let duration: TimeInterval = 0.3
}

extension RowSwipeHost {
    func makeSwipeRecognizer() -> UIPanGestureRecognizer {
        let swipe = RowSwipeRecognizer(host: self)
        swipe.addHandler { [weak self] recognizer in self?.handleSwipe(recognizer) }
        return swipe
    }

    private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self).x
        switch recognizer.state {
        case .began:
            guard let recognizer = recognizer as? RowSwipeRecognizer, let start = recognizer.startPoint,
                let (indexPath, configuration) = swipeActions(at: start, dx: translation)
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
        guard let row = swipedRow(at: indexPath) else { return }
        let container = UIView(frame: row.frame)
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
                RowSwipeMetrics.actionMinimumWidth,
                button.sizeThatFits(row.bounds.size).width + RowSwipeMetrics.actionTitlePadding)
            button.frame = CGRect(x: x, y: 0, width: width, height: row.bounds.height)
            button.addAction(
                UIAction { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    perform(action, from: button)
                }, for: .touchUpInside)
            x += width
            buttons.append(button)
        }
        // The first action is nearest the view's edge: rightmost for trailing actions.
        let total = x
        for button in buttons {
            if trailing { button.frame.origin.x = total - button.frame.maxX }
            container.addSubview(button)
        }
        row.superview?.insertSubview(container, belowSubview: row)
        var cardMask: UIView?
        if let corners = cardCorners(ofSwipedRow: indexPath) {
            // The card's corners: the actions take the outer side's, the row keeps the other's.
            let outer: CACornerMask =
                trailing ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner] : [.layerMinXMinYCorner, .layerMinXMaxYCorner]
            container.layer.cornerRadius = ListMetrics.cornerRadius
            container.layer.maskedCorners = corners.intersection(outer)
            let mask = UIView(frame: row.bounds)
            mask.backgroundColor = .black
            mask.layer.cornerRadius = ListMetrics.cornerRadius
            mask.layer.maskedCorners = corners.subtracting(outer)
            row.mask = mask
            cardMask = mask
        }
        rowSwipeDidBegin(at: indexPath)
        rowSwipe = RowSwipe(
            indexPath: indexPath, trailing: trailing, offset: 0, configuration: configuration, actionsView: container,
            actionsWidth: total, cardMask: cardMask, maskedRow: row)
    }

    private func updateSwipe(_ translation: CGFloat) {
        guard var swipe = rowSwipe else { return }
        swipe.offset = swipe.trailing ? min(0, translation) : max(0, translation)
        rowSwipe = swipe
        placeSwipedRow()
    }

    private func endSwipe() {
        guard let swipe = rowSwipe, let row = swipedRow(at: swipe.indexPath) else { return closeSwipe(animated: false) }
        let distance = abs(swipe.offset)
        if swipe.configuration.performsFirstActionWithFullSwipe,
            distance > row.bounds.width * RowSwipeMetrics.fullSwipeFraction,
            let first = swipe.configuration.actions.first
        {
            perform(first, from: swipe.actionsView)
        } else if distance > swipe.actionsWidth / 2 {
            rowSwipe?.offset = swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth
            UIView.animate(withDuration: RowSwipeMetrics.duration) { self.placeSwipedRow() }
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
        UIView.animate(withDuration: RowSwipeMetrics.duration) { self.placeSwipedRow() }
    }

    /// Runs `action`'s handler; its completion closes the row.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    /// Slides the swiped row back and takes its actions away.
    func closeSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        let row = swipedRow(at: swipe.indexPath)
        rowSwipeDidEnd(at: swipe.indexPath)
        let finish = {
            swipe.actionsView.removeFromSuperview()
            if let masked = swipe.maskedRow, masked.mask === swipe.cardMask { masked.mask = nil }
        }
        guard animated, let row else {
            finish()
            setNeedsLayout()
            return
        }
        let restingX = restingX(ofSwipedRow: swipe.indexPath)
        UIView.animate(withDuration: RowSwipeMetrics.duration) {
            row.frame.origin.x = restingX
            swipe.cardMask?.frame = row.bounds
        } completion: { _ in
            finish()
        }
    }

    /// Places the swiped row at its offset over its actions.
    func placeSwipedRow() {
        guard let swipe = rowSwipe, let row = swipedRow(at: swipe.indexPath) else { return }
        let restingX = restingX(ofSwipedRow: swipe.indexPath)
        row.frame.origin.x = restingX + swipe.offset
        // The part of the row still over its resting place, in the row's coordinates.
        swipe.cardMask?.frame = CGRect(
            x: max(0, -swipe.offset), y: 0, width: max(0, row.bounds.width - abs(swipe.offset)),
            height: row.bounds.height)
        swipe.actionsView.frame = CGRect(
            x: swipe.trailing ? restingX + row.frame.width - swipe.actionsWidth : restingX,
            y: row.frame.minY, width: swipe.actionsWidth, height: row.frame.height)
    }
}

/// The recognizer of sideways drags on rows: it begins only when the drag leads horizontally and
/// the row under it has actions on the side the drag uncovers.
final class RowSwipeRecognizer: UIPanGestureRecognizer {
    private weak var host: (any RowSwipeHost)?
    /// Where the drag began, in the host's content coordinates.
    private(set) var startPoint: CGPoint?

    convenience init(host: any RowSwipeHost) {
        self.init()
        self.host = host
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startPoint == nil, let host { startPoint = touches.first?.location(in: host) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let origin, let host, let startPoint {
            let point = location(in: nil)
            let motion = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            if hypot(motion.x, motion.y) >= Self.hysteresis,
                abs(motion.x) <= abs(motion.y) || host.swipeActions(at: startPoint, dx: motion.x) == nil
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
