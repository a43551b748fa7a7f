import Foundation

/// Sizes and points in the terms of one axis — along it and across it — so one piece of code
/// places groups in rows or columns and sections scrolling either way.
struct LayoutAxis {
    /// Whether "along" is y.
    var vertical: Bool

    func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func along(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
    func across(_ point: CGPoint) -> CGFloat { vertical ? point.x : point.y }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }

    /// Where `rect` starts and ends along the axis.
    func span(_ rect: CGRect) -> (start: CGFloat, end: CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// Insets before and after, along the axis, and across it.
    func insets(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat, start: CGFloat, end: CGFloat) {
        vertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
    }
}
