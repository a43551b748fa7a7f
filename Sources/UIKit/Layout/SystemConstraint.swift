import Foundation

/// A constraint the engine makes for an item itself: the frame of a view that translates its
/// autoresizing mask, a view's intrinsic size, a baseline, the edges of a view's own guides. Its
/// constant follows the item (`refreshedConstant`), and it prints under UIKit's class names.
final class SystemConstraint: NSLayoutConstraint {
    enum Kind: Equatable {
        /// `NSAutoresizingMaskLayoutConstraint`: the view's frame, one attribute each.
        case autoresizing(NSLayoutConstraint.Attribute)
        /// `NSContentSizeLayoutConstraint`: hugging (`size <= intrinsic`) or compression resistance.
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
        case .hugging, .compressionResistance: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }
}
