import Foundation

/// Across the axis: the first visible view meets the canvas as the alignment says and the others
/// line up with it; unless they fill, each stays inside the canvas, which shrinks to the largest.
extension StackConstraintBuilder {
    mutating func align() {
        guard let first = visible.first else {
            fitCanvas(across)
            return
        }
        switch stack.effectiveAlignment {
        case .fill:
            pin(first, across.leading)
            pin(first, across.trailing)
        case .leading:
            pin(first, across.leading)
            keepInside(leading: false, trailing: true)
        case .center:
            // Centred, a view inside one edge is inside the other.
            pin(first, across.center)
            keepInside(leading: true, trailing: false)
        case .trailing:
            pin(first, across.trailing)
            keepInside(leading: true, trailing: false)
        case .firstBaseline, .lastBaseline:
            alignBaselines(first: stack.effectiveAlignment == .firstBaseline)
            keepInside(leading: true, trailing: true)
        }
        if stack.effectiveAlignment != .fill { fitCanvas(across) }
    }

    /// The first view's `attribute` equals the canvas's, and every other view's equals the first's.
    private mutating func pin(_ first: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        relate(first, attribute, .equal, canvas, attribute, "UISV-canvas-connection")
        for view in visible.dropFirst() { relate(view, attribute, .equal, first, attribute, "UISV-alignment") }
    }

    /// Every view stays within the canvas's leading and/or trailing edge across the axis.
    private mutating func keepInside(leading: Bool, trailing: Bool) {
        for view in visible {
            if leading {
                relate(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
            }
            if trailing {
                relate(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary")
            }
        }
    }

    /// The views' baselines line up with the first view's; weakly pulled to the canvas's top, the row
    /// sits as high as it can.
    private mutating func alignBaselines(first: Bool) {
        let attribute: NSLayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
        guard let reference = visible.first else { return }
        for view in visible.dropFirst() { relate(view, attribute, .equal, reference, attribute, "UISV-alignment") }
        for view in visible {
            relate(view, .top, .equal, canvas, .top, priority: Self.fitPriority, "UISV-canvas-connection")
        }
    }
}
