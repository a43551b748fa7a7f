/// A scrolling view of items in sections placed by a layout object (`UICollectionViewLayout`):
/// cells and supplementary views come from the data source only for what the layout places in the
/// visible rect and a margin around it, and are reused as they leave it.
///
/// This file holds the overridable surface and the state; the work is in the `UICollectionView+…`
/// files. `delegate` is the scroll view's property: a `UICollectionViewDelegate` assigned to it is
/// used as one (Swift cannot narrow an inherited property's type as Objective-C does).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What kind of element layout attributes place.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// Where an item comes to rest when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// How far past the visible rect elements are made, so those scrolling in are ready.
    static let preparedMargin: CGFloat = 44

    /// The layout placing the elements; setting it lays the view out again with the new one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            takeListBackground()
            layoutNeedsPreparing = true
            setNeedsLayout()
        }
    }

    /// Where the items come from; held weakly.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// Behind the content, filling the view; nil by default.
    open var backgroundView: UIView? {
        didSet {
            if let oldValue, oldValue !== backgroundView { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { keepOnlyLastSelection() } }
    }
    /// Whether the items show their editing accessories (list cells' delete controls and grips).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let cell as UICollectionViewCell in visibleElements.values {
                cell.setNeedsUpdateConfiguration()
                cell.setNeedsLayout()
            }
        }
    }

    /// The numbers of items in each section, as the last reload found them.
    var itemCounts: [Int] = []
    var needsReload = true
    var layoutNeedsPreparing = true
    /// The elements on screen (and in the margin), by what they show.
    var visibleElements: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes last applied to each element on screen.
    var appliedAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    var cellQueue = ReusableViewQueue<UICollectionViewCell>()
    /// Supplementary views by kind and identifier (`"kind\u{0}identifier"`), decoration views by kind.
    var supplementaryQueue = ReusableViewQueue<UICollectionReusableView>()
    var decorationQueue = ReusableViewQueue<UICollectionReusableView>()
    var selectedItems: [IndexPath] = []
    var highlightedItem: IndexPath?
    /// The batch update being recorded, and how deeply `performBatchUpdates` calls nest.
    var pendingBatch: BatchUpdates?
    var batchDepth = 0
    /// Told ahead of items coming on screen; held weakly.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether the prefetch data source is told; true by default.
    open var isPrefetchingEnabled = true
    /// The items offered to the prefetch data source and not yet shown or cancelled, and those
    /// offered or shown since they came within reach.
    var prefetchedItems = Set<IndexPath>()
    var prefetchDoneItems = Set<IndexPath>()
    /// Whether moving the keyboard focus selects the item focused; false by default.
    open var selectionFollowsFocus = false
    /// The item the keyboard focus is on.
    var keyboardFocusedItem: IndexPath?
    /// The list row swiped open on its actions, or being swiped.
    var rowSwipe: RowSwipe?
    /// The item being moved by hand, while it is.
    var movement: InteractiveMovement?
    /// The item whose context menu is open.
    var contextMenuItem: IndexPath?
    /// The cell `reconfigureItems(at:)` hands back to the data source's dequeue.
    var reconfiguringCell: UICollectionViewCell?
    /// The bounds the layout was last asked about.
    var lastLayoutBounds = CGRect.null
    var isPlacingElements = false
    /// The scroll views of the sections scrolling across the layout, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        alwaysBounceVertical = false
        backgroundColor = .systemBackground
        takeListBackground()
        addGestureRecognizer(makeSwipeRecognizer())
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        addGestureRecognizer(makeSwipeRecognizer())
    }

    /// A list layout's background (grey behind grouped lists) becomes the view's.
    private func takeListBackground() {
        if let color = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listBackgroundColor {
            backgroundColor = color
        }
    }

    /// Asks the data source for everything again; the elements on screen are made again.
    open func reloadData() {
        setNeedsReload()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        placeElements()
    }

    /// The layout is asked about a change of bounds before it is made, as on iOS: while its
    /// `shouldInvalidateLayout(forBoundsChange:)` runs, the collection view's bounds are the old ones.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsWillChange(to: newValue)
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            if transform.isIdentity { boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) }
            super.frame = newValue
        }
    }

    // MARK: - Touches on items (UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        closeSwipe(animated: true)
        if highlightedItem == nil, let touch = touches.first { pressBegan(at: touch.location(in: self)) }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressEnded(selecting: true)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressEnded(selecting: false)
        super.touchesCancelled(touches, with: event)
    }

    /// A drag's resting offset as the layout adjusts it (a layout that snaps to its items).
    override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// A collection view with items to select takes keyboard focus (Tab reaches it).
    open override var canBecomeFocused: Bool {
        allowsSelection && itemCounts.contains { $0 > 0 }
    }

    /// Items cancel their presses when a drag scrolls, controls in them included.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        true
    }
}

/// An element on screen, by what it shows: its category, kind (empty for cells) and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}
