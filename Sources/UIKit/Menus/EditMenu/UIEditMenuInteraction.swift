/// The menu of edit commands for a view (Cut, Copy, Paste, Select All, and the app's own), shown
/// at a point as a popup list, as iOS 16 shows its edit menu. Text views show theirs at a secondary
/// click; apps call `presentEditMenu(with:)` for their own views.
///
/// The suggested actions are the standard edit actions the first responder (or the view) can
/// perform now (`canPerformAction(_:withSender:)`), plus Undo and Redo when its undo manager can;
/// choosing one sends it along the responder chain. The delegate may replace or extend them.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    public weak var delegate: (any UIEditMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The configuration of the menu showing, if this interaction's is.
    private var shownConfiguration: UIEditMenuConfiguration?

    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the edit menu from `configuration.sourcePoint` in the view.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else { return }
        let suggested = StandardEditMenu.suggestedActions(for: view)
        let menu =
            delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
        let anchor = target.flatMap { $0.isNull ? nil : $0 } ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let animator = ContextMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        shownConfiguration = configuration
        MenuPopup.show(menu, from: view, anchor: CGRect(origin: CGPoint(x: anchor.minX, y: anchor.maxY), size: .zero)) {
            [weak self] in
            self?.menuClosed()
        } choose: { action in
            action.perform(sender: nil)
        }
        animator.run()
    }

    /// Closes the menu when this interaction's is showing.
    open func dismissMenu() {
        if shownConfiguration != nil { MenuPopup.shown?.close() }
    }

    /// Asks the delegate for the menu again; the popup list shows the menu it opened with.
    open func reloadVisibleMenu() {}

    /// The menu stays where it opened.
    open func updateVisibleMenuPosition(animated: Bool) {}

    /// Where the menu showing opened, in `view`'s coordinates (`.zero` when none shows).
    open func location(in view: UIView?) -> CGPoint {
        guard let configuration = shownConfiguration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    private func menuClosed() {
        guard let configuration = shownConfiguration else { return }
        shownConfiguration = nil
        let animator = ContextMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }
}

/// The delegate of an edit menu interaction: the menu, where it points, and word of it showing
/// and closing. Every method is optional.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    /// The menu to show: `suggestedActions` (the default), or a menu of the app's making.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The rectangle the menu points at, in the view; `.null` for the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        .null
    }
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}
