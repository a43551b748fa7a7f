import Cassowary
import Foundation

/// Turning a constraint into a linear expression over the engine's unknowns.
extension LayoutEngine {
    /// `first − multiplier × second − constant`, in the space of the items' closest common
    /// ancestor, with every item whose unknowns it names; nil when an item is gone.
    func expression(of constraint: NSLayoutConstraint) -> (Cassowary.Expression, [any LayoutItem])? {
        var terms: [(any LayoutItem, NSLayoutConstraint.Attribute, Double)] = []
        for term in constraint.firstAnchor.terms {
            guard let item = term.item else { return nil }
            terms.append((item, term.attribute, Double(term.coefficient)))
        }
        for term in constraint.secondAnchor?.terms ?? [] {
            guard let item = term.item else { return nil }
            terms.append((item, term.attribute, -Double(term.coefficient * constraint.multiplier)))
        }
        let reference = Self.reference(for: terms.map { ($0.0, $0.1) })
        var items: [any LayoutItem] = []
        var expression = Cassowary.Expression(constant: -Double(constraint.constant))
        for (item, attribute, coefficient) in terms where coefficient != 0 {
            let part = attributeExpression(item, attribute, in: reference, items: &items)
            expression.terms += part.terms.map { Cassowary.Term($0.variable, $0.coefficient * coefficient) }
        }
        return (expression, items)
    }

    /// The view whose space a constraint's locations are measured in: none for sizes alone, the
    /// item's parent for a location of one item, else the items' closest common ancestor (which
    /// activation has checked exists).
    static func reference(for terms: [(any LayoutItem, NSLayoutConstraint.Attribute)]) -> UIView? {
        guard terms.contains(where: { !$0.1.isSize }) else { return nil }
        let first = terms[0].0
        if terms.allSatisfy({ $0.0 === first }), terms.count == 1 { return first.layoutParent }
        return commonAncestor(of: terms.map(\.0))
    }

    /// The closest view that is, or holds, every item (a guide counts as inside its owning view).
    static func commonAncestor(of items: [any LayoutItem]) -> UIView? {
        guard var candidate = items.first?.layoutView else { return nil }
        for item in items.dropFirst() {
            guard let view = item.layoutView else { return nil }
            while !view.isDescendant(of: candidate) {
                guard let parent = candidate.superview else { return nil }
                candidate = parent
            }
        }
        return candidate
    }

    /// One attribute of `item` in `reference`'s space. Margin attributes are the edges of the view's
    /// margins guide; a baseline is the baseline view's own unknown, defined from its top or bottom.
    func attributeExpression(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in reference: UIView?,
        items: inout [any LayoutItem]
    ) -> Cassowary.Expression {
        var item = item
        var attribute = attribute
        if let plain = attribute.marginFree {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = plain
        }
        if let view = item as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view { return attributeExpression(target, attribute, in: reference, items: &items) }
        }
        let state = state(for: item)
        items.append(item)
        let v = state.variables
        let horizontal: Bool
        var expression: Cassowary.Expression
        switch attribute {
        case .width: return Cassowary.Expression(v.width)
        case .height: return Cassowary.Expression(v.height)
        case .left, .leading:
            horizontal = true
            expression = Cassowary.Expression(v.minX)
        case .right, .trailing:
            horizontal = true
            expression = Cassowary.Expression([Cassowary.Term(v.minX), Cassowary.Term(v.width)])
        case .centerX:
            horizontal = true
            expression = Cassowary.Expression([Cassowary.Term(v.minX), Cassowary.Term(v.width, 0.5)])
        case .top:
            horizontal = false
            expression = Cassowary.Expression(v.minY)
        case .bottom:
            horizontal = false
            expression = Cassowary.Expression([Cassowary.Term(v.minY), Cassowary.Term(v.height)])
        case .centerY:
            horizontal = false
            expression = Cassowary.Expression([Cassowary.Term(v.minY), Cassowary.Term(v.height, 0.5)])
        case .firstBaseline, .lastBaseline:
            horizontal = false
            expression = baselineExpression(state, item, first: attribute == .firstBaseline)
        default:
            fatalError("\(attribute.name) has no place in a layout expression")
        }
        if item === reference {
            expression.terms.append(Cassowary.Term(horizontal ? v.minX : v.minY, -1))
            return expression
        }
        var parent = item.layoutParent
        while let view = parent, view !== reference {
            let ancestor = self.state(for: view)
            items.append(view)
            expression.terms.append(Cassowary.Term(horizontal ? ancestor.variables.minX : ancestor.variables.minY))
            parent = view.layoutParent
        }
        preconditionAlways(reference == nil || parent === reference, "A constraint's items have no common ancestor")
        return expression
    }
}
