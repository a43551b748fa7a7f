/// A view that offers context menus by place itself (a table, for its rows); asked before the
/// view's context menu interactions.
@MainActor
protocol ContextMenuSource: UIView {
    /// The configuration for a secondary click at `point` (in the view), nil for none.
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator)
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator)
}

/// Opens context menus: a secondary click asks the view under the pointer, then each view up from
/// it, for a configuration (a `ContextMenuSource` by place, else its `UIContextMenuInteraction`s'
/// delegates); the first one given with a menu opens at the pointer. The one that asked is told the
/// menu will show, and when it closes.
@MainActor
final class ContextMenuPresenter {
    /// The context menu showing.
    static var shown: ContextMenuPresenter? {
        get { UIApplication.shared.contextMenuPresenter }
        set { UIApplication.shared.contextMenuPresenter = newValue }
    }

    let configuration: UIContextMenuConfiguration
    private(set) weak var interaction: UIContextMenuInteraction?
    private let willEnd: (ContextMenuAnimator) -> Void

    private init(
        configuration: UIContextMenuConfiguration, interaction: UIContextMenuInteraction?,
        willEnd: @escaping (ContextMenuAnimator) -> Void
    ) {
        self.configuration = configuration
        self.interaction = interaction
        self.willEnd = willEnd
    }

    /// Opens the context menu for a secondary click at `point` in `window`; false when no view
    /// there offers one.
    @discardableResult
    static func open(in window: UIWindow, at point: CGPoint) -> Bool {
        guard !(window is MenuPopupWindow) else { return false }
        MenuPopup.shown?.close()
        var view = window.hitTest(point, with: nil)
        while let current = view {
            let local = window.convert(point, to: current)
            if let source = current as? ContextMenuSource,
                let configuration = source.contextMenuConfiguration(at: local)
            {
                return present(
                    configuration, from: current, at: local, interaction: nil,
                    willDisplay: { source.contextMenuWillDisplay(configuration, animator: $0) },
                    willEnd: { [weak source] in source?.contextMenuWillEnd(configuration, animator: $0) })
            }
            for case let interaction as UIContextMenuInteraction in current.interactions {
                guard let delegate = interaction.delegate,
                    let configuration = delegate.contextMenuInteraction(
                        interaction, configurationForMenuAtLocation: local)
                else { continue }
                interaction.openedAt = point
                return present(
                    configuration, from: current, at: local, interaction: interaction,
                    willDisplay: {
                        delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: $0)
                    },
                    willEnd: { [weak delegate] in
                        delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: $0)
                    })
            }
            view = current.superview
        }
        return false
    }

    private static func present(
        _ configuration: UIContextMenuConfiguration, from view: UIView, at point: CGPoint,
        interaction: UIContextMenuInteraction?, willDisplay: (ContextMenuAnimator) -> Void,
        willEnd: @escaping (ContextMenuAnimator) -> Void
    ) -> Bool {
        guard let menu = configuration.menu, !menu.children.isEmpty else { return false }
        let presenter = ContextMenuPresenter(configuration: configuration, interaction: interaction, willEnd: willEnd)
        let animator = ContextMenuAnimator()
        willDisplay(animator)
        shown = presenter
        MenuPopup.show(menu, from: view, anchor: CGRect(origin: point, size: .zero)) { [weak presenter] in
            presenter?.closed()
        } choose: { action in
            action.perform(sender: nil)
        }
        animator.run()
        return true
    }

    private func closed() {
        guard Self.shown === self else { return }
        Self.shown = nil
        let animator = ContextMenuAnimator()
        willEnd(animator)
        animator.run()
    }
}
