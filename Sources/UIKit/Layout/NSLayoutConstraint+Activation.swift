/// Activation: a constraint is installed on the closest common ancestor of its items (or the view
/// `addConstraint(_:)` was sent to) and joins the engine of that view's hierarchy, or its record
/// when the hierarchy has no engine yet.
extension NSLayoutConstraint {
    /// Every item the constraint names.
    var items: [any LayoutItem] {
        var result: [any LayoutItem] = []
        for term in firstTerms { if let item = term.item { result.append(item) } }
        for term in secondTerms ?? AnchorTerms() { if let item = term.item { result.append(item) } }
        return result
    }

    func activate(on host: UIView? = nil) {
        guard !isActiveStorage else { return }
        guard !firstTerms.isEmpty else {
            FileHandle.standardError.write(
                Data("casement: an empty NSLayoutConstraint relates nothing; not activated\n".utf8))
            return
        }
        guard let ancestor = itemsAncestor() else {
            fatalError(
                "Unable to activate constraint with anchors \(firstAnchor.name) and \(secondAnchor?.name ?? "nil"): "
                    + "its items have no common ancestor. A constraint may only relate views (and their layout "
                    + "guides) in the same view hierarchy.")
        }
        let view = host ?? ancestor
        preconditionAlways(
            ancestor.isDescendant(of: view),
            "The view hierarchy is not prepared for the constraint \(layoutDescription): it was added to "
                + "\(view.layoutDescription), which does not hold all of its items.")
        isActiveStorage = true
        installedView = view
        view.autoLayout.installed.append(self)
        view.rootView.solveOrRecord(self)
    }

    /// The closest view that is, or holds, every item (read term by term, with no array of them,
    /// and without retaining a view: their hierarchy holds them); nil when they are in different
    /// hierarchies. Stops when an item has been deallocated.
    private func itemsAncestor() -> UIView? {
        var candidate: Unmanaged<UIView>?
        func include(_ terms: AnchorTerms) -> Bool {
            for index in terms.indices {
                let handle = terms.loaded(at: index, times: 1).handle
                if handle.isCleared {
                    fatalError(
                        "Unable to activate constraint \(layoutDescription): one of its items has been deallocated")
                }
                guard let view = handle.layoutView else { return false }
                guard let current = candidate else {
                    candidate = view
                    continue
                }
                candidate = LayoutEngine.commonAncestor(current, view)
                if candidate == nil { return false }
            }
            return true
        }
        guard include(firstTerms), include(secondTerms ?? AnchorTerms()) else { return nil }
        return candidate?.takeUnretainedValue()
    }

    func deactivate() {
        guard isActiveStorage else { return }
        isActiveStorage = false
        conflictReported = false
        installedView?.autoLayout.installed.removeAll { $0 === self }
        installedView = nil
        engine?.remove(self)
    }
}
