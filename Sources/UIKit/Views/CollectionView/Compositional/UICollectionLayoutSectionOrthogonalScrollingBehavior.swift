/// How a section's groups scroll across the layout's scrolling axis: not at all (they follow each
/// other along it), freely, or snapping to pages or groups when a drag ends.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous = 1
    /// Free scrolling that comes to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary = 2
    /// Snaps by the section's visible width.
    case paging = 3
    /// Snaps by groups.
    case groupPaging = 4
    /// Snaps by groups, each centred.
    case groupPagingCentered = 5
}
