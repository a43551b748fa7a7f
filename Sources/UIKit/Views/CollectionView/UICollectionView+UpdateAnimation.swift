/// How a finished batch reaches the screen. The layout is told of the changes
/// (`prepare(forCollectionViewUpdates:)`) and prepared again; the elements on screen keep what they
/// show wherever it went and move from their old attributes to their new ones; items and
/// supplementary views that come start from the layout's `initialLayoutAttributesFor…` (faded in
/// where they end when it has none) and those that go end at its `finalLayoutAttributesFor…`
/// (faded out where they were when it has none), then go back to their queues. It all runs as one
/// animation block over `updateAnimationDuration`, whose end calls the batch's completions and the
/// layout's `finalizeCollectionViewUpdates()`. Without animation everything is where it ends at once.
extension UICollectionView {
    /// How long elements take to move, appear and disappear in an animated update.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Shows the view after `batch`: the data source already answers with `newCounts`.
    func applyBatch(_ batch: BatchUpdates, newCounts: [Int], animated: Bool) {
        closeSwipe(animated: false)
        var origins = batch.itemOrigins(newCounts: newCounts)
        for (new, old) in origins { if let old, batch.reloadedItems.contains(old) { origins[new] = .some(nil) } }
        var newItemForOld: [IndexPath: IndexPath] = [:]
        for (new, old) in origins { if let old { newItemForOld[old] = new } }
        var newSectionForOld: [Int: Int] = [:]
        for (new, old) in batch.sectionOrigins(newCount: newCounts.count) where !batch.reloadedSections.contains(old) {
            newSectionForOld[old] = new
        }
        // The elements on screen under the keys of what they show now; the rest are leaving.
        var kept: [ElementKey: UICollectionReusableView] = [:]
        var oldAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var leaving: [(key: ElementKey, view: UICollectionReusableView)] = []
        for (key, view) in visibleElements {
            if let new = Self.key(key, after: newItemForOld, newSectionForOld) {
                kept[new] = view
                oldAttributes[new] = appliedAttributes[key]
            } else if key.category == .decorationView {
                retire(view, key)
            } else {
                leaving.append((key, view))
            }
        }
        selectedItems = selectedItems.compactMap { newItemForOld[$0] }
        visibleElements = kept
        appliedAttributes = oldAttributes
        itemCounts = newCounts
        let layout = collectionViewLayout
        let context = layout.makeInvalidationContext()
        context.invalidatesDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: updateItems(batch))
        let before = Set(visibleElements.keys)
        placeElements()
        guard animated else {
            leaving.forEach { retire($0.view, $0.key) }
            layout.finalizeCollectionViewUpdates()
            batch.completions.forEach { $0(true) }
            return
        }
        var changes: [() -> Void] = []
        for (key, view) in visibleElements {
            guard let end = appliedAttributes[key] else { continue }
            let start = before.contains(key) ? oldAttributes[key] : initialAttributes(of: key, endingAt: end)
            guard let start, !start.isEqual(end) else { continue }
            apply(start, to: view)
            changes.append { [weak self] in self?.apply(end, to: view) }
        }
        var afterwards: [() -> Void] = []
        for (key, view) in leaving {
            let start = attributesShown(by: view, key)
            let end = finalAttributes(of: key, from: start)
            changes.append { [weak self] in self?.apply(end, to: view) }
            afterwards.append { [weak self] in self?.retire(view, key) }
        }
        UIView.animate(withDuration: Self.updateAnimationDuration) {
            changes.forEach { $0() }
        } completion: { [weak self] finished in
            afterwards.forEach { $0() }
            self?.collectionViewLayout.finalizeCollectionViewUpdates()
            batch.completions.forEach { $0(finished) }
        }
    }

    /// What an element on screen shows after the update: its key then, or nil when it is gone.
    private static func key(
        _ key: ElementKey, after newItemForOld: [IndexPath: IndexPath], _ newSectionForOld: [Int: Int]
    ) -> ElementKey? {
        switch key.category {
        case .cell:
            return newItemForOld[key.indexPath].map { ElementKey(category: .cell, kind: "", indexPath: $0) }
        case .supplementaryView:
            guard let section = newSectionForOld[key.indexPath.section] else { return nil }
            var indexPath = key.indexPath
            indexPath.section = section
            return ElementKey(category: .supplementaryView, kind: key.kind, indexPath: indexPath)
        case .decorationView:
            return nil
        }
    }

    /// Where an element coming in starts: the layout's initial attributes, or `end` faded out.
    private func initialAttributes(of key: ElementKey, endingAt end: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let layout = collectionViewLayout
        let given: UICollectionViewLayoutAttributes? =
            switch key.category {
            case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            case .supplementaryView:
                layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            case .decorationView:
                layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
        // The layout's attributes are in the content's coordinates; a row's cells ride in its own.
        return given.map { hostedAttributes($0, in: orthogonalScroller(for: key)) } ?? Self.faded(end)
    }

    /// Where an element going away ends: the layout's final attributes, or `start` faded out.
    private func finalAttributes(of key: ElementKey, from start: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let layout = collectionViewLayout
        let given: UICollectionViewLayoutAttributes? =
            switch key.category {
            case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            case .supplementaryView:
                layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            case .decorationView:
                layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
        return given.map { hostedAttributes($0, in: orthogonalScroller(for: key)) } ?? Self.faded(start)
    }

    /// A transparent copy of `attributes`.
    private static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let faded = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        faded.alpha = 0
        return faded
    }

    /// The attributes an element's view shows now, read from the view.
    private func attributesShown(by view: UICollectionReusableView, _ key: ElementKey)
        -> UICollectionViewLayoutAttributes
    {
        let attributes: UICollectionViewLayoutAttributes =
            switch key.category {
            case .cell: .init(forCellWith: key.indexPath)
            case .supplementaryView: .init(forSupplementaryViewOfKind: key.kind, with: key.indexPath)
            case .decorationView: .init(forDecorationViewOfKind: key.kind, with: key.indexPath)
            }
        attributes.size = view.bounds.size
        attributes.center = view.center
        attributes.alpha = view.alpha
        attributes.transform3D = view.transform3D
        attributes.zIndex = Int(view.layer.zPosition)
        return attributes
    }
}
