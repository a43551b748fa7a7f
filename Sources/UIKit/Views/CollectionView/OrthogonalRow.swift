import Foundation

/// A section whose items scroll across the layout's scrolling axis, as its layout places it: the
/// collection view shows its items in a scroll view of their own over `frame`.
struct OrthogonalRow {
    var section: Int
    /// The row in the collection view's content: the section's breadth across, its groups' length along.
    var frame: CGRect
    /// The room the row's items take, from the frame's origin.
    var contentSize: CGSize
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Whether the row scrolls vertically (in a layout that scrolls horizontally).
    var scrollsVertically: Bool
    /// Where the first group starts, from the frame's origin along the row.
    var leadingInset: CGFloat
    /// A group's length along the row, and the distance from one group to the next.
    var groupLength: CGFloat
    var groupStep: CGFloat
    /// The kinds of the supplementary views that ride on the row's items (badges).
    var itemKinds: Set<String>
}
