/// The backgrounds of list rows, headers and footers, as iOS 17 draws them.
extension UIBackgroundConfiguration {
    /// A plain list's row: the system background, `systemGray4` while highlighted, selected or
    /// targeted by a drop (`systemGray2` while targeted and highlighted).
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .plainCell)
    }

    /// A grouped or inset grouped list's row: the grouped secondary background (white),
    /// `systemGray4` while highlighted or selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .groupedCell)
    }

    /// A sidebar row: clear, rounded, the tint colour while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .sidebarCell)
    }

    /// A row of a sidebar shown beside another list: clear, rounded, grey while selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .accompaniedSidebarCell)
    }

    /// A plain list's header or footer: clear, a light bar while pinned over the rows.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .plainHeaderFooter)
    }

    /// A grouped list's header or footer: clear, on the list's background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .groupedHeaderFooter)
    }

    /// A sidebar's section header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(listStyle: .sidebarHeader)
    }
}

/// The list backgrounds, with the fills iOS 17's `UITableConstants_IOS` gives each state
/// (`defaultCellBackgroundPropertiesForTableViewStyle:state:…`,
/// `defaultSidebarCellBackgroundPropertiesForStyle:…`,
/// `defaultHeaderFooterBackgroundPropertiesForTableViewStyle:…`).
enum ListBackgroundStyle: Hashable, Sendable {
    case plainCell
    case groupedCell
    case sidebarCell
    case accompaniedSidebarCell
    case plainHeaderFooter
    case groupedHeaderFooter
    case sidebarHeader

    /// The fill of a pinned plain header: the chrome material's colour over the background, opaque,
    /// as there is no blur here to hide the rows passing under it.
    static let pinnedHeaderColor = UIColor.appearance(
        "pinnedHeaderColor", light: UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1),
        dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))

    /// Sidebar rows are rounded (`defaultCellCornerRadiusForTableViewStyle:…`).
    var cornerRadius: CGFloat {
        self == .sidebarCell || self == .accompaniedSidebarCell ? ListMetrics.cornerRadius : 0
    }

    /// The fill in `state`; nil is the tint colour.
    func backgroundColor(for state: ListBackgroundState) -> UIColor? {
        let pressed = state.isHighlighted || state.isSelected || state.isDropTarget
        switch self {
        case .plainCell, .groupedCell:
            if state.isDropTarget, state.isHighlighted { return .systemGray2 }
            if pressed { return .systemGray4 }
            return self == .plainCell ? .systemBackground : .secondarySystemGroupedBackground
        case .sidebarCell:
            if state.isSelected, !state.isEditing { return nil }
            return state.isHighlighted ? .systemFill : .clear
        case .accompaniedSidebarCell:
            if state.isSelected, !state.isEditing { return .secondarySystemFill }
            return state.isHighlighted ? .systemFill : .clear
        case .plainHeaderFooter:
            return state.isPinned ? Self.pinnedHeaderColor : .clear
        case .groupedHeaderFooter, .sidebarHeader:
            return .clear
        }
    }
}

/// The parts of a configuration state list backgrounds look at.
struct ListBackgroundState {
    var isHighlighted = false
    var isSelected = false
    var isEditing = false
    var isPinned = false
    var isDropTarget = false

    init() {}

    init(_ state: any UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            (isHighlighted, isSelected, isEditing, isPinned) = (
                cell.isHighlighted, cell.isSelected, cell.isEditing, cell.isPinned
            )
            isDropTarget = cell.cellDropState == .targeted
        } else if let view = state as? UIViewConfigurationState {
            (isHighlighted, isSelected, isPinned) = (view.isHighlighted, view.isSelected, view.isPinned)
        }
    }
}
