/// How a compositional layout's list section looks (iOS 14): its appearance (plain, grouped, inset
/// grouped, sidebar), whether it has separators, its background, whether sections have headers and
/// footers (supplementary views, or the first item styled as a header), and the swipe actions
/// rows offer.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
        case sidebar = 3
        case sidebarPlain = 4
    }

    public enum HeaderMode: Int, Sendable {
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` above each section.
        case supplementary = 1
        /// The section's first item is its header (in an outline, the parent of its other items).
        case firstItemInSection = 2
    }

    public enum FooterMode: Int, Sendable {
        case none = 0
        case supplementary = 1
    }

    /// Gives the swipe actions of the row at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// Whether rows are separated by hairlines; true by default (sidebars have none).
    public var showsSeparators: Bool
    /// The list's background; nil takes the appearance's (white for plain, the grouped grey for
    /// the grouped appearances and sidebars).
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Extra room above each section's header; nil for the appearance's.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether rows sit on a grey background in white cards or bands.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

    /// The background the collection view shows behind the list.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}
