import Cassowary
import Foundation

/// What the debugging methods of views and guides ask the engine: ambiguity, the constraints that
/// bear on an item, another layout as valid as the current one.
extension LayoutEngine {
    /// Whether the solution leaves the item's position or size free.
    func isAmbiguous(_ item: any LayoutItem) -> Bool {
        guard let v = states[ObjectIdentifier(item)]?.variables else { return false }
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    /// The constraints in the engine that name `item` with an attribute on `axis`, its own included.
    func constraintsAffecting(_ item: any LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        return entries.values.map(\.constraint).filter { constraint in
            let names = { (term: AnchorTerm) in term.item === item && term.attribute.onAxis(horizontal: horizontal) }
            return constraint.firstTerms.contains(where: names)
                || constraint.secondTerms?.contains(where: names) == true
        }
    }

    /// Moves each free unknown of `item` to another value the constraints allow, or back.
    func exerciseAmbiguity(of item: any LayoutItem) {
        guard let state = states[ObjectIdentifier(item)] else { return }
        if !state.exercised.isEmpty {
            for variable in state.exercised { try? solver.removeEditVariable(variable) }
            state.exercised = []
        } else {
            let v = state.variables
            for variable in [v.minX, v.minY, v.width, v.height] where solver.isAmbiguous(variable) {
                let value = solver.value(of: variable)
                guard (try? solver.addEditVariable(variable, strength: Strength(priority: 1.0))) != nil else {
                    continue
                }
                try? solver.suggestValue(value + 37, for: variable)
                state.exercised.append(variable)
            }
        }
        noteChange()
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute places or sizes along the given axis (sizes count for their own axis).
    func onAxis(horizontal: Bool) -> Bool {
        switch self {
        case .width: horizontal
        case .height: !horizontal
        case .notAnAttribute: false
        default: isHorizontal == horizontal
        }
    }
}
