/// Which engine solves a hierarchy's constraints. A window's hierarchy solves them as they come:
/// its engine is made with its first constraint. A hierarchy not in a window only records them, as
/// UIKit does, and makes its engine when its layout is needed (`layoutIfNeeded()`, a guide's
/// `layoutFrame`, the debugging methods); once made, that engine takes the hierarchy's constraints
/// as they come too, until the hierarchy joins another.
extension UIView {
    /// Solves `constraint`, just installed in this root view's hierarchy, or records it for later.
    func solveOrRecord(_ constraint: NSLayoutConstraint) {
        if let engine = autoLayout.engine ?? (self is UIWindow ? hierarchyLayoutEngine : nil) {
            engine.add(constraint)
        } else {
            autoLayout.hasRecordedConstraints = true
        }
    }

    /// The engine of this view's hierarchy, made now from the constraints it recorded if it has none
    /// yet; nil for a hierarchy without constraints.
    @discardableResult
    func layoutEngineIfNeeded() -> LayoutEngine? {
        let root = rootView
        if let engine = root.autoLayout.engine { return engine }
        guard root.autoLayout.hasRecordedConstraints else { return nil }
        root.autoLayout.hasRecordedConstraints = false
        let engine = root.hierarchyLayoutEngine
        for constraint in root.installedConstraintsInSubtree() { engine.add(constraint) }
        return engine
    }

    /// The engine of this root view's hierarchy, made on first use.
    var hierarchyLayoutEngine: LayoutEngine {
        if let engine = autoLayout.engine { return engine }
        let engine = LayoutEngine()
        autoLayout.engine = engine
        return engine
    }

    /// The active constraints installed on this view and its descendants, parents first.
    func installedConstraintsInSubtree() -> [NSLayoutConstraint] {
        var result = autoLayout.installed
        for subview in subviews { result += subview.installedConstraintsInSubtree() }
        return result
    }

    /// Whether a constraint is installed on this view or one of its descendants.
    var hasConstraintsInSubtree: Bool {
        !autoLayout.installed.isEmpty || subviews.contains { $0.hasConstraintsInSubtree }
    }
}
