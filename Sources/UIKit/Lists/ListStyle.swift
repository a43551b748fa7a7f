/// The look of the list a cell or a header/footer view is in: `UITableView` maps its style to
/// this and gives it to its cells and header/footer views, which draw their default backgrounds
/// and pick their default content configurations by it.
enum ListStyle: Hashable, Sendable {
    /// Rows edge to edge on the system background.
    case plain
    /// Sections of white rows on a grey background.
    case grouped
    /// Grouped sections inset from the sides, with rounded corners.
    case insetGrouped
}
