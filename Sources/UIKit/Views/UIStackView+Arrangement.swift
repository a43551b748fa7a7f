import Foundation

/// Keeping the list of arranged views, and asking for the managed constraints to be made again when
/// it or a setting changes.
extension UIStackView {
    /// Puts `view` at `index` of the arrangement (the end when nil), first taking it out if it is
    /// there; it becomes a subview (on top) if it was not one, and is placed by constraints.
    func arrange(_ view: UIView, at index: Int?) {
        preconditionAlways(view !== self, "A stack view cannot arrange itself")
        if let index {
            preconditionAlways(
                (0...arrangement.count).contains(index),
                "Index \(index) out of bounds for a stack view arranging \(arrangement.count) views")
        }
        arrangement.removeAll { $0 === view }
        let position = min(index ?? arrangement.count, arrangement.count)
        // Before it joins: constraints the view brings must not meet frame constraints on the way in.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangement.insert(view, at: position)
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement (a no-op when it is not arranged), forgetting its custom spacing.
    func unarrange(_ view: UIView) {
        guard arrangement.contains(where: { $0 === view }) else { return }
        arrangement.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    func storeCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        guard arrangement.contains(where: { $0 === view }) else { return }
        let key = ObjectIdentifier(view)
        let stored = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != stored else { return }
        customSpacings[key] = stored
        arrangementDidChange()
    }

    /// The managed constraints are out of date: they are made again before the next layout. A stack
    /// arranged in another stack that aligns by baselines tells it too, since its baseline view may
    /// have changed.
    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
        if let outer = superview as? UIStackView, outer.arrangement.contains(where: { $0 === self }),
            outer.usesBaselines
        {
            outer.arrangementDidChange()
        }
    }

    /// An arranged view was hidden or shown. Inside an animation block the stack solves and lays out
    /// at once, so the other views slide into place with the block's animation.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangement.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        guard let block = ViewAnimationBlock.stack.last, !block.suppressesAnimation else { return }
        updateArrangementIfNeeded()
        rootView.layoutIfNeeded()
    }

    /// An arranged view's intrinsic size changed: proportional filling reads the sizes again.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangement.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// Whether a stack arranged in this one must tell it when its baseline view changes.
    var usesBaselines: Bool {
        switch axis {
        case .horizontal: alignment == .firstBaseline || alignment == .lastBaseline
        case .vertical: isBaselineRelativeArrangement
        }
    }

    /// The view standing for this stack's first or last baseline.
    func baselineView(first: Bool) -> UIView {
        let visible = arrangement.filter { !$0.isHidden }
        let view = first || axis == .horizontal ? visible.first : visible.last
        guard let view else { return self }
        return first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    }
}
