import Cassowary
import Foundation

/// Turning a constraint into a linear expression over the engine's unknowns.
extension LayoutEngine {
    /// `first − multiplier × second − constant`, in the space of the items' closest common
    /// ancestor, with the states of every item whose unknowns it names; nil when an item is gone.
    /// Every activation comes through here, so items are read through their handles without
    /// retaining them, and only the expression allocates.
    func expression(of constraint: NSLayoutConstraint) -> (Cassowary.Expression, RetainedStates)? {
        var terms = LoadedTerms()
        var locates = false
        for index in constraint.firstTerms.indices {
            let term = constraint.firstTerms.loaded(at: index, times: 1)
            if term.handle.isCleared { return nil }
            terms.append(term)
            if !term.attribute.isSize { locates = true }
        }
        if let second = constraint.secondTerms {
            let multiplier = -Double(constraint.multiplier)
            for index in second.indices {
                let term = second.loaded(at: index, times: multiplier)
                if term.handle.isCleared { return nil }
                terms.append(term)
                if !term.attribute.isSize { locates = true }
            }
        }
        let reference = locates ? Self.reference(of: terms) : nil
        var states = RetainedStates()
        var expression = Cassowary.Expression(constant: -Double(constraint.constant))
        expression.terms.reserveCapacity(terms.count * 2)
        for term in terms where term.coefficient != 0 {
            appendAttribute(
                term.handle, term.attribute, times: term.coefficient, in: reference, to: &expression, states: &states)
        }
        return (expression, states)
    }

    /// The view whose space a constraint locating `terms` is in: a lone item's parent, else the
    /// items' closest common ancestor. A loop over the terms in place, where a closure mapping them
    /// would copy them and check its actor at every call.
    private static func reference(of terms: LoadedTerms) -> Unmanaged<UIView>? {
        if terms.count == 1 { return terms[0].handle.layoutParent }
        guard var candidate = terms[0].handle.layoutView else { return nil }
        for index in 1..<terms.count {
            guard let view = terms[index].handle.layoutView, let ancestor = commonAncestor(candidate, view)
            else { return nil }
            candidate = ancestor
        }
        return candidate
    }

    /// The expression of a constraint an item brings itself on one of its own sizes or, in its
    /// parent's space, positions (a frame, an intrinsic size): its unknown less the constant, made
    /// without looking the item up. Nil for any other shape.
    func ownExpression(of constraint: NSLayoutConstraint, _ owner: ItemState) -> Cassowary.Expression? {
        guard constraint.secondTerms == nil, constraint.firstTerms.count == 1 else { return nil }
        let term = constraint.firstTerms[0]
        guard term.coefficient == 1 else { return nil }
        let v = owner.variables
        let variable: Variable
        switch term.attribute {
        case .width: variable = v.width
        case .height: variable = v.height
        case .left: variable = v.minX
        case .top: variable = v.minY
        default: return nil
        }
        return Cassowary.Expression([Cassowary.Term(variable)], constant: -Double(constraint.constant))
    }

    /// The closest view that is, or holds, both views; at once for the usual pairs (one view, a
    /// parent and its child, siblings). It walks up without retaining a view: the views' hierarchy
    /// holds them.
    static func commonAncestor(_ first: Unmanaged<UIView>, _ second: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        if first.isSame(as: second) { return first }
        let firstParent = first.superview
        let secondParent = second.superview
        if first.isSame(as: secondParent) { return first }
        if second.isSame(as: firstParent) { return second }
        if let firstParent, firstParent.isSame(as: secondParent) { return firstParent }
        var candidate: Unmanaged<UIView>? = first
        while let view = candidate, !second.isDescendant(of: view) { candidate = view.superview }
        return candidate
    }

