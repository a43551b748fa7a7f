import Foundation

/// A context menu for a view: a secondary click (the right mouse button) on the view asks the
/// delegate for a configuration at the pointer and shows its menu there, as a popup list
/// (`MenuPopup`); choosing an action runs it after the menu closes.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu appears.
    public enum Appearance: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    public weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The pointer's place when the menu opened, in the window's coordinates.
    var openedAt: CGPoint?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// A popup list opened from the pointer is a compact menu; `.unknown` while none shows.
    open var menuAppearance: Appearance {
        ContextMenuPresenter.shown?.interaction === self ? .compact : .unknown
    }

    /// Where the interaction's menu opened, in `view`'s coordinates (`.zero` when none did).
    open func location(in view: UIView?) -> CGPoint {
        guard let point = openedAt, let window = self.view?.window else { return .zero }
        return window.convert(point, to: view)
    }

    /// Closes the menu when it is showing.
    open func dismissMenu() {
        if ContextMenuPresenter.shown?.interaction === self { MenuPopup.shown?.close() }
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}

/// The delegate of a context menu interaction: the configuration for a place, and word of the menu
/// showing and closing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// Called when a preview is chosen; Casement shows no previews, so it is not called.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}
