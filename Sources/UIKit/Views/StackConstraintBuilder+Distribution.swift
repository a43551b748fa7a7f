import Foundation

/// Along the axis: the first and last visible views meet the canvas's ends, each view follows the
/// previous one by the spacing after it, and the distribution decides the sizes.
extension StackConstraintBuilder {
    mutating func distribute() {
        guard let first = visible.first, let last = visible.last else {
            fitCanvas(along)
            return
        }
        relate(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
        relate(last, along.trailing, .equal, canvas, along.trailing, "UISV-canvas-connection")
        let distribution = stack.distribution
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        for (before, after) in zip(visible, visible.dropFirst()) {
            relate(
                after, startEdge, equalGaps ? .greaterThanOrEqual : .equal, before, endEdge,
                constant: stack.spacing(after: before), "UISV-spacing")
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { relate(view, along.size, .equal, first, along.size, "UISV-fill-equally") }
        case .fillProportionally:
            fillProportionally()
        case .equalSpacing:
            equalizeGaps(from: endEdge, to: startEdge, priority: .required)
        case .equalCentering:
            equalizeGaps(from: along.center, to: along.center, priority: Self.equalCenteringPriority)
        }
        if equalGaps { fitCanvas(along) }
    }

    /// Where spacing is measured from on the view after a gap: its leading edge, or its first
    /// baseline in a baseline-relative vertical stack.
    var startEdge: NSLayoutConstraint.Attribute {
        baselineRelative ? .firstBaseline : along.leading
    }

    /// Where spacing is measured from on the view before a gap.
    var endEdge: NSLayoutConstraint.Attribute {
        baselineRelative ? .lastBaseline : along.trailing
    }

    private var baselineRelative: Bool {
        stack.axis == .vertical && stack.isBaselineRelativeArrangement
    }

    /// Each view's size is its share of the canvas less the spacing, its share being its intrinsic
    /// size over the sum of them.
    private mutating func fillProportionally() {
        let sizes = visible.map { stack.proportionalSize(of: $0) }
        let total = sizes.reduce(0, +)
        guard visible.count > 1, total > 0 else { return }
        let spacing = visible.dropLast().map { stack.spacing(after: $0) }.reduce(0, +)
        for (view, size) in zip(visible, sizes) {
            let share = size / total
            relate(
                view, along.size, .equal, canvas, along.size, multiplier: share, constant: -share * spacing,
                priority: Self.proportionalPriority, "UISV-fill-proportionally")
        }
    }

    /// A guide spans each gap, from `start` of the view before it to `end` of the view after it, and
    /// the guides are the same size.
    private mutating func equalizeGaps(
        from start: NSLayoutConstraint.Attribute, to end: NSLayoutConstraint.Attribute, priority: UILayoutPriority
    ) {
        var firstGap: UILayoutGuide?
        for (before, after) in zip(visible, visible.dropFirst()) {
            let gap = makeGapGuide()
            relate(gap, along.leading, .equal, before, start, "UISV-distributing-edge")
            relate(gap, along.trailing, .equal, after, end, "UISV-distributing-edge")
            relate(gap, across.leading, .equal, canvas, across.leading, "UISV-distributing-edge")
            relate(gap, across.trailing, .equal, canvas, across.trailing, "UISV-distributing-edge")
            if let firstGap {
                relate(gap, along.size, .equal, firstGap, along.size, priority: priority, "UISV-fill-equally")
            } else {
                firstGap = gap
            }
        }
    }
}
