/// Constraints follow their views between hierarchies: a subtree joining another brings its
/// constraints into that hierarchy's engine; a subtree leaving takes the constraints installed
/// inside it to an engine of its own, and constraints from outside that name its views are
/// deactivated, as `removeFromSuperview()` does on iOS.
extension UIView {
    /// Called on a view just added to `superview`: its hierarchy's engine, if it had one, joins the
    /// new hierarchy's.
    func joinLayoutEngine(of superview: UIView) {
        guard let old = autoLayout.engine else { return }
        autoLayout.engine = nil
        let constraints = installedConstraintsInSubtree().filter { $0.engine === old }
        guard !constraints.isEmpty else { return }
        let engine = superview.rootView.hierarchyLayoutEngine
        for constraint in constraints {
            constraint.engine = nil
            engine.add(constraint)
        }
    }

    /// Called on the old superview before `view` leaves it; `finish()` once it has left.
    func leaveLayoutEngine(_ view: UIView) -> LeavingSubtree {
        guard let engine = rootView.autoLayout.engine else { return LeavingSubtree(view: view, inside: []) }
        let inside = view.installedConstraintsInSubtree().filter { $0.engine === engine }
        for constraint in engine.activatedConstraints {
            guard let host = constraint.installedView, !host.isDescendant(of: view) else { continue }
            if constraint.items.contains(where: { $0.layoutView?.isDescendant(of: view) == true }) {
                constraint.deactivate()
            }
        }
        for constraint in inside { engine.remove(constraint) }
        return LeavingSubtree(view: view, inside: inside)
    }

    /// The active constraints installed on this view and its descendants, parents first.
    func installedConstraintsInSubtree() -> [NSLayoutConstraint] {
        var result = autoLayout.installed
        for subview in subviews { result += subview.installedConstraintsInSubtree() }
        return result
    }
}

/// A subtree on its way out of a hierarchy, with the constraints it takes along.
@MainActor
struct LeavingSubtree {
    let view: UIView
    let inside: [NSLayoutConstraint]

    /// The subtree has left: its constraints go to its own engine.
    func finish() {
        guard !inside.isEmpty else { return }
        let engine = view.hierarchyLayoutEngine
        for constraint in inside { engine.add(constraint) }
    }
}
