import Cassowary
import Foundation

/// Turning a constraint into a linear expression over the engine's unknowns.
extension LayoutEngine {
    /// `first − multiplier × second − constant`, in the space of the items' closest common
    /// ancestor, with every item whose unknowns it names; nil when an item is gone. Built in one
    /// pass, without closures or partial expressions: every activation comes through here.
    func expression(of constraint: NSLayoutConstraint) -> (Cassowary.Expression, [any LayoutItem])? {
        var terms: [(any LayoutItem, NSLayoutConstraint.Attribute, Double)] = []
        var locates = false
        for term in constraint.firstAnchor.terms {
            guard let item = term.item else { return nil }
            terms.append((item, term.attribute, Double(term.coefficient)))
            if !term.attribute.isSize { locates = true }
        }
        for term in constraint.secondAnchor?.terms ?? [] {
            guard let item = term.item else { return nil }
            terms.append((item, term.attribute, -Double(term.coefficient * constraint.multiplier)))
            if !term.attribute.isSize { locates = true }
        }
        let reference = locates ? Self.reference(for: terms.map(\.0)) : nil
        var items: [any LayoutItem] = []
        var expression = Cassowary.Expression(constant: -Double(constraint.constant))
        for (item, attribute, coefficient) in terms where coefficient != 0 {
            appendAttribute(item, attribute, times: coefficient, in: reference, to: &expression, items: &items)
        }
        return (expression, items)
    }

    /// The view whose space a constraint's locations are measured in: the item's parent for a
    /// location of one item, else the items' closest common ancestor (which activation has checked
    /// exists).
    private static func reference(for items: [any LayoutItem]) -> UIView? {
        items.count == 1 ? items[0].layoutParent : commonAncestor(of: items)
    }

    /// The closest view that is, or holds, every item (a guide counts as inside its owning view).
    static func commonAncestor(of items: [any LayoutItem]) -> UIView? {
        guard var candidate = items.first?.layoutView else { return nil }
        for item in items.dropFirst() {
            guard let view = item.layoutView, let ancestor = commonAncestor(candidate, view) else { return nil }
            candidate = ancestor
        }
        return candidate
    }

    /// The closest view that is, or holds, both views; at once for the usual pairs (one view, a
    /// parent and its child, siblings).
    private static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        if first === second { return first }
        let firstParent = first.superview
        let secondParent = second.superview
        if secondParent === first { return first }
        if firstParent === second { return second }
        if let firstParent, firstParent === secondParent { return firstParent }
        var candidate: UIView? = first
        while let view = candidate, !second.isDescendant(of: view) { candidate = view.superview }
        return candidate
    }

    /// Adds `coefficient` × one attribute of `item` in `reference`'s space to `expression`. Margin
    /// attributes are the edges of the view's margins guide; a baseline is the baseline view's own
    /// unknown, defined from its top or bottom.
    private func appendAttribute(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, times coefficient: Double,
        in reference: UIView?, to expression: inout Cassowary.Expression, items: inout [any LayoutItem]
    ) {
        var item = item
        var attribute = attribute
        if let plain = attribute.marginFree {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = plain
        }
        if let view = item as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view {
                appendAttribute(
                    target, attribute, times: coefficient, in: reference, to: &expression, items: &items)
                return
            }
        }
        let state = state(for: item)
        items.append(item)
        let v = state.variables
        let horizontal: Bool
        switch attribute {
        case .width:
            expression.terms.append(Cassowary.Term(v.width, coefficient))
            return
        case .height:
            expression.terms.append(Cassowary.Term(v.height, coefficient))
            return
        case .left, .leading:
            horizontal = true
            expression.terms.append(Cassowary.Term(v.minX, coefficient))
        case .right, .trailing:
            horizontal = true
            expression.terms.append(Cassowary.Term(v.minX, coefficient))

            expression.terms.append(Cassowary.Term(v.width, coefficient))
        case .centerX:
            horizontal = true
            expression.terms.append(Cassowary.Term(v.minX, coefficient))

            expression.terms.append(Cassowary.Term(v.width, coefficient * 0.5))
        case .top:
            horizontal = false
            expression.terms.append(Cassowary.Term(v.minY, coefficient))
        case .bottom:
            horizontal = false
            expression.terms.append(Cassowary.Term(v.minY, coefficient))

            expression.terms.append(Cassowary.Term(v.height, coefficient))
        case .centerY:
            horizontal = false
            expression.terms.append(Cassowary.Term(v.minY, coefficient))

            expression.terms.append(Cassowary.Term(v.height, coefficient * 0.5))
        case .firstBaseline, .lastBaseline:
            horizontal = false
            for term in baselineExpression(state, item, first: attribute == .firstBaseline).terms {
                expression.terms.append(Cassowary.Term(term.variable, term.coefficient * coefficient))
            }
        default:
            fatalError("\(attribute.name) has no place in a layout expression")
        }
        if item === reference {
            expression.terms.append(Cassowary.Term(horizontal ? v.minX : v.minY, -coefficient))
            return
        }
        var parent = item.layoutParent
        while let view = parent, view !== reference {
            let ancestor = self.state(for: view)
            items.append(view)
            let position = horizontal ? ancestor.variables.minX : ancestor.variables.minY
            expression.terms.append(Cassowary.Term(position, coefficient))
            parent = view.layoutParent
        }
        preconditionAlways(reference == nil || parent === reference, "A constraint's items have no common ancestor")
    }
}
