/// A rectangle of content in a tree: geometry, appearance and sublayers. The model tree is what code
/// sets; the compositor paints it into a window.
///
/// Every change marks what it affects and schedules a commit at the end of the run-loop turn.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The layer's own coordinate space; its origin scrolls sublayers and content.
    open var bounds: CGRect = .zero {
        didSet {
            Self.requireFinite(bounds, "bounds")
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size {
                if UpdateCycle.current.layerWrites == .model {
                    if needsDisplayOnBoundsChange { setNeedsDisplay() }
                    setNeedsLayout()
                }
            }
            propertyDidChange("bounds", from: oldValue)
        }
    }

    /// Where `anchorPoint` sits in the superlayer's coordinates.
    open var position: CGPoint = .zero {
        didSet {
            Self.requireFinite(position, "position")
            if position != oldValue { propertyDidChange("position", from: oldValue) }
        }
    }
    /// The point of the bounds, in unit coordinates, that `position` names and transforms pivot on.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { propertyDidChange("anchorPoint", from: oldValue) } }
    }
    open var transform = CATransform3DIdentity {
        didSet { if transform != oldValue { propertyDidChange("transform", from: oldValue) } }
    }
    /// The anchor point's z coordinate, which transforms pivot on.
    open var anchorPointZ: CGFloat = 0 {
        didSet { if anchorPointZ != oldValue { propertyDidChange("anchorPointZ", from: oldValue) } }
    }
    /// Orders siblings: higher values paint later (on top) and are hit first; ties keep array order.
    open var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            if (zPosition == 0) != (oldValue == 0) { superlayer?.zPositionedSublayers += zPosition == 0 ? -1 : 1 }
            propertyDidChange("zPosition", from: oldValue)
        }
    }
    /// Applied to the sublayers, about this layer's anchor point (for example a shared perspective).
    open var sublayerTransform = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { propertyDidChange("sublayerTransform", from: oldValue) } }
    }
    open var isHidden = false { didSet { if isHidden != oldValue { propertyDidChange("hidden", from: oldValue) } } }
    open var opacity: Float = 1 { didSet { if opacity != oldValue { propertyDidChange("opacity", from: oldValue) } } }
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { propertyDidChange("masksToBounds", from: oldValue) } }
    }
    open var backgroundColor: CGColor? { didSet { propertyDidChange("backgroundColor", from: oldValue) } }
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { propertyDidChange("cornerRadius", from: oldValue) } }
    }
    /// The corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    { didSet { if maskedCorners != oldValue { propertyDidChange("maskedCorners", from: oldValue) } } }
    /// Accepted for compatibility; corners are always drawn circular.
    open var cornerCurve = CALayerCornerCurve.circular
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { propertyDidChange("borderWidth", from: oldValue) } }
    }
    open var borderColor: CGColor? = .black { didSet { propertyDidChange("borderColor", from: oldValue) } }
    /// An image shown in the bounds; a `CGImage`, or nil.
    open var contents: Any? { didSet { propertyDidChange("contents", from: oldValue) } }
    /// How `contents` is placed in the bounds.
    open var contentsGravity = CALayerContentsGravity.resize {
        didSet { if contentsGravity != oldValue { propertyDidChange("contentsGravity", from: oldValue) } }
    }
    /// The part of `contents` shown, in unit coordinates of the image.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { propertyDidChange("contentsRect", from: oldValue) } }
    }
    /// The stretchable middle of `contents` (unit coordinates); the rest keeps its size when scaled.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { propertyDidChange("contentsCenter", from: oldValue) } }
    }
    /// How `contents` is sampled when drawn larger than its natural size; `.linear` by default.
    open var magnificationFilter = CALayerContentsFilter.linear {
        didSet { if magnificationFilter != oldValue { propertyDidChange("magnificationFilter", from: oldValue) } }
    }
    /// How `contents` is sampled when drawn smaller than its natural size; `.linear` by default
    /// (`.trilinear` samples as `.linear`: there are no mipmaps).
    open var minificationFilter = CALayerContentsFilter.linear {
        didSet { if minificationFilter != oldValue { propertyDidChange("minificationFilter", from: oldValue) } }
    }
    /// The level-of-detail bias of `.trilinear` minification; stored, not used (no mipmaps).
    open var minificationFilterBias: Float = 0
    /// Whether drawing may be deferred to a background thread; stored, drawing stays on the main thread.
    open var drawsAsynchronously = false

    // MARK: - Shadow, mask, group opacity, rasterization

    open var shadowColor: CGColor? = .black { didSet { propertyDidChange("shadowColor", from: oldValue) } }
    open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { propertyDidChange("shadowOpacity", from: oldValue) } }
    }
    /// iOS's default offset is 3 points up: (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { propertyDidChange("shadowOffset", from: oldValue) } }
    }
    open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { propertyDidChange("shadowRadius", from: oldValue) } }
    }
    /// The shadow's shape; nil derives it from the layer's content (an offscreen pass).
    open var shadowPath: CGPath? { didSet { propertyDidChange("shadowPath", from: oldValue) } }
    /// A layer whose alpha masks this layer and its sublayers; it has no superlayer of its own.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            changed()
        }
    }
    /// Whether `opacity` applies to the layer and its sublayers as one group (true) or to each alone.
    open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { propertyDidChange("allowsGroupOpacity", from: oldValue) } }
    }
    /// Whether the compositor keeps the layer and its sublayers as one cached bitmap.
    open var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { propertyDidChange("shouldRasterize", from: oldValue) } }
    }
    open var rasterizationScale: CGFloat = 1 {
        didSet { if rasterizationScale != oldValue { propertyDidChange("rasterizationScale", from: oldValue) } }
    }
    /// Pixels per point of the backing store drawn by `display()`.
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { setNeedsDisplay() } }
    }
    open var isOpaque = false { didSet { if isOpaque != oldValue { propertyDidChange("opaque", from: oldValue) } } }
    /// Whether the layer shows when it faces away from the viewer (rotated past 90° about x or y).
    open var isDoubleSided = true {
        didSet { if isDoubleSided != oldValue { propertyDidChange("doubleSided", from: oldValue) } }
    }
    open var needsDisplayOnBoundsChange = false
    open var name: String?
    /// Held weakly, as on iOS. A view, the delegate of its own layer, is held as `viewDelegate`.
    open var delegate: CALayerDelegate? {
        get { viewDelegate ?? weakDelegate }
        set {
            viewDelegate = nil
            weakDelegate = newValue
        }
    }
    private weak var weakDelegate: CALayerDelegate?
    /// The view whose layer this is, held without a weak reference: a weak reference gives its
    /// object a reference-count side table, which makes every retain and release of the object take
    /// Swift's slow path, and views are retained and released all through layout and display. The
    /// view clears it when it dies (`UIView.deinit`), so it never dangles.
    nonisolated(unsafe) package unowned(unsafe) var viewDelegate: CALayerDelegate?

    /// Sublayers and a mask that outlive the layer forget it.
    deinit {
        for sublayer in sublayerList ?? [] { sublayer.superlayerReference = nil }
        mask?.maskOwnerReference = nil
    }

    /// The sublayers, back to front. Setting it removes the current ones from the layer and adds
    /// the given ones in order, as on iOS (`sublayers = nil` and `sublayers?.removeAll()` empty it).
    open var sublayers: [CALayer]? {
        get { sublayerList }
        set { replaceSublayers(with: newValue ?? []) }
    }
    /// The storage behind `sublayers`; nil while the layer has none.
    private(set) var sublayerList: [CALayer]?
    /// How many sublayers have a `zPosition` other than 0: while none has, the sublayers are painted
    /// in array order without reading each one's (see `sublayersInRenderOrder`).
    var zPositionedSublayers = 0
    public internal(set) var superlayer: CALayer? {
        get { superlayerReference?.takeUnretainedValue() }
        set { superlayerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `superlayer`, held as a plain pointer (see `viewDelegate` for why not weakly): a superlayer
    /// holds its sublayers, and its deinit clears this in those that outlive it.
    /// Unmanaged, so walking up the tree (`rootLayer`, on every change) retains no layer on the way.
    nonisolated(unsafe) private var superlayerReference: Unmanaged<CALayer>?

    var layoutPending = false
    var displayPending = false
    /// The part of the bounds `setNeedsDisplay(_:)` marked since the last display; nil means all.
    package internal(set) var dirtyRect: CGRect?
    /// The layer this one masks, when it is a `mask`.
    package internal(set) var maskOwner: CALayer? {
        get { maskOwnerReference?.takeUnretainedValue() }
        set { maskOwnerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `maskOwner`, held as a plain pointer like `superlayerReference`, and cleared by the owner's deinit.
    nonisolated(unsafe) private var maskOwnerReference: Unmanaged<CALayer>?

    /// The layer above this one: its superlayer, or the layer it masks.
    nonisolated var parentReference: Unmanaged<CALayer>? { superlayerReference ?? maskOwnerReference }
    /// What `display()` drew, kept until the next `display()`.
    package internal(set) var backingStore: CGContext?
    /// Where the backing store lies in the bounds space when it is not the bounds (see
    /// `drawIntoBackingStore(covering:)`).
    package internal(set) var backingStoreRect: CGRect?
    /// The window host painting this tree, set on root layers only.
    /// A plain pointer (see `viewDelegate` for why not weak): the host holds its root layer, and its
    /// deinit clears this.
    nonisolated(unsafe) package unowned(unsafe) var host: LayerHost?
    /// Something about this layer changed since the compositor last looked (see `changed()`).
    @exclusivity(unchecked) var needsComposite = true
    /// A sublayer was removed since the compositor last looked (see `treeChanged()`).
    @exclusivity(unchecked) var lostSublayers = false
    /// What the compositor remembers of this layer between frames: where it was, caches.
    @exclusivity(unchecked) var compositorRecord: CompositorRecord?

    // MARK: - Timing and animations (see CALayer+Animations.swift)

    /// The animations on the layer, in the order added: later ones apply on top.
    var animationEntries: [AnimationEntry] = []
    /// When the layer's timeline starts in its superlayer's (`CAMediaTiming`).
    open var beginTime: CFTimeInterval = 0 { didSet { if beginTime != oldValue { timingDidChange() } } }
    /// Kept for `CAMediaTiming`; a layer's own timeline does not end.
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time (and its animations') runs; 0 pauses them.
    open var speed: Float = 1 { didSet { if speed != oldValue { timingDidChange() } } }
    open var timeOffset: CFTimeInterval = 0 { didSet { if timeOffset != oldValue { timingDidChange() } } }
    /// Kept for `CAMediaTiming`; a layer's own timeline does not repeat.
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    /// Actions by key, searched after the delegate's (see `action(forKey:)`).
    open var actions: [String: CAAction]?
    /// Values searched for keys the layer has no value of; its "actions" entry is searched for actions.
    open var style: [AnyHashable: Any]?
    /// For a presentation copy, the model layer it shows.
    weak var modelLayerStorage: CALayer?

    /// The action for `event`, searched in this order: the delegate's
    /// `action(for:forKey:)`, then `actions`, then `style`'s actions, then
    /// `defaultAction(forKey:)`. `NSNull` anywhere stops the search with no action.
    open func action(forKey event: String) -> CAAction? {
        searchAction(forKey: event)
    }

    /// The action when nothing else names one: for an animatable property, an animation from the
    /// previous value over the transaction's duration and curve; nil otherwise.
    open class func defaultAction(forKey event: String) -> CAAction? {
        implicitAnimation(forKey: event)
    }

    /// Whether changes of `key` need the layer drawn again; animations of such keys redraw it
    /// every frame with the animated value. False by default; subclasses with custom
    /// animatable properties return true for them.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// Adds a copy of `anim` under `key` (nil: a key of its own), replacing any animation there.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addAnimation(anim, forKey: key)
    }

    /// A copy of the layer (without sublayers) with the values its animations show now.
    open func presentation() -> Self? {
        presentationCopy()
    }

    /// For a presentation copy, the model layer; otherwise the layer itself.
    open func model() -> Self {
        (modelLayerStorage as? Self) ?? self
    }

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (not its sublayers, animations or delegate), as Core
    /// Animation makes for presentation layers; subclasses copy theirs and call super.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { takeModelValues(of: other) }
    }

    /// A layer with default values: there are no nibs to decode here, so `coder` is not read.
    ///
    /// This is the initializer the system calls when it has only a class, as for
    /// `UIView.layerClass` and `presentation()` (see `CALayer+Construction.swift`): it is the one
    /// iOS makes `required`, so every subclass has it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Copies `other`'s model values into this layer, for `init(layer:)` and presentation copies.
    /// Layer kinds override it to copy their own properties, then call super.
    func takeModelValues(of other: CALayer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        zPosition = other.zPosition
        isHidden = other.isHidden
        opacity = other.opacity
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsScale = other.contentsScale
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        allowsGroupOpacity = other.allowsGroupOpacity
        isOpaque = other.isOpaque
        isDoubleSided = other.isDoubleSided
        name = other.name
        beginTime = other.beginTime
        speed = other.speed
        timeOffset = other.timeOffset
        undeclaredValues = other.undeclaredValues
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from position, bounds, anchor point
    /// and transform; setting it keeps the transform and moves and resizes the bounds.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(
                x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
                height: size.height)
            let affine = CATransform3DGetAffineTransform(transform)
            return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let affine = CATransform3DGetAffineTransform(transform)
            let size = affine.isIdentity ? newValue.size : bounds.size
            bounds.size = size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: - Key-value coding (CALayer+KeyValueCoding.swift)

    /// Values set with `setValue(_:forKey:)` for keys that name no property.
    package var undeclaredValues: [String: Any] = [:]

    /// The value a key has until one is set: for a declared property, its value on a new layer;
    /// nil for other keys. Subclasses override it to give keys of their own a default.
    open class func defaultValue(forKey key: String) -> Any? {
        declaredDefaultValue(forKey: key)
    }

    // MARK: - Hierarchy
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        preconditionAlways(layer !== self, "A layer can't be its own sublayer")
        preconditionAlways(!isDescendant(of: layer), "A layer can't be added to its own sublayer")
        let isRestack = layer.superlayer === self
        if isRestack, let current = sublayers?.firstIndex(where: { $0 === layer }) {
            sublayerList!.remove(at: current)
        } else {
            layer.removeFromSuperlayer()
            if layer.zPosition != 0 { zPositionedSublayers += 1 }
        }
        // In place: a copy of the list per insertion made filling a layer quadratic.
        if sublayerList == nil { sublayerList = [] }
        sublayerList!.insert(layer, at: min(Int(index), sublayerList!.count))
        layer.superlayer = self
        setNeedsLayout()
        // Only the inserted layer's area changes (it is new here, or restacked).
        layer.changed()
        if !isRestack { layer.runOrderAction(kCAOnOrderIn) }
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if layer.superlayer === self, layer !== sibling { layer.removeFromSuperlayer() }
        let index =
            sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if layer.superlayer === self, layer !== sibling { layer.removeFromSuperlayer() }
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the current sublayers that are not in `layers`, then adds `layers` in order.
    private func replaceSublayers(with layers: [CALayer]) {
        for old in sublayerList ?? [] where !layers.contains(where: { $0 === old }) { old.removeFromSuperlayer() }
        for layer in layers { addSublayer(layer) }
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers; does nothing if `oldLayer` is not one.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's coordinates;
    /// hidden layers and their sublayers are skipped, later (higher `zPosition`) siblings first.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convert(p, from: superlayer)
        if masksToBounds, !contains(local) { return nil }
        for sublayer in sublayersInRenderOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's own bounds space (the
    /// context's current user space), as the compositor paints them on screen.
    open func render(in ctx: CGContext) {
        Compositor.render(self, in: ctx)
    }

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        runOrderAction(kCAOnOrderOut)
        // The compositor damages where the removed layers were when it no longer finds them.
        parent.treeChanged()
        parent.sublayerList?.removeAll { $0 === self }
        if parent.sublayerList?.isEmpty == true { parent.sublayerList = nil }
        if zPosition != 0 { parent.zPositionedSublayers -= 1 }
        superlayer = nil
    }

    // MARK: - Display and layout
    /// Marks the content as needing `display()` at the next commit.
    open func setNeedsDisplay() {
        // A value put in only to be composited asks for no drawing: only keys that
        // `needsDisplay(forKey:)` names redraw the layer while they animate.
        switch UpdateCycle.current.layerWrites {
        case .model, .animatedForDisplay: break
        case .animated, .untracked: return
        }
        displayPending = true
        dirtyRect = nil
        changed()
    }

    /// Marks part of the bounds for redrawing; pending rectangles add up until the next display.
    open func setNeedsDisplay(_ r: CGRect) {
        guard !r.isEmpty else { return }
        if displayPending {
            dirtyRect = dirtyRect.map { $0.union(r) }
        } else {
            displayPending = true
            dirtyRect = r
        }
        changed()
    }

    /// Whether `display()` will run at the next commit.
    open func needsDisplay() -> Bool { displayPending }

    /// Whether `layoutSublayers()` will run at the next commit.
    open func needsLayout() -> Bool { layoutPending }

    open func displayIfNeeded() {
        guard displayPending else { return }
        displayPending = false
        display()
    }

    /// Updates the content: asks the delegate, or else draws into a new backing store.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoBackingStore()
        }
    }

    /// Draws the content; the default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    open func setNeedsLayout() {
        guard !layoutPending else { return }
        layoutPending = true
        CATransaction.scheduleCommit()
    }

    /// Lays out this layer if it needs it, then its sublayers, parents before children.
    /// Lays out what is pending now: climbs the unbroken chain of superlayers that need layout,
    /// then lays out the whole tree below the farthest of them, parents before children, as Core
    /// Animation documents. Nothing pending means nothing runs.
    open func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.layoutPending { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
}
