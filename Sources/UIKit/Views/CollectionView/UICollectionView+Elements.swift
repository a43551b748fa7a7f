/// The elements on screen: at each layout the data source's counts are read when a reload asked
/// for them, the layout is prepared when invalidated (or when the bounds change in a way it says
/// matters), and the elements it places in the visible rect and a margin get views: those already
/// showing the same element keep theirs, those that left go back to their queues first, so the
/// data source's dequeues hand them to the ones coming in.
extension UICollectionView {
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Forgets what is shown: the next layout asks the data source for everything again.
    func setNeedsReload() {
        needsReload = true
        layoutNeedsPreparing = true
        setNeedsLayout()
    }

    /// The layout said part of it is out of date.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        layoutNeedsPreparing = true
        if context.contentOffsetAdjustment != .zero {
            contentOffset.x += context.contentOffsetAdjustment.x
            contentOffset.y += context.contentOffsetAdjustment.y
        }
        setNeedsLayout()
    }

    /// Reads the counts again when a reload asked for it.
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        closeSwipe(animated: false)
        for (key, view) in visibleElements { retire(view, key) }
        visibleElements = [:]
        appliedAttributes = [:]
        selectedItems = []
        prefetchedItems = []
        prefetchDoneItems = []
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        itemCounts = (0..<sections).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
        layoutNeedsPreparing = true
    }

    /// Asks the layout whether bounds changing to `newBounds` make it out of date (once the
    /// collection view has been laid out), invalidating it when they do.
    func boundsWillChange(to newBounds: CGRect) {
        guard !lastLayoutBounds.isNull, newBounds != lastLayoutBounds else { return }
        lastLayoutBounds = newBounds
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Prepares the layout when it is out of date, and takes its content size. A change of bounds
    /// the setters did not see (a transformed view's frame) is put to the layout here.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        if lastLayoutBounds.isNull {
            lastLayoutBounds = bounds
        } else {
            boundsWillChange(to: bounds)
        }
        guard layoutNeedsPreparing else { return }
        layoutNeedsPreparing = false
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    func placeElements() {
        guard !isPlacingElements else { return }
        isPlacingElements = true
        defer { isPlacingElements = false }
        prepareLayoutIfNeeded()
        updateOrthogonalScrollers()
        let rect = bounds.insetBy(dx: -Self.preparedMargin, dy: -Self.preparedMargin)
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where shownFrame(of: attributes).intersects(rect) && isValid(attributes) {
            wanted[ElementKey(attributes)] = attributes
        }
        for (key, view) in visibleElements where wanted[key] == nil {
            visibleElements[key] = nil
            appliedAttributes[key] = nil
            retire(view, key)
        }
        // Elements whose views prefer another size than the layout's estimate.
        var remeasured: [(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes)] = []
        defer {
            adoptPreferredAttributes(remeasured)
            if prefetchDataSource != nil { prefetchItems() }
        }
        // In index path order, so the data source is asked as it would be scrolling.
        for key in wanted.keys.sorted(by: {
            ($0.indexPath, $0.category.rawValue) < ($1.indexPath, $1.category.rawValue)
        }) {
            guard let wantedAttributes = movingItemAttributes(for: key) ?? wanted[key] else { continue }
            let isNew = visibleElements[key] == nil
            let view = visibleElements[key] ?? display(key)
            guard let view else { continue }
            if isNew, key.category != .decorationView, collectionViewLayout.sizesElementsByTheirViews,
                let preferred = preferredAttributes(of: view, for: wantedAttributes)
            {
                remeasured.append((preferred, wantedAttributes))
            }
            visibleElements[key] = view
            // A view already showing may be in a row's scroll view that the layout no longer has.
            host(view, for: key)
            let attributes = hostedAttributes(wantedAttributes, in: orthogonalScroller(for: key))
            if let applied = appliedAttributes[key], applied.isEqual(attributes) { continue }
            apply(attributes, to: view)
            appliedAttributes[key] = attributes.copy() as? UICollectionViewLayoutAttributes
        }
    }

    /// Whether `attributes` name an element that exists now.
    private func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        guard attributes.representedElementCategory == .cell else { return indexPath.count == 2 }
        return indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Makes the view of the element `key` names: a cell or supplementary view from the data
    /// source, a decoration view from the layout's registered class.
    private func display(_ key: ElementKey) -> UICollectionReusableView? {
        let view: UICollectionReusableView?
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath(shownAt: key.indexPath))
            cell.isSelected = selectedItems.contains(key.indexPath)
            view = cell
        case .supplementaryView:
            view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            view =
                decorationQueue.dequeue(key.kind) { $0.prepareForReuse() }
                ?? collectionViewLayout.decorationMakers[key.kind]?()
        }
        guard let view else { return nil }
        view.isHidden = false
        host(view, for: key)
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
        return view
    }

    /// Puts `view` in the view that holds the element `key` names: its row's scroll view, or this one.
    private func host(_ view: UICollectionReusableView, for key: ElementKey) {
        if let scroller = orthogonalScroller(for: key) {
            if view.superview !== scroller { scroller.insertSubview(view, at: 0) }
        } else if view.superview !== self {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
    }

    /// Places `view` as `attributes` say.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
        if view.center != attributes.center { view.center = attributes.center }
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) {
            view.transform3D = attributes.transform3D
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        view.isHidden = attributes.isHidden
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.apply(attributes)
    }

    /// Puts an element's view back in its queue (or takes it away when it has no identifier).
    func retire(_ view: UICollectionReusableView, _ key: ElementKey) {
        view.isHidden = true
        switch key.category {
        case .cell:
            guard let cell = view as? UICollectionViewCell else { return }
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            if let identifier = cell.reuseIdentifier {
                cellQueue.enqueue(cell, identifier: identifier)
            } else {
                cell.removeFromSuperview()
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            if let identifier = view.reuseIdentifier {
                supplementaryQueue.enqueue(view, identifier: Self.supplementaryIdentifier(key.kind, identifier))
            } else {
                view.removeFromSuperview()
            }
        case .decorationView:
            decorationQueue.enqueue(view, identifier: key.kind)
        }
    }

    /// The queue key of supplementary views of `kind` registered as `identifier`.
    static func supplementaryIdentifier(_ kind: String, _ identifier: String) -> String {
        kind + "\u{0}" + identifier
    }
}
