/// Constraints follow their views between hierarchies: a subtree joining another brings its
/// constraints into that hierarchy's engine (or its record, for a hierarchy without an engine); a
/// subtree leaving takes the constraints installed inside it along, recorded until its layout is
/// needed, and constraints from outside that name its views are deactivated, as
/// `removeFromSuperview()` does on iOS.
extension UIView {
    /// Called on a view just added to `superview`: the constraints of its hierarchy join the new
    /// hierarchy's, and an engine it had is dropped (constraints and views hold engines weakly, so
    /// they forget it as it goes).
    func joinLayoutEngine(of superview: UIView) {
        guard autoLayout.engine != nil || autoLayout.hasRecordedConstraints else { return }
        autoLayout.engine = nil
        autoLayout.hasRecordedConstraints = false
        let root = superview.rootView
        guard root.autoLayout.engine != nil || root is UIWindow else {
            root.autoLayout.hasRecordedConstraints = true
            return
        }
        let engine = root.hierarchyLayoutEngine
        let joining = installedConstraintsInSubtree()
        engine.reserveCapacity(forAdding: joining.count)
        for constraint in joining { engine.add(constraint) }
    }

    /// Called on the old superview before `view` leaves it; `finish()` once it has left.
    func leaveLayoutEngine(_ view: UIView) -> LeavingSubtree {
        deactivateConstraintsNaming(view)
        let root = rootView
        guard let engine = root.autoLayout.engine else {
            let takes = root.autoLayout.hasRecordedConstraints && view.hasConstraintsInSubtree
            return LeavingSubtree(view: view, takesConstraints: takes)
        }
        var inside: [NSLayoutConstraint] = []
        for constraint in view.installedConstraintsInSubtree() where constraint.engine === engine {
            inside.append(constraint)
        }
        if !inside.isEmpty, inside.count == engine.activatedCount {
            // Every constraint leaves: dropping the engine is cheaper than emptying it.
            root.autoLayout.engine = nil
        } else {
            for constraint in inside { engine.remove(constraint) }
        }
        return LeavingSubtree(view: view, takesConstraints: view.hasConstraintsInSubtree)
    }

    /// Deactivates the constraints from outside `view`'s subtree that name a view or guide inside it.
    /// Such a constraint is installed on a view holding one of its items, so on this view (the
    /// subtree's superview) or one of its ancestors.
    func deactivateConstraintsNaming(_ view: UIView) {
        var host: UIView? = self
        while let current = host {
            for constraint in current.autoLayout.installed
            where constraint.items.contains(where: { $0.layoutView?.isDescendant(of: view) == true }) {
                constraint.deactivate()
            }
            host = current.superview
        }
    }
}

/// A subtree on its way out of a hierarchy, with whether it takes constraints along.
@MainActor
struct LeavingSubtree {
    let view: UIView
    let takesConstraints: Bool

    /// The subtree has left: it records the constraints it took, to solve them when its layout is
    /// needed.
    func finish() {
        if takesConstraints { view.autoLayout.hasRecordedConstraints = true }
    }
}
