/// Turns the commands of a menu into the actions a popup shows: each command validated for the
/// responder chain at `responder` as it stands when the menu opens.
///
/// A command's target is the first responder along the chain that can perform its action
/// (`target(forAction:withSender:)`); the target validates a copy of the command (`validate(_:)`),
/// which is what shows, and the command is disabled when there is no target. Choosing it sends the
/// action to the target found then, with the command the app built as sender.
@MainActor
enum MenuCommandResolver {
    static func resolve(_ menu: UIMenu, from responder: UIResponder) -> UIMenu {
        let children = menu.children.compactMap { element -> UIMenuElement? in
            if let submenu = element as? UIMenu { return resolve(submenu, from: responder) }
            if let command = element as? UICommand { return action(for: command, from: responder) }
            return element
        }
        return menu.replacingChildren(children)
    }

    /// Whether `menu` holds commands anywhere, which need resolving before it shows.
    static func containsCommands(_ menu: UIMenu) -> Bool {
        menu.children.contains { $0 is UICommand || (($0 as? UIMenu).map(containsCommands) ?? false) }
    }

    private static func action(for command: UICommand, from responder: UIResponder) -> UIAction? {
        let shown = command.validationCopy()
        let target = command.action.flatMap { responder.target(forAction: $0, withSender: command) as? UIResponder }
        if let target { target.validate(shown) } else { shown.attributes.insert(.disabled) }
        guard !shown.attributes.contains(.hidden) else { return nil }
        let action = UIAction(
            title: shown.title, subtitle: shown.subtitle, image: shown.image,
            discoverabilityTitle: shown.discoverabilityTitle, attributes: shown.attributes, state: shown.state
        ) { [weak responder] _ in
            guard let name = command.action, let responder else { return }
            let target = responder.target(forAction: name, withSender: command) as? UIResponder
            target?.perform(name, withSender: command, for: nil)
        }
        action.keyEquivalent = (command as? UIKeyCommand)?.shortcutText
        return action
    }
}
