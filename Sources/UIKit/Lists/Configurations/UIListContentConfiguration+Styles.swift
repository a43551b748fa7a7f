/// The configurations for each kind of list content, as iOS 17 styles them.
extension UIListContentConfiguration {
    /// A row's text (body) with its image: the default content of a cell in any list.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }

    /// A row with a smaller secondary text (caption 1) under the text, the two lines close together.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell)
    }

    /// A row with its secondary text (body, secondary label colour) trailing-aligned beside the
    /// text, below it when the two do not fit on one line.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }

    /// A sidebar row: one line of text, a tinted image, white on the tint colour when selected.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell)
    }

    /// A sidebar row with a footnote secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell)
    }

    /// A row of a sidebar shown beside another list, whose selection stays grey.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell)
    }

    /// A subtitle row of a sidebar shown beside another list.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }

    /// A sidebar section's header (title 3, semibold).
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader)
    }

    /// A plain list's section header: semibold subheadline in the secondary label colour.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader)
    }

    /// A plain list's section footer, styled as its header.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter)
    }

    /// A grouped list's section header: footnote capitals in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader)
    }

    /// A grouped list's section footer: footnote in the secondary label colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter)
    }

    /// A large header of an inset grouped list (title 3, semibold), aligned with the section's edge.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }

    /// A larger header of an inset grouped list (title 2, bold).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }

    /// A section header that suits its list (iOS 18); without a list environment to read, it is
    /// the plain header.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A section footer that suits its list (iOS 18); here the plain footer.
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
