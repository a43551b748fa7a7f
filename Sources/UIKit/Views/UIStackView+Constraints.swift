import Foundation

/// Making the managed constraints again. The builder describes the whole set afresh; constraints
/// already active that it describes again stay (taking a new constant in place), the others go, and
/// only the new ones are activated, so hiding one view of many touches a few constraints, not all.
extension UIStackView {
    /// Rebuilds the managed constraints if a change asked for it; at most once per change.
    func updateArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        var builder = StackConstraintBuilder(stack: self, reusing: spacerGuides)
        builder.build()
        for guide in spacerGuides.dropFirst(builder.guides.count) { removeLayoutGuide(guide) }
        spacerGuides = builder.guides
        var reusable = Dictionary(grouping: managedConstraints, by: ManagedConstraintKey.init)
        var kept: [(NSLayoutConstraint, CGFloat)] = []
        var added: [NSLayoutConstraint] = []
        var result: [NSLayoutConstraint] = []
        for constraint in builder.constraints {
            let key = ManagedConstraintKey(constraint)
            if let old = reusable[key]?.popLast() {
                kept.append((old, constraint.constant))
                result.append(old)
            } else {
                added.append(constraint)
                result.append(constraint)
            }
        }
        // Removing first, then moving constants, then adding: each step leaves a subset of the final
        // constraints, so no step meets a conflict the final set does not have.
        NSLayoutConstraint.deactivate(reusable.values.flatMap { $0 })
        for (constraint, constant) in kept { constraint.constant = constant }
        NSLayoutConstraint.activate(added)
        managedConstraints = result
    }

    /// The space between `view` and the next visible arranged view: its custom spacing, else
    /// `spacing`, with `spacingUseSystem` read as the standard space.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    /// The rectangle the views are laid out in: the layout margins guide or the stack view itself.
    var canvas: any LayoutItem {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    /// The alignment in effect: baseline alignments mean nothing across a vertical stack, which fills.
    var effectiveAlignment: Alignment {
        guard axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline else { return alignment }
        return .fill
    }

    /// What `.fillProportionally` shares the axis by: the view's intrinsic size along it, else its
    /// current size.
    func proportionalSize(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let value = axis == .horizontal ? intrinsic.width : intrinsic.height
        guard value == UIView.noIntrinsicMetric else { return max(value, 0) }
        return axis == .horizontal ? view.bounds.width : view.bounds.height
    }
}

/// What makes two managed constraints the same but for their constant.
@MainActor
struct ManagedConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let priority: UILayoutPriority
    let identifier: String?

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        priority = constraint.priority
        identifier = constraint.identifier
    }
}
