import UIKit

/// One row of a UIKit Catalog section: the name of what the row shows (a state, a style) on the
/// left, and the view showing it, placed as `placement` says.
struct StateRow {
    /// Where a row puts its view.
    enum Placement {
        /// At the size it fits in, against the row's right edge, as a table cell's accessory.
        case trailing
        /// Across the row right of the name, at the height it fits in, centred down the row.
        case fill
        /// The whole row inside its margins; the name, if any, is not shown.
        case whole
        /// The whole row with no margins, for a view that keeps its own (a scroll view); no name.
        case edgeToEdge
    }

    let name: String?
    let view: UIView
    let placement: Placement
    let height: CGFloat

    /// The standard height of a row, as a table cell's.
    static let standardHeight: CGFloat = 44

    /// A row naming `name` (none when nil) and showing `view` where `placement` says, `height` points high.
    init(_ name: String?, _ view: UIView, placement: Placement = .trailing, height: CGFloat = standardHeight) {
        self.name = name
        self.view = view
        self.placement = placement
        self.height = height
    }
}
