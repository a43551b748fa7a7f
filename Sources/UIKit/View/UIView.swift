/// A rectangle on screen that draws content and holds subviews; its geometry lives on its layer,
/// whose delegate it is.
@MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance creates; override to return e.g. a `CAShapeLayer` subclass.
    open class var layerClass: CALayer.Type { CALayer.self }

    public let layer: CALayer
    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []
    /// Set when the view is (in) a window; kept in step by the hierarchy methods.
    weak var windowStorage: UIWindow?
    weak var owningViewController: UIViewController?

    public override convenience init() {
        self.init(frame: .zero)
    }

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.needsDisplayOnBoundsChange = false
        self.frame = frame
        layer.setNeedsDisplay()
    }

    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
    }

    // MARK: - Geometry

    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: - Appearance

    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    open var tag = 0

    // MARK: - Hierarchy

    open var window: UIWindow? { windowStorage }

    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    open func removeFromSuperview() {
        superview?.remove(self)
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: - Layout

    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    open func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// Lays out subviews; called once per commit when layout was requested. The default does nothing.
    open func layoutSubviews() {}

    // MARK: - Drawing

    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay()
    }

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`, whose space is the bounds.
    /// The default draws nothing; views that do not override it get no backing store.
    open func draw(_ rect: CGRect) {
        defaultDrawCalled = true
    }

    // MARK: - CALayerDelegate

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    public func display(_ layer: CALayer) {
        displayContent()
    }

    public func layoutSublayers(of layer: CALayer) {
        runLayout()
    }

    /// Set by the base `draw(_:)`: tells the display pass this class may not draw.
    var defaultDrawCalled = false
}
