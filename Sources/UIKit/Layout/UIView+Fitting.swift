import Foundation

/// Sizes from constraints, and the debugging methods of `UIConstraintBasedLayoutDebugging`.
extension UIView {
    /// The target size asking for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size asking for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Solves this view's subtree on its own (constraints among its subviews and itself, not those to
    /// its superview), with the view's width and height asked to be `target`'s at the given
    /// priorities; the view itself does not change. Multi-line labels then wrap at the widths the
    /// solution gives them and the subtree is solved again (a few rounds at most), so a height
    /// that follows a required width comes out right, as a table asks a cell's.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updatePendingConstraints()
        let engine = LayoutEngine(fittingView: self)
        var constraints: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            constraints += view.autoLayout.installed
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        for constraint in constraints
        where constraint.items.allSatisfy({ $0.layoutView?.isDescendant(of: self) == true }) {
            engine.add(constraint)
        }
        engine.add(
            SystemConstraint(
                .fixed, first: AnchorTerms(item: self, attribute: .width), constant: target.width,
                priority: horizontal, identifier: "UIView-Encapsulated-Layout-Width"))
        engine.add(
            SystemConstraint(
                .fixed, first: AnchorTerms(item: self, attribute: .height), constant: target.height,
                priority: vertical, identifier: "UIView-Encapsulated-Layout-Height"))
        wrapLabelsAtSolvedWidths(in: engine)
        let rect = engine.alignmentRect(of: self) ?? CGRect(origin: .zero, size: target)
        return frame(forAlignmentRect: rect).size
    }

    /// Has the multi-line labels of a fitting solve measure their text at their solved widths
    /// until the widths settle, then forgets those widths.
    private func wrapLabelsAtSolvedWidths(in engine: LayoutEngine) {
        var wrapped: [UILabel] = []
        defer { for label in wrapped { label.fittingWrapWidth = nil } }
        for _ in 0..<AutoLayoutPass.maximumRounds {
            var changed = false
            for state in engine.states.values {
                guard let label = state.item as? UILabel, label.wrapsAtConstrainedWidth,
                    !label.translatesAutoresizingMaskIntoConstraints,
                    let width = engine.alignmentRect(of: label)?.width, label.fittingWrapWidth != width
                else { continue }
                if label.fittingWrapWidth == nil { wrapped.append(label) }
                label.fittingWrapWidth = width
                engine.staleIntrinsicSizes[ObjectIdentifier(label)] = label.layoutHandle
                changed = true
            }
            guard changed else { return }
            engine.refreshIntrinsicSizes()
        }
    }

    /// Whether the constraints leave this view's position or size free.
    public var hasAmbiguousLayout: Bool {
        layoutEngineIfNeeded()
        return autoLayout.liveEngine?.isAmbiguous(self) ?? false
    }

    /// Moves an ambiguously placed view to another position its constraints allow (and back on the
    /// next call), to see which constraint is missing.
    public func exerciseAmbiguityInLayout() {
        layoutEngineIfNeeded()
        autoLayout.liveEngine?.exerciseAmbiguity(of: self)
    }

    /// The constraints that bear on this view along `axis`, those it brings itself included.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutEngineIfNeeded()
        return autoLayout.liveEngine?.constraintsAffecting(self, axis: axis) ?? []
    }
}