    /// Adds `coefficient` × one attribute of `item` in `reference`'s space to `expression`. Margin
    /// attributes are the edges of the view's margins guide; a baseline is the baseline view's own
    /// unknown, defined from its top or bottom.
    private func appendAttribute(
        _ handle: Unmanaged<LayoutItemHandle>, _ attribute: NSLayoutConstraint.Attribute, times coefficient: Double,
        in reference: Unmanaged<UIView>?, to expression: inout Cassowary.Expression, states: inout RetainedStates
    ) {
        if let (target, plain) = redirection(of: handle, attribute) {
            appendAttribute(target, plain, times: coefficient, in: reference, to: &expression, states: &states)
            return
        }
        let state = state(for: handle)
        _ = states.insert(state)
        let horizontal: Bool
        /// How much of the size the attribute adds to the position: 0 at the leading or top edge.
        let sizeShare: Double
        switch attribute {
        case .width:
            expression.terms.append(Cassowary.Term(state.variables.width, coefficient))
            return
        case .height:
            expression.terms.append(Cassowary.Term(state.variables.height, coefficient))
            return
        case .left, .leading: (horizontal, sizeShare) = (true, 0)
        case .right, .trailing: (horizontal, sizeShare) = (true, 1)
        case .centerX: (horizontal, sizeShare) = (true, 0.5)
        case .top: (horizontal, sizeShare) = (false, 0)
        case .bottom: (horizontal, sizeShare) = (false, 1)
        case .centerY: (horizontal, sizeShare) = (false, 0.5)
        case .firstBaseline, .lastBaseline:
            (horizontal, sizeShare) = (false, 0)
            guard let item = handle.item else { return }
            for term in baselineExpression(state, item, first: attribute == .firstBaseline).terms {
                expression.terms.append(Cassowary.Term(term.variable, term.coefficient * coefficient))
            }
            // The baseline's own unknown is in the item's parent's space like its top.
            if handle.isItem(reference) {
                expression.terms.append(Cassowary.Term(state.variables.minY, -coefficient))
                return
            }
        default:
            fatalError("\(attribute.name) has no place in a layout expression")
        }
        // In its own space an item's leading and top edges are at zero.
        let isReference = handle.isItem(reference)
        if !isReference && attribute != .firstBaseline && attribute != .lastBaseline {
            let position = horizontal ? state.variables.minX : state.variables.minY
            expression.terms.append(Cassowary.Term(position, coefficient))
        }
        if sizeShare != 0 {
            let size = horizontal ? state.variables.width : state.variables.height
            expression.terms.append(Cassowary.Term(size, coefficient * sizeShare))
        }
        if isReference { return }
        var parent = handle.layoutParent
        while let view = parent, !view.isSame(as: reference) {
            let ancestor = self.state(for: view.takeUnretainedValue())
            _ = states.insert(ancestor)
            let position = horizontal ? ancestor.variables.minX : ancestor.variables.minY
            expression.terms.append(Cassowary.Term(position, coefficient))
            parent = view.superview
        }
        preconditionAlways(
            reference == nil || reference?.isSame(as: parent) == true, "A constraint's items have no common ancestor")
    }

    /// Where a margin or baseline attribute of a view really is: the same edge of its margins guide,
    /// or the baseline of the view it takes its baselines from. Nil for any other attribute, for
    /// which the item is not loaded.
    private func redirection(of handle: Unmanaged<LayoutItemHandle>, _ attribute: NSLayoutConstraint.Attribute)
        -> (Unmanaged<LayoutItemHandle>, NSLayoutConstraint.Attribute)?
    {
        if let plain = attribute.marginFree {
            guard let view = handle.itemView else { return (handle, plain) }
            return (.passUnretained(view.layoutMarginsGuide.layoutHandle), plain)
        }
        guard attribute == .firstBaseline || attribute == .lastBaseline, let view = handle.itemView else { return nil }
        let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        return target === view ? nil : (.passUnretained(target.layoutHandle), attribute)
    }
}

/// One term of a constraint's anchors, and its coefficient in the expression.
struct LoadedTerm {
    /// Unretained: the constraint holds its handles while it is added, and the terms are copied
    /// and dropped at every step, each retain an atomic operation.
    let handle: Unmanaged<LayoutItemHandle>
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double
}

/// The terms of a constraint's two anchors (two each at most), held without an array.
private struct LoadedTerms: RandomAccessCollection {
    private var slots: (LoadedTerm?, LoadedTerm?, LoadedTerm?, LoadedTerm?)
    private(set) var endIndex = 0

    init() {
        slots = (nil, nil, nil, nil)
    }

    var startIndex: Int { 0 }

    subscript(position: Int) -> LoadedTerm {
        switch position {
        case 0: slots.0!
        case 1: slots.1!
        case 2: slots.2!
        default: slots.3!
        }
    }

    mutating func append(_ term: LoadedTerm) {
        switch endIndex {
        case 0: slots.0 = term
        case 1: slots.1 = term
        case 2: slots.2 = term
        default: slots.3 = term
        }
        endIndex += 1
    }
}
