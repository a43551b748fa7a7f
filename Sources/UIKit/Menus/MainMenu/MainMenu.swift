/// The app's main menu: built through `buildMenu(with:)` when first needed and after
/// `UIMenuSystem.main.setNeedsRebuild()`, shown as a menu bar in the app's normal windows once the app
/// has built anything into it, and the source of the menu's keyboard shortcuts.
@MainActor
final class MainMenu {
    private var root: UIMenu?
    private var isEdited = false
    private var rebuildScheduled = false

    /// The menu tree, built when first asked for.
    var menu: UIMenu {
        if let root { return root }
        let builder = MainMenuBuilder(system: .main, root: StandardMainMenu.make())
        UIApplication.shared.buildMenu(with: builder)
        root = builder.root
        isEdited = builder.isEdited
        return builder.root
    }

    /// Whether the app's windows show the menu bar: only apps that build a main menu get one, so an
    /// app that never heard of it keeps all of its windows.
    var isShownAsBar: Bool {
        _ = menu
        return isEdited
    }

    /// Forgets the menu and builds it again at the end of the turn, updating every bar.
    func setNeedsRebuild() {
        root = nil
        guard !rebuildScheduled else { return }
        rebuildScheduled = true
        UIApplication.shared.backend?.scheduler.scheduleAtEndOfTurn { [weak self] in
            guard let self else { return }
            rebuildScheduled = false
            for window in UIApplication.shared.windows { window.updateMenuBar() }
        }
    }

    /// The menus of the bar, as they show for `responder`: each top-level menu with its commands
    /// validated, the empty ones left out.
    func barMenus(for responder: UIResponder) -> [UIMenu] {
        menu.children.compactMap { element in
            guard let top = element as? UIMenu else { return nil }
            let resolved = MenuCommandResolver.resolve(top, from: responder)
            return resolved.allActions.isEmpty ? nil : resolved
        }
    }

    /// The key command in the bar's menus that `key` chooses, when the bar is shown.
    func keyCommand(matching key: UIKey) -> UIKeyCommand? {
        guard isShownAsBar else { return nil }
        return MainMenuBuilder.commands(in: menu).lazy.compactMap { $0 as? UIKeyCommand }.first {
            !$0.attributes.contains(.hidden) && $0.matches(key)
        }
    }
}
