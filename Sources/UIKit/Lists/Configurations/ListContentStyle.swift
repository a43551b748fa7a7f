/// The kinds of list content iOS styles, each with the fonts, colours and margins iOS 17's
/// `UITableConstants_IOS` gives it (see `ListMetrics` for the numbers' sources).
enum ListContentStyle: Hashable, Sendable {
    case cell
    case subtitleCell
    case valueCell
    case sidebarCell
    case sidebarSubtitleCell
    case accompaniedSidebarCell
    case accompaniedSidebarSubtitleCell
    case sidebarHeader
    case plainHeader
    case plainFooter
    case groupedHeader
    case groupedFooter
    case prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader

    /// The style of a header or footer in a list of `style`.
    static func headerFooter(in style: ListStyle, isFooter: Bool) -> ListContentStyle {
        switch (style, isFooter) {
        case (.plain, false): .plainHeader
        case (.plain, true): .plainFooter
        case (_, false): .groupedHeader
        case (_, true): .groupedFooter
        }
    }

    var isSidebar: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell,
            .sidebarHeader:
            true
        default: false
        }
    }

    /// Whether the style is for a row: its content is at least `ListMetrics.minimumCellHeight`
    /// tall and centred vertically. Header content sits at the bottom, footer content at the top.
    var isCell: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            true
        default: false
        }
    }

    var isFooter: Bool { self == .plainFooter || self == .groupedFooter }

    var isSubtitle: Bool {
        [.subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell].contains(self)
    }

    /// Body for rows; semibold subheadline for plain headers and footers, footnote for grouped ones;
    /// semibold title 3 and bold title 2 for the prominent inset grouped headers and title 3 for
    /// a sidebar's (`defaultPlainHeaderFooterFont`, `defaultHeaderFontForTableViewStyle:`,
    /// `defaultInsetGroupedHeaderFontForExtraProminentStyle:…`, `defaultSidebarHeaderFont`).
    var textFont: UIFont {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            ListFonts.body
        case .plainHeader, .plainFooter: ListFonts.semiboldSubheadline
        case .groupedHeader, .groupedFooter: ListFonts.footnote
        case .sidebarHeader, .prominentInsetGroupedHeader: ListFonts.semiboldTitle3
        case .extraProminentInsetGroupedHeader: ListFonts.boldTitle2
        }
    }

    /// Caption 1 below the text in rows and subtitle rows, body beside it in value rows, footnote
    /// in a sidebar, subheadline under a prominent header; headers and footers repeat their text
    /// font (`defaultDetailTextFontForCellStyle:`, `defaultSidebarDetailTextLabelFontForCellStyle:`).
    var secondaryTextFont: UIFont {
        switch self {
        case .cell, .subtitleCell: ListFonts.caption1
        case .valueCell: ListFonts.body
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell,
            .sidebarHeader:
            ListFonts.footnote
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: ListFonts.subheadline
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: textFont
        }
    }

    /// Grouped headers are shown in capitals in iOS 17 (`shouldUppercaseHeaderFooterTextForTableStyle:…`).
    var textTransform: UIListContentConfiguration.TextProperties.TextTransform {
        self == .groupedHeader ? .uppercase : .none
    }

    /// Whether the content keeps at least the superview's margins at the sides: all but the
    /// prominent inset grouped headers (`defaultInsetGroupedHeaderLayoutMarginsForExtraProminentStyle:…`).
    var preservesHorizontalMargins: Bool {
        self != .prominentInsetGroupedHeader && self != .extraProminentInsetGroupedHeader
    }

    /// The configuration's `directionalLayoutMargins`.
    var layoutMargins: NSDirectionalEdgeInsets {
        let trailing = ListMetrics.contentTrailingPadding
        let side = ListMetrics.headerFooterHorizontalMargin
        switch self {
        case .cell, .valueCell:
            let vertical = ListMetrics.cellVerticalMargin
            return NSDirectionalEdgeInsets(
                top: vertical, leading: ListMetrics.contentLeadingPadding, bottom: vertical, trailing: trailing)
        case .subtitleCell:
            let vertical = ListMetrics.subtitleCellVerticalMargin
            return NSDirectionalEdgeInsets(
                top: vertical, leading: ListMetrics.contentLeadingPadding, bottom: vertical, trailing: trailing)
        case .sidebarCell, .accompaniedSidebarCell, .sidebarHeader:
            let vertical = ListMetrics.cellVerticalMargin
            return NSDirectionalEdgeInsets(
                top: vertical, leading: ListMetrics.sidebarContentLeadingPadding, bottom: vertical, trailing: trailing)
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            let vertical = ListMetrics.subtitleCellVerticalMargin
            return NSDirectionalEdgeInsets(
                top: vertical, leading: ListMetrics.sidebarContentLeadingPadding, bottom: vertical, trailing: trailing)
        case .plainHeader, .plainFooter:
            let vertical = ListMetrics.plainHeaderFooterVerticalMargin
            return NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
        case .groupedHeader:
            return NSDirectionalEdgeInsets(
                top: ListMetrics.groupedHeaderTopMargin, leading: side, bottom: ListMetrics.groupedHeaderBottomMargin,
                trailing: side)
        case .groupedFooter:
            return NSDirectionalEdgeInsets(
                top: ListMetrics.groupedFooterTopMargin, leading: side, bottom: ListMetrics.groupedFooterBottomMargin,
                trailing: side)
        case .prominentInsetGroupedHeader:
            return NSDirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3)
        case .extraProminentInsetGroupedHeader:
            return NSDirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3)
        }
    }

    /// The text, secondary text and image tint colours in `state` (`defaultTextColorForCellStyle:…`,
    /// `defaultDetailTextColorForCellStyle:…`, `defaultImageTintColorForState:…`, the sidebar
    /// colour methods): label and secondary label, grey while disabled; white on a selected
    /// sidebar row's tint background.
    func colors(for state: ListContentState) -> ListContentColors {
        let disabled = state.isDisabled && !state.isSwiped
        switch self {
        case .cell, .subtitleCell:
            return disabled
                ? ListContentColors(text: .tertiaryLabel, secondaryText: .tertiaryLabel, imageTint: .tertiaryLabel)
                : ListContentColors(text: .label, secondaryText: .label, imageTint: nil)
        case .valueCell:
            return disabled
                ? ListContentColors(text: .tertiaryLabel, secondaryText: .quaternaryLabel, imageTint: .tertiaryLabel)
                : ListContentColors(text: .label, secondaryText: .secondaryLabel, imageTint: nil)
        case .sidebarCell, .sidebarSubtitleCell:
            if disabled { return .quaternary }
            if state.isSelected, !state.isEditing {
                return ListContentColors(text: .white, secondaryText: UIColor(white: 1, alpha: 0.8), imageTint: .white)
            }
            return ListContentColors(text: .label, secondaryText: .secondaryLabel, imageTint: nil)
        case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader, .prominentInsetGroupedHeader,
            .extraProminentInsetGroupedHeader:
            if disabled { return .quaternary }
            return ListContentColors(text: .label, secondaryText: .secondaryLabel, imageTint: nil)
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter:
            return ListContentColors(text: .secondaryLabel, secondaryText: .secondaryLabel, imageTint: nil)
        }
    }
}

