/// A menu system: the main menu (shown as the menu bar at the top of the app's windows) or the
/// context menus. UIKit builds the main menu through `buildMenu(with:)` on the application, which
/// passes the builder to its delegate, when the bar is first shown and after `setNeedsRebuild()`.
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    /// The app's main menu.
    public static let main = UIMenuSystem()
    /// The system of context menus (kept for `builder.system == .context` checks; Casement builds none).
    public static let context = UIMenuSystem()

    private override init() {
        super.init()
    }

    /// Builds the menu again at the end of this turn, and shows it in every menu bar.
    open func setNeedsRebuild() {
        guard self === UIMenuSystem.main else { return }
        UIApplication.shared.mainMenu.setNeedsRebuild()
    }

    /// Validates the commands again; Casement validates each time a menu opens, so nothing waits.
    open func setNeedsRevalidate() {}
}

/// Adds, removes and rearranges the menus of a menu system inside `buildMenu(with:)`. Identifiers
/// name menus anywhere in the tree, the standard ones (`UIMenu.Identifier.file`, `.edit`…) included.
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
    func insertElements(_ insertedElements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertElements(_ insertedElements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(action removedIdentifier: UIAction.Identifier)
}
