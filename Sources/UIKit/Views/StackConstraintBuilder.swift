import Foundation

/// The attributes of one direction of a stack: along the axis the views follow each other from
/// `leading` to `trailing`; across it they align between the same attributes of the other direction.
struct StackDirection {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    static let horizontal = StackDirection(leading: .leading, trailing: .trailing, center: .centerX, size: .width)
    static let vertical = StackDirection(leading: .top, trailing: .bottom, center: .centerY, size: .height)
}

/// Makes the constraints a stack view manages, from its arrangement and settings, in three parts:
/// distribution along the axis, alignment across it, and the collapse of hidden views. The views
/// are placed in the canvas (the stack view or its margins guide).
@MainActor
struct StackConstraintBuilder {
    /// How strongly a stack shrinks to fit its views where nothing else sizes it: below
    /// `fittingSizeLevel`, so `systemLayoutSizeFitting(_:)`'s target wins either way.
    static let fitPriority = UILayoutPriority(49)
    /// How strongly equal centering holds: well below default hugging and compression resistance, so
    /// when the minimum spacing rules the centres out, the views keep their sizes and the centres give way.
    static let equalCenteringPriority = UILayoutPriority(150)
    /// How strongly proportional filling holds: above compression resistance, so views shrink in
    /// proportion too.
    static let proportionalPriority = UILayoutPriority(999)

    let stack: UIStackView
    let canvas: any LayoutItem
    let along: StackDirection
    let across: StackDirection
    /// The arranged views that are not hidden, in order.
    let visible: [UIView]
    private(set) var constraints: [NSLayoutConstraint] = []
    /// The gap guides the constraints use, in order.
    private(set) var guides: [UILayoutGuide] = []
    /// Gap guides of the last build, used again in order so their constraints can stay.
    private let reusableGuides: [UILayoutGuide]

    /// A builder for `stack`'s constraints, taking gap guides from `guides` before making new ones.
    init(stack: UIStackView, reusing guides: [UILayoutGuide] = []) {
        self.stack = stack
        reusableGuides = guides
        canvas = stack.canvas
        along = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
        visible = stack.arrangement.filter { !$0.isHidden }
    }

    /// Describes the whole set; `constraints` and `guides` hold the result.
    mutating func build() {
        distribute()
        align()
        collapseHiddenViews()
    }

    /// Adds `first.a1 relation multiplier × second.a2 + constant` (a constant when `second` is nil).
    mutating func relate(
        _ first: any LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, _ second: (any LayoutItem)?,
        _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            first: AnchorTerms(item: first, attribute: firstAttribute), relation: relation,
            second: second.map { AnchorTerms(item: $0, attribute: secondAttribute) }, multiplier: multiplier,
            constant: constant, priority: priority)
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    /// A guide of the stack view's for measuring a gap between views (one from the last build when
    /// there is one left).
    mutating func makeGapGuide() -> UILayoutGuide {
        if guides.count < reusableGuides.count {
            let guide = reusableGuides[guides.count]
            guides.append(guide)
            return guide
        }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        stack.addLayoutGuide(guide)
        guides.append(guide)
        return guide
    }

    /// Lets the canvas shrink to its content along `direction` where nothing else sizes it.
    mutating func fitCanvas(_ direction: StackDirection) {
        relate(canvas, direction.size, .equal, nil, priority: Self.fitPriority, "UISV-canvas-fit")
    }

    /// Hidden views take no room: squeezed to nothing along the axis where they would be, after the
    /// previous visible view, and with no spacing (the visible views' chain skips them).
    mutating func collapseHiddenViews() {
        var previous: UIView?
        for view in stack.arrangement {
            guard view.isHidden else {
                previous = view
                continue
            }
            relate(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous {
                relate(view, along.leading, .equal, previous, along.trailing, "UISV-hiding")
            } else {
                relate(view, along.leading, .equal, canvas, along.leading, "UISV-hiding")
            }
            relate(view, across.leading, .equal, canvas, across.leading, "UISV-hiding")
        }
    }
}
