/// A rectangle of content in a tree: geometry, appearance and sublayers. The model tree is what code
/// sets; the compositor paints it into a window.
///
/// Every change marks what it affects and schedules a commit at the end of the run-loop turn.
@MainActor
open class CALayer {
    /// The layer's own coordinate space; its origin scrolls sublayers and content.
    open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
            changed()
        }
    }

    /// Where `anchorPoint` sits in the superlayer's coordinates.
    open var position: CGPoint = .zero { didSet { if position != oldValue { changed() } } }
    /// The point of the bounds, in unit coordinates, that `position` names and transforms pivot on.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { changed() } } }
    open var transform = CATransform3DIdentity { didSet { if transform != oldValue { changed() } } }
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    open var opacity: Float = 1 { didSet { if opacity != oldValue { changed() } } }
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { changed() } } }
    open var backgroundColor: CGColor? { didSet { changed() } }
    open var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { changed() } } }
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { changed() } } }
    open var borderColor: CGColor? = .black { didSet { changed() } }
    /// An image shown in the bounds; a `CGImage`, or nil.
    open var contents: Any? { didSet { changed() } }
    /// Pixels per point of the backing store drawn by `display()`.
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { setNeedsDisplay() } }
    }
    open var isOpaque = false
    open var needsDisplayOnBoundsChange = false
    open var name: String?
    open weak var delegate: CALayerDelegate?

    public internal(set) var sublayers: [CALayer]?
    public internal(set) weak var superlayer: CALayer?

    var layoutPending = false
    var displayPending = false
    /// What `display()` drew, kept until the next `display()`.
    package internal(set) var backingStore: CGContext?
    /// The window host painting this tree, set on root layers only.
    package weak var host: LayerHost?

    public required init() {}

    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        isHidden = other.isHidden
        opacity = other.opacity
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        contents = other.contents
        contentsScale = other.contentsScale
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from position, bounds, anchor point
    /// and transform; setting it keeps the transform and moves and resizes the bounds.
    open var frame: CGRect {
        get {
            let local = CGRect(
                x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
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

    // MARK: - Hierarchy
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "A layer can't be its own sublayer")
        precondition(!isDescendant(of: layer), "A layer can't be added to its own sublayer")
        if layer.superlayer === self, let current = sublayers?.firstIndex(where: { $0 === layer }) {
            sublayers!.remove(at: current)
        } else {
            layer.removeFromSuperlayer()
        }
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
        setNeedsLayout()
        changed()
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index =
            sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.changed()
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    // MARK: - Display and layout
    /// Marks the content as needing `display()` at the next commit.
    open func setNeedsDisplay() {
        displayPending = true
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
    open func layoutIfNeeded() {
        if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] { sublayer.layoutIfNeeded() }
    }

    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
}
