/// A titled group of actions and submenus: a button's `menu` (shown as a popup list, see
/// `UIButton.menu`) or a bar button item's (kept, not shown yet).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identity, as for the system's standard menus.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu presents its children.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children appear in the parent menu, not in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children appear as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let title: String
    public let subtitle: String?
    public let image: UIImage?
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    /// Creates a menu; without an identifier it gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init()
    }

    /// The elements directly in this menu whose state is `.on`.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// Every action in the menu and its submenus, depth first in menu order.
    var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu)?.allActions ?? []
        }
    }

    /// A copy of the menu holding `newChildren` instead.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
