import Cassowary
import Foundation

/// Where a view's baseline sits: a distance below its alignment rectangle's top, or above its bottom.
enum BaselinePosition: Equatable {
    case fromTop(CGFloat)
    case fromBottom(CGFloat)
}

/// The constraints items bring themselves, made when a constraint first names the item and removed
/// when the last one goes, with constants kept in step with the item.
extension LayoutEngine {
    func addItemConstraints(_ state: ItemState, _ item: any LayoutItem) {
        var made: [SystemConstraint] = []
        if let view = state.view {
            if view === fittingView {
                made = intrinsicSizeConstraints(view)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                made = autoresizingConstraints(view)
            } else {
                made = intrinsicSizeConstraints(view)
            }
            state.intrinsicSize = view.intrinsicContentSize
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole, let view = guide.owningView {
            made = guideConstraints(guide, role, in: view)
        }
        state.own = made
        for constraint in made { add(constraint, bringing: state) }
    }

    func removeItemConstraints(_ state: ItemState) {
        for constraint in state.own { remove(constraint) }
        state.own = []
        for variable in state.exercised { try? solver.removeEditVariable(variable) }
        state.exercised = []
        if let (definition, _) = state.firstBaseline { try? solver.remove(definition) }
        if let (definition, _) = state.lastBaseline { try? solver.remove(definition) }
        state.firstBaseline = nil
        state.lastBaseline = nil
    }

    /// A view that translates its autoresizing mask is held at its frame within its superview, and
    /// the root of a hierarchy at its size, as the host its subviews are laid out in. A root view
    /// with no size yet (one being set up before it is added somewhere) is not held: constraints on
    /// its size are no conflict.
    private func autoresizingConstraints(_ view: UIView) -> [SystemConstraint] {
        let rect = view.currentAlignmentRect
        var attributes: [(NSLayoutConstraint.Attribute, CGFloat)] = [(.width, rect.width), (.height, rect.height)]
        if view.superview != nil { attributes = [(.left, rect.minX), (.top, rect.minY)] + attributes }
        guard view.superview != nil || view is UIWindow || rect.size != .zero else { return [] }
        return attributes.map { attribute, value in
            SystemConstraint(
                .autoresizing(attribute), first: AnchorTerms(item: view, attribute: attribute), constant: value)
        }
    }

    /// For each axis with an intrinsic size, `size == intrinsic` hugged from above and resisting
    /// compression from below at the view's priorities: one constraint, or two when a priority is
    /// required (see `SystemConstraint.Kind`).
    private func intrinsicSizeConstraints(_ view: UIView) -> [SystemConstraint] {
        let size = view.intrinsicContentSize
        var made: [SystemConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric else { continue }
            let anchor = AnchorTerms(item: view, attribute: axis == .horizontal ? .width : .height)
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            guard hugging == .required || resistance == .required else {
                made.append(
                    SystemConstraint(
                        .contentSize(axis, hugging: hugging, compressionResistance: resistance), first: anchor,
                        constant: value, priority: max(hugging, resistance)))
                continue
            }
            made.append(
                SystemConstraint(
                    .hugging(axis), first: anchor, relation: .lessThanOrEqual, constant: value, priority: hugging))
            made.append(
                SystemConstraint(
                    .compressionResistance(axis), first: anchor, relation: .greaterThanOrEqual, constant: value,
                    priority: resistance))
        }
        return made
    }

    /// The edges of one of a view's own guides, inset from the view's edges.
    private func guideConstraints(_ guide: UILayoutGuide, _ role: SystemGuideRole, in view: UIView)
        -> [SystemConstraint]
    {
        func edge(_ attribute: NSLayoutConstraint.Attribute, _ name: String) -> SystemConstraint {
            SystemConstraint(
                .guideEdge(attribute), first: AnchorTerms(item: guide, attribute: attribute),
                second: AnchorTerms(item: view, attribute: attribute),
                constant: guideInset(role, attribute, of: view), identifier: name)
        }
        switch role {
        case .margins:
            return [
                edge(.left, "UIView-leftMargin-guide-constraint"), edge(.right, "UIView-rightMargin-guide-constraint"),
                edge(.top, "UIView-topMargin-guide-constraint"), edge(.bottom, "UIView-bottomMargin-guide-constraint"),
            ]
        case .safeArea:
            return [
                edge(.left, "UIViewSafeAreaLayoutGuide-left"), edge(.right, "UIViewSafeAreaLayoutGuide-right"),
                edge(.top, "UIViewSafeAreaLayoutGuide-top"), edge(.bottom, "UIViewSafeAreaLayoutGuide-bottom"),
            ]
        case .topLayoutSupport:
            return [
                edge(.left, "UIViewController-topLayoutGuide-left"),
                edge(.right, "UIViewController-topLayoutGuide-right"),
                edge(.top, "UIViewController-topLayoutGuide-top"),
                SystemConstraint(
                    .guideEdge(.height), first: AnchorTerms(item: guide, attribute: .height),
                    constant: guideInset(role, .height, of: view), identifier: "UIViewController-topLayoutGuide-length"),
            ]
        case .bottomLayoutSupport:
            return [
                edge(.left, "UIViewController-bottomLayoutGuide-left"),
                edge(.right, "UIViewController-bottomLayoutGuide-right"),
                edge(.bottom, "UIViewController-bottomLayoutGuide-bottom"),
                SystemConstraint(
                    .guideEdge(.height), first: AnchorTerms(item: guide, attribute: .height),
                    constant: guideInset(role, .height, of: view),
                    identifier: "UIViewController-bottomLayoutGuide-length"),
            ]
        case .readableContent:
            return readableContentConstraints(guide, in: view)
        case .scrollFrame:
            return [
                edge(.left, "UIScrollView-frameLayoutGuide-left"), edge(.right, "UIScrollView-frameLayoutGuide-right"),
                edge(.top, "UIScrollView-frameLayoutGuide-top"), edge(.bottom, "UIScrollView-frameLayoutGuide-bottom"),
            ]
        case .scrollContent:
            // The content decides the guide's size when it constrains it; else `contentSize` does.
            func length(_ attribute: NSLayoutConstraint.Attribute) -> SystemConstraint {
                SystemConstraint(
                    .guideEdge(attribute), first: AnchorTerms(item: guide, attribute: attribute),
                    constant: guideInset(role, attribute, of: view), priority: UILayoutPriority(1),
                    identifier: "UIScrollView-contentLayoutGuide-\(attribute == .width ? "width" : "height")")
            }
            return [
                edge(.left, "UIScrollView-contentLayoutGuide-left"), edge(.top, "UIScrollView-contentLayoutGuide-top"),
                length(.width), length(.height),
            ]
        }
    }

    /// The readable content guide: inside the margins, centred, at most `readableWidth` wide.
    private func readableContentConstraints(_ guide: UILayoutGuide, in view: UIView) -> [SystemConstraint] {
        let margins = view.layoutMarginsGuide
        func pair(
            _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            priority: UILayoutPriority = .required, _ name: String
        ) -> SystemConstraint {
            SystemConstraint(
                .fixed, first: AnchorTerms(item: guide, attribute: attribute), relation: relation,
                second: AnchorTerms(item: margins, attribute: attribute), priority: priority, identifier: name)
        }
        return [
            pair(.top, .equal, "UIView-readableContentGuide-top"),
            pair(.bottom, .equal, "UIView-readableContentGuide-bottom"),
            pair(.centerX, .equal, "UIView-readableContentGuide-centerX"),
            pair(.width, .lessThanOrEqual, "UIView-readableContentGuide-width-within-margins"),
            pair(.width, .equal, priority: UILayoutPriority(999), "UIView-readableContentGuide-width-fill"),
            SystemConstraint(
                .fixed, first: AnchorTerms(item: guide, attribute: .width), relation: .lessThanOrEqual,
                constant: UIView.readableWidth, identifier: "UIView-readableContentGuide-max-width"),
        ]
    }

    /// The constant that puts a guide's edge at its inset: `guide.left == view.left + inset`,
    /// `guide.right == view.right − inset`.
    func guideInset(_ role: SystemGuideRole, _ attribute: NSLayoutConstraint.Attribute, of view: UIView) -> CGFloat {
        let insets: UIEdgeInsets
        switch role {
        case .margins: insets = view.effectiveLayoutMargins
        case .safeArea: insets = view.safeAreaInsets
        case .topLayoutSupport: return attribute == .height ? view.safeAreaInsets.top : 0
        case .bottomLayoutSupport: return attribute == .height ? view.safeAreaInsets.bottom : 0
        case .readableContent: return 0
        case .scrollContent:
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .scrollFrame:
            // The frame's rectangle in the bounds space: the view's own rectangle moved by the offset.
            let origin = view.bounds.origin
            return attribute == .left || attribute == .right ? origin.x : origin.y
        }
        switch attribute {
        case .left: return insets.left
        case .right: return -insets.right
        case .top: return insets.top
        case .bottom: return -insets.bottom
        default: return 0
        }
    }

    /// The unknown of a baseline of `item`, defined (once) from its top or bottom.
    func baselineExpression(_ state: ItemState, _ item: any LayoutItem, first: Bool) -> Cassowary.Expression {
        let v = state.variables
        guard let view = item as? UIView else {
            return Cassowary.Expression([Cassowary.Term(v.minY), Cassowary.Term(v.height)])
        }
        let variable = first ? state.firstBaselineVariable : state.lastBaselineVariable
        if (first ? state.firstBaseline : state.lastBaseline) == nil {
            let position = view.baselinePosition(first: first)
            let definition = Self.baselineDefinition(variable, v, position)
            try? solver.add(definition)
            if first {
                state.firstBaseline = (definition, position)
            } else {
                state.lastBaseline = (definition, position)
            }
        }
        return Cassowary.Expression(variable)
    }

    /// `baseline == top + a` or `baseline == top + height − b`.
    static func baselineDefinition(_ baseline: Variable, _ v: LayoutVariables, _ position: BaselinePosition)
        -> Cassowary.Constraint
    {
        switch position {
        case .fromTop(let offset): baseline == v.minY + Double(offset)
        case .fromBottom(let offset): baseline == v.minY + v.height - Double(offset)
        }
    }
}

extension UIView {
    /// The widest a readable content guide gets: about seventy characters of body text.
    static let readableWidth: CGFloat = 672
}