/// The colours a list content style gives one state.
struct ListContentColors: Hashable {
    var text: UIColor
    var secondaryText: UIColor
    /// Nil: template images take the view's tint.
    var imageTint: UIColor?

    static let quaternary = ListContentColors(
        text: .quaternaryLabel, secondaryText: .quaternaryLabel, imageTint: .quaternaryLabel)

    /// Compared at every configuration of a cell, almost always with the same shared colours:
    /// those answer at once, without `UIColor`'s comparison of components.
    static func == (lhs: ListContentColors, rhs: ListContentColors) -> Bool {
        UIColor.same(lhs.text, rhs.text) && UIColor.same(lhs.secondaryText, rhs.secondaryText)
            && UIColor.same(lhs.imageTint, rhs.imageTint)
    }
}

/// The parts of a configuration state list content styles look at.
struct ListContentState {
    var isDisabled = false
    var isSelected = false
    var isEditing = false
    var isSwiped = false

    init() {}

    init(_ state: any UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            (isDisabled, isSelected, isEditing, isSwiped) = (
                cell.isDisabled, cell.isSelected, cell.isEditing, cell.isSwiped
            )
        } else if let view = state as? UIViewConfigurationState {
            (isDisabled, isSelected) = (view.isDisabled, view.isSelected)
        }
    }
}

/// The list styles' fonts, made once: every default content configuration (one per cell shown while
/// a list scrolls) takes two of them.
private enum ListFonts {
    static let body = UIFont.systemFont(ofSize: 17)
    static let subheadline = UIFont.systemFont(ofSize: 15)
    static let semiboldSubheadline = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let footnote = UIFont.systemFont(ofSize: 13)
    static let caption1 = UIFont.systemFont(ofSize: 12)
    static let semiboldTitle3 = UIFont.systemFont(ofSize: 20, weight: .semibold)
    static let boldTitle2 = UIFont.systemFont(ofSize: 22, weight: .bold)
}
