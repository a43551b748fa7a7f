/// A rectangle on screen that draws content and holds subviews; its geometry lives on its layer,
/// whose delegate it is.
///
/// This file holds the overridable surface (Swift without Objective-C cannot override members
/// declared in extensions); the work is done in the `UIView+Concern.swift` files.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance creates; override to return e.g. a `CAShapeLayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer
    public internal(set) var superview: UIView? {
        get { superviewStorage?.takeUnretainedValue() }
        set { superviewStorage = newValue.map(Unmanaged.passUnretained) }
    }
    /// `superview`, held as a plain pointer, as a layer holds its view (`CALayer.viewDelegate`): a
    /// superview holds its subviews, and its deinit clears this in those that outlive it. Walks up
    /// the hierarchy read it through `Unmanaged`, which retains no view on the way.
    nonisolated(unsafe) var superviewStorage: Unmanaged<UIView>?
    public internal(set) var subviews: [UIView] = []
    /// Set when the view is (in) a window; kept in step by the hierarchy methods.
    weak var windowStorage: UIWindow?
    weak var owningViewController: UIViewController?
    /// The tint set on this view; nil inherits the superview's.
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage = TintAdjustmentMode.automatic
    var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Insets a container adds to the safe area of this view and its subviews (the bars of a
    /// navigation or tab bar controller cover its content view).
    var barSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if barSafeAreaInsets != oldValue { safeAreaSourceDidChange() } }
    }
    /// The safe area last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The bounds size at the view's last layout; nil before its first.
    var lastLayoutSize: CGSize?
    /// True while the view's `layoutSubviews()` runs: the sizes it gives its subviews then do not ask
    /// it to lay out again.
    var isLayingOutSubviews = false
    /// Set by the base `draw(_:)`: tells the display pass this class may not draw.
    var defaultDrawCalled = false
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// Constraints, guides and priorities (see `UIView+Constraints.swift`).
    /// Not isolated, so the deinit can let the view's guides and constraints forget it.
    nonisolated(unsafe) final var autoLayout = AutoLayoutState()
    var interactionStorage: [any UIInteraction] = []
    /// Trait overrides, the traits last heard of, trait change registrations (see `UIView+Traits.swift`).
    var traitNode = TraitNode()

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with `frame`; a non-empty frame asks for a first `layoutSubviews`.
    public init(frame: CGRect) {
        layer = CALayer.make(ofClass: Self.layerClass)
        super.init()
        layer.viewDelegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.needsDisplayOnBoundsChange = false
        self.frame = frame
        layer.setNeedsDisplay()
    }

    public required init?(coder: NSCoder) {
        layer = CALayer.make(ofClass: Self.layerClass)
        super.init()
        layer.viewDelegate = self
        layer.contentsScale = UIScreen.main.scale
    }

    /// A deallocated view tells itself `willRemoveSubview(_:)` for each subview, first added first,
    /// and subviews that outlive it forget their superview. Views die on the main thread; one
    /// released elsewhere skips the calls.
    ///
    /// Not an `isolated deinit`: the compiler rejects those in `@preconcurrency` classes. Most views
    /// have no subviews, and they skip asking which thread this is.
    deinit {
        layer.viewDelegate = nil
        autoLayout.handle?.clear()
        for guide in autoLayout.guides { guide.owningViewStorage = nil }
        for guide in autoLayout.systemGuides.values { guide.owningViewStorage = nil }
        for constraint in autoLayout.installed { constraint.installedView = nil }
        let children = subviews
        guard !children.isEmpty else { return }
        if MainThread.isCurrent {
            MainActor.assumeIsolated {
                for subview in children { willRemoveSubview(subview) }
            }
        }
        for subview in children { subview.superviewStorage = nil }
    }

    // MARK: - Geometry

    /// The bounding box of the transformed bounds in the superview's space. Setting it with a
    /// non-identity transform keeps the transform and scales the bounds (see `UIView+Geometry.swift`).
    open var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate space; its origin scrolls the content and subviews.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBounds(newValue) }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            autoLayout.liveEngine?.frameChanged(self)
        }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3D transform; `transform` is its affine part.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Pixels per point of the view's drawn content; it follows the scale of the window's screen
    /// (the `displayScale` trait).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// Whether the layer draws at the scale of the view's screen; false for a view whose contents
    /// carry their own scale (an image view's image).
    var followsDisplayScale: Bool { true }

    /// Whether a change of the bounds size resizes the subviews by their `autoresizingMask`.
    open var autoresizesSubviews = true
    /// How the view follows its superview's size changes; none by default.
    open var autoresizingMask: AutoresizingMask = []

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// The size the view's content wants, either dimension `UIView.noIntrinsicMetric` when it has
    /// no preference; neither by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says that `intrinsicContentSize` (or a baseline) changed: Auto Layout reads it again before
    /// the next layout, and a stack view filling by proportion shares its axis again.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin.
    open func sizeToFit() {
        resizeKeepingOrigin(to: sizeThatFits(bounds.size))
    }

    // MARK: - Appearance

    open var backgroundColor: UIColor? {
        didSet {
            if let color = backgroundColor {
                layer.backgroundColor =
                    color.dynamicSource == nil ? color.cgColor : color.resolvedCGColor(with: traitCollection)
            } else {
                layer.backgroundColor = nil
            }
            appearancePropertyDidChange(\UIView.backgroundColor)
        }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Hiding a view that is (or holds) its window's first responder makes it resign; a stack view
    /// arranging the view collapses or expands it.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if newValue { resignFirstResponderInSubtree() }
            if changed { (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) }
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether the backing store is cleared (in the dirty rectangle) before `draw(_:)`; when false,
    /// `draw(_:)` paints over what it drew last time.
    open var clearsContextBeforeDrawing = true

    /// How the drawn content follows a change of the bounds: `.redraw` draws again, the others
    /// place the old content by the layer's `contentsGravity`.
    open var contentMode = ContentMode.scaleToFill {
        didSet { applyContentMode() }
    }

    /// A view whose alpha masks this view; its layer becomes the layer's `mask`.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// The first tint set on the view or an ancestor, else `systemBlue`; dimmed when the effective
    /// `tintAdjustmentMode` is `.dimmed`. Setting it calls `tintColorDidChange()` here and on every
    /// descendant that inherits it.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            setTintColor(newValue)
            appearancePropertyDidChange(\UIView.tintColor)
        }
    }

    /// The first non-automatic mode on the view or an ancestor, else `.normal`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the effective tint colour or adjustment mode changed; the default does nothing.
    open func tintColorDidChange() {}

    open var tag = 0
    /// The name state restoration would save the view under; stored, as there is no state restoration.
    open var restorationIdentifier: String?
    /// Whether the view and its subviews receive events; hit-testing skips them when false.
    open var isUserInteractionEnabled = true
    /// Whether the view gets every touch of a multi-touch sequence; when false (the default) it gets
    /// only the first, though its gesture recognizers still see them all.
    open var isMultipleTouchEnabled = false
    /// Whether a touch in the view keeps every other view of its window from getting touches (and
    /// the view from getting one while others have theirs); false by default.
    open var isExclusiveTouch = false
    /// Animation blocks without `.allowUserInteraction` animating the view now; hit-testing skips it.
    var animationsBlockingTouches = 0

    // MARK: - Hierarchy

    open var window: UIWindow? { windowStorage }

    open func addSubview(_ view: UIView) {
        insert(view, .end)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, .index(index))
    }

    /// Inserts `view` just above `siblingSubview`, or on top when that is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, .above(siblingSubview))
    }

    /// Inserts `view` just below `siblingSubview`, or at the back when that is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, .below(siblingSubview))
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchange(index1, index2)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, .end)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, .index(0))
    }

    open func removeFromSuperview() {
        superview?.remove(self)
    }

    /// The view with `tag`: the receiver, else its subtree depth-first.
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

    /// Lays out now what is pending, from the farthest ancestor in an unbroken chain of ancestors
    /// that need layout, parents before children; does nothing when nothing is pending.
    ///
    /// Auto Layout's pass runs first (pending `updateConstraints()`, views the solution moved) and
    /// again after layout, as in a commit, so constraint changes followed by `layoutIfNeeded()`
    /// inside an animation block animate.
    open func layoutIfNeeded() {
        layoutEngineIfNeeded()
        AutoLayoutPass.prepareLayout()
        layer.layoutIfNeeded()
        for _ in 0..<AutoLayoutPass.maximumRounds {
            guard AutoLayoutPass.settleEngines() else { break }
            layer.layoutIfNeeded()
        }
    }

    /// Lays out subviews; called once per commit when layout was requested. The default places the
    /// subviews that Auto Layout positions at their solved frames; a subclass calls it first and may
    /// then adjust.
    open func layoutSubviews() {
        applyConstraintFrames()
    }

    // MARK: - Auto Layout (UIView+Constraints.swift, UIView+Fitting.swift)

    /// Whether the view only works with Auto Layout; false by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Whether the frame (with the autoresizing mask) fixes the view for Auto Layout: true for views
    /// made in code. Set it to false for views that constraints place.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translates }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// Updates the view's constraints before layout, children before parents; an override makes or
    /// changes constraints and calls `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() {
        markNeedsUpdateConstraints()
    }

    /// Runs the pending `updateConstraints()` of this view and its subviews now, children first.
    open func updateConstraintsIfNeeded() {
        updatePendingConstraints()
    }

    open func needsUpdateConstraints() -> Bool {
        autoLayout.needsUpdateConstraints
    }

    /// How far the content's alignment rectangle (what constraints place) lies inside the frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline stands for this view's in constraints; the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline stands for this view's in constraints; the view itself by default.
    open var forLastBaselineLayout: UIView { self }
    /// The view whose baseline stands for this view's, from before first and last baselines were
    /// told apart; the view itself by default.
    open func forBaselineLayout() -> UIView { self }

    /// The bounds size changed from `oldSize` (a label wrapping at its width measures again).
    func boundsSizeChanged(from oldSize: CGSize) {}

    /// Where the view's baselines sit; a view without text has both at its bottom.
    func baselinePosition(first: Bool) -> BaselinePosition { .fromBottom(0) }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setPriority(priority, for: axis, hugging: true)
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }

    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        setPriority(priority, for: axis, hugging: false)
    }

    /// The smallest (or largest) size the view's constraints allow, nearest `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give when its width and height are asked to be `targetSize`'s
    /// at the given priorities (`.required` fixes one, `.fittingSizeLevel` lets it fit the content).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Spacing for content inside the view; 8 points on each edge by default. Setting it calls
    /// `layoutMarginsDidChange()` and asks for layout.
    open var layoutMargins: UIEdgeInsets {
        get { layoutMarginsStorage }
        set { setLayoutMargins(newValue) }
    }

    /// `layoutMargins` by leading and trailing edge (left to right on this runtime).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true

    /// The part of the view covered by bars (a navigation bar, a tab bar) or added by a controller's
    /// `additionalSafeAreaInsets`; a desktop window itself has no notch, status bar or home indicator.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}

    /// Whether Tab may give the view keyboard focus; false for views, true for enabled controls and
    /// text fields.
    open var canBecomeFocused: Bool { false }

    /// The view gained or lost keyboard focus (`context` says which); the default does nothing.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The traits of the view's environment: its controller's or superview's, with its own
    /// `traitOverrides`; a window's come from the desktop (style, text size) and its size (size classes).
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// The traits changed (the desktop's style, an override, the window crossing a size-class
    /// boundary); called before the next layout with the new traits current. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The style this view and its subviews use whatever they inherit; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    // MARK: - Hit testing

    /// The farthest descendant (or this view) that contains `point`, given in this view's space: nil when interaction is disabled, the view is hidden or its alpha is
    /// at most 0.01, or `point(inside:with:)` says no; else subviews last to first, else self.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's space) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: - Gesture recognizers

    /// The recognizers attached to the view, in the order added; nil when there are none. Setting
    /// replaces them (see `UIView+Gestures.swift`).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches `gestureRecognizer`, moving it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` if it is attached here.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Asked (after the recognizer's delegate) when a recognizer seeing a touch that began in this
    /// view (its own or an ancestor's) is about to begin; false makes it fail. True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: - Drawing

    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks `rect` for redrawing; rectangles marked before the next display add up, and `draw(_:)`
    /// gets their union with the context clipped to it.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`, whose space is the bounds,
    /// clipped to `rect`. The default draws nothing; views that do not override it get no backing store.
    open func draw(_ rect: CGRect) {
        defaultDrawCalled = true
    }

    // MARK: - CALayerDelegate

    /// Calls `draw(_:)` with `ctx` current and the clip's bounding box as the rectangle to draw;
    /// open, as on iOS, for views that draw their layer themselves.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(ctx.boundingBoxOfClipPath)
        UIGraphicsPopContext()
    }

    open func display(_ layer: CALayer) {
        displayContent()
    }

    open func layoutSublayers(of layer: CALayer) {
        runLayout()
    }

    /// Inside an animation block, the animation of the change; otherwise no action, ending the
    /// search, so a view's own layer does not animate by itself.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if layer === self.layer { dynamicLayerColorDidChange(event) }
        return animationAction(for: layer, forKey: event) ?? UIView.noAction
    }

    private static let noAction = NSNull()
}
