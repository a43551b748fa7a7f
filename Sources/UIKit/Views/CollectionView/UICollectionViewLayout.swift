import Foundation

/// Where a collection view's elements go: a base class that apps and the system layouts subclass.
///
/// The collection view asks its layout, in this order: `prepare()` after each invalidation, then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the rect it shows (a bit
/// more), and for single elements when it needs them. A bounds change invalidates the layout when
/// `shouldInvalidateLayout(forBoundsChange:)` says so (a width change for most layouts, every
/// scroll for layouts that pin headers). In a batch update, `prepare(forCollectionViewUpdates:)`,
/// then the initial and final attributes of the elements that come and go, then
/// `finalizeCollectionViewUpdates()`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout belongs to, once it is given one.
    open internal(set) weak var collectionView: UICollectionView?
    /// The decoration view classes registered by kind.
    var decorationMakers: [String: () -> UICollectionReusableView] = [:]
    /// The rows of the sections whose items scroll across the layout's scrolling axis (a
    /// compositional layout's orthogonal sections); none by default.
    var orthogonalRows: [OrthogonalRow] { [] }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes the layout makes (for subclasses that add properties).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: - Invalidating

    /// Marks the whole layout out of date: the collection view prepares it again at its next layout.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// A new context of the layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let kind = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (kind ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Marks the parts `context` names out of date; subclasses that keep work between preparations
    /// read the context, then call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(context)
    }

    /// Whether a change of the collection view's bounds to `newBounds` makes the layout out of
    /// date; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// The context for a bounds change the layout said invalidates it.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: - Laying out

    /// Works out the layout; called after each invalidation, before anything is asked.
    open func prepare() {}

    /// The size of everything the layout places; `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        nil
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops; there by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after an update or a change of layout; the proposed one by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Decoration views

    /// Registers the class of the decoration views of `elementKind` (nil forgets it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let kind = viewClass as? UICollectionReusableView.Type else {
            decorationMakers[elementKind] = nil
            return
        }
        decorationMakers[elementKind] = { kind.init(registeredWithIdentifier: elementKind) }
    }

    /// Registers a nib for the decoration views of `elementKind`; making one stops (`UINib`).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        guard let nib else {
            decorationMakers[elementKind] = nil
            return
        }
        decorationMakers[elementKind] = { nib.instantiate(withOwner: nil).first as! UICollectionReusableView }
    }

    // MARK: - Self-sizing

    /// Whether a cell's preferred attributes (`preferredLayoutAttributesFitting(_:)`, asked when
    /// the layout uses estimated sizes) that differ from the layout's make it out of date; false by
    /// default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context for a cell's preferred attributes: the item (or supplementary view) invalidated.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Whether the layout sizes elements by their views (estimated sizes): the collection view then
    /// asks each new element's view for its preferred attributes.
    var sizesElementsByTheirViews: Bool { false }

    // MARK: - Interactive movement

    /// Where an item being moved would land at `position`: the item under it, else where it is.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The moving item's attributes: its own, centred on `position`, in front of everything.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes =
            layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int16.max)
        return attributes
    }

    /// The context for a moving item's new target position.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: targetIndexPaths + previousIndexPaths)
        return context
    }

    /// The context for the end of a movement, ended or cancelled.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: indexPaths + previousIndexPaths)
        return context
    }

    // MARK: - Updates

    /// The batch's changes, before the final layout's attributes are asked for.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The batch's animations are set up.
    open func finalizeCollectionViewUpdates() {}

    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}

    /// Where an inserted item's cell starts; nil (the default) starts it where it ends.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where a deleted item's cell goes; nil (the default) takes it away where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }
}

/// What part of a layout is out of date: everything, the data source's counts, or some elements.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var invalidatesEverything = false
    var invalidatesDataSourceCounts = false

    public required override init() {
        super.init()
    }

    /// Whether the whole layout must be worked out again (`invalidateLayout()`, a reload).
    open var invalidateEverything: Bool { invalidatesEverything }
    /// Whether the numbers of sections and items may have changed.
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }

    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves with the invalidation.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes with the invalidation.
    open var contentSizeAdjustment = CGSize.zero

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedSupplementaryIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = kinds
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedDecorationIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = kinds
    }
}

/// One change of a batch update, as the layout is told of it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    /// The item or section before the change (nil for an insertion); a section is an index path
    /// whose item is `NSNotFound`.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item or section after the change (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
