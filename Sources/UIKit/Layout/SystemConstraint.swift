import Foundation

/// A constraint the engine makes for an item itself: the frame of a view that translates its
/// autoresizing mask, a view's intrinsic size, a baseline, the edges of a view's own guides. Its
/// constant follows the item (`refreshedConstant`), and it prints under UIKit's class names.
final class SystemConstraint: NSLayoutConstraint {
    enum Kind: Equatable {
        /// `NSAutoresizingMaskLayoutConstraint`: the view's frame, one attribute each.
        case autoresizing(NSLayoutConstraint.Attribute)
        /// `NSContentSizeLayoutConstraint`, as iOS makes it: one per axis, `size == intrinsic` where a
        /// point above costs the hugging priority and a point below the compression resistance.
        case contentSize(
            NSLayoutConstraint.Axis, hugging: UILayoutPriority, compressionResistance: UILayoutPriority)
        /// The same as two, hugging (`size <= intrinsic`) and compression resistance (`size >=
        /// intrinsic`), when one of the priorities is required: a required side cannot share a row
        /// with a weighted one.
        case hugging(NSLayoutConstraint.Axis)
        case compressionResistance(NSLayoutConstraint.Axis)
        /// A baseline's distance from the top (first) or bottom (last) of the view.
        case baseline(first: Bool)
        /// One edge of a view's own guide: its inset from the view's matching edge.
        case guideEdge(NSLayoutConstraint.Attribute)
        /// Any other fixed part of a system guide (the readable width, say).
        case fixed
    }

    let kind: Kind

    init(
        _ kind: Kind, first: AnchorTerms, relation: Relation = .equal,
        second: AnchorTerms? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, identifier: String? = nil
    ) {
        self.kind = kind
        super.init(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority)
        self.identifier = identifier
        isActiveStorage = true
    }

    var className: String {
        switch kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize, .hugging, .compressionResistance: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }

    /// The axis of a constraint on an intrinsic size; nil for the other kinds.
    var contentSizeAxis: NSLayoutConstraint.Axis? {
        switch kind {
        case .contentSize(let axis, _, _), .hugging(let axis), .compressionResistance(let axis): axis
        default: nil
        }
    }
}

extension NSLayoutConstraint {
    /// The two priorities of a view's one-per-axis content-size constraint (`.contentSize`); nil for
    /// every other constraint, which has its single `priority`.
    var contentSizePriorities: (hugging: UILayoutPriority, compressionResistance: UILayoutPriority)? {
        guard let system = self as? SystemConstraint, case .contentSize(_, let hugging, let resistance) = system.kind
        else { return nil }
        return (hugging, resistance)
    }
}
