/// A titled group of actions and submenus, attached to a bar button item as its `menu`.
///
/// Menus are kept but not shown yet: an item with a menu and no action does nothing when tapped.
@MainActor
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

    /// A copy of the menu holding `newChildren` instead.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
