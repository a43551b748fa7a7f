/// The builder `buildMenu(with:)` receives: the menu tree, edited by identifier. Menus are immutable,
/// so each edit rebuilds the menus on the path to what it changes.
@MainActor
final class MainMenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu
    /// Whether any edit was made: an app that builds nothing into its main menu shows no menu bar.
    private(set) var isEdited = false

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        Self.menus(in: root).first { $0.identifier == identifier }
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        root.allActions.first { $0.identifier == identifier }
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        Self.commands(in: root).first { command in
            command.action == action && Self.samePropertyList(command.propertyList, propertyList)
        }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        editLists { $0.map { Self.isMenu($0, replacedIdentifier) ? replacementMenu : $0 } }
    }

    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
    ) {
        editMenu(parentIdentifier) { childrenBlock($0.children) }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        editLists { $0.flatMap { Self.isMenu($0, siblingIdentifier) ? [siblingMenu, $0] : [$0] } }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        editLists { $0.flatMap { Self.isMenu($0, siblingIdentifier) ? [$0, siblingMenu] : [$0] } }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        insertElements([childMenu], atStartOfMenu: parentIdentifier)
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        insertElements([childMenu], atEndOfMenu: parentIdentifier)
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        editLists { $0.filter { !Self.isMenu($0, removedIdentifier) } }
    }

    func insertElements(_ insertedElements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        editMenu(parentIdentifier) { insertedElements + $0.children }
    }

    func insertElements(_ insertedElements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        editMenu(parentIdentifier) { $0.children + insertedElements }
    }

    func remove(action removedIdentifier: UIAction.Identifier) {
        editLists { $0.filter { ($0 as? UIAction)?.identifier != removedIdentifier } }
    }

    // MARK: - Editing the tree

    /// Gives the menu named `identifier` the children `children` makes from it.
    private func editMenu(_ identifier: UIMenu.Identifier, _ children: (UIMenu) -> [UIMenuElement]) {
        isEdited = true
        root = Self.rebuilding(root) { $0.identifier == identifier ? $0.replacingChildren(children($0)) : $0 }
    }

    /// Passes every list of children in the tree (the root's included) through `edit`.
    private func editLists(_ edit: ([UIMenuElement]) -> [UIMenuElement]) {
        isEdited = true
        root = Self.rebuilding(root) { menu in
            let edited = edit(menu.children)
            let unchanged = edited.count == menu.children.count && zip(edited, menu.children).allSatisfy { $0 === $1 }
            return unchanged ? menu : menu.replacingChildren(edited)
        }
    }

    /// The tree with each menu passed through `transform`, children first; menus nothing changed in stay.
    private static func rebuilding(_ menu: UIMenu, _ transform: (UIMenu) -> UIMenu) -> UIMenu {
        var changed = false
        let children = menu.children.map { child -> UIMenuElement in
            guard let submenu = child as? UIMenu else { return child }
            let rebuilt = rebuilding(submenu, transform)
            if rebuilt !== submenu { changed = true }
            return rebuilt
        }
        return transform(changed ? menu.replacingChildren(children) : menu)
    }

    private static func isMenu(_ element: UIMenuElement, _ identifier: UIMenu.Identifier) -> Bool {
        (element as? UIMenu)?.identifier == identifier
    }

    /// Every menu in the tree, depth first, `menu` first.
    static func menus(in menu: UIMenu) -> [UIMenu] {
        [menu] + menu.children.flatMap { ($0 as? UIMenu).map(menus(in:)) ?? [] }
    }

    /// Every command in the tree, depth first in menu order.
    static func commands(in menu: UIMenu) -> [UICommand] {
        menu.children.flatMap { element -> [UICommand] in
            if let command = element as? UICommand { return [command] }
            return (element as? UIMenu).map(commands(in:)) ?? []
        }
    }

    /// Property lists compare as the values Foundation's property lists hold.
    private static func samePropertyList(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a as AnyHashable, let b as AnyHashable): a == b
        default: false
        }
    }
}
