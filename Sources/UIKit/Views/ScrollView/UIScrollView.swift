/// A view whose bounds origin scrolls over content larger than itself, as UIKit's: dragged with iOS's
/// physics (rubber band, deceleration, paging), zoomed, and driven by the desktop's wheels,
/// touchpads, scroll bars and keys.
///
/// The content offset is the bounds origin; the content is `contentSize` points from the origin,
/// with `adjustedContentInset` around it. This file holds the overridable surface and the state;
/// the work is in the `UIScrollView+Concern.swift` files.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset` (`adjustedContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, but the top and bottom always follow the safe area when the scroll
        /// view is the content of a navigation or tab bar controller.
        case automatic = 0
        /// Only along the axes the content scrolls (or always bounces) in.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }

    /// How scroll indicators are coloured.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark, with a light edge, so it shows on any background.
        case `default` = 0
        /// Dark, for light backgrounds.
        case black = 1
        /// Light, for dark backgrounds.
        case white = 2
    }

    /// When scrolling dismisses the keyboard (there is no on-screen keyboard here; kept for ports).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// How fast a flung scroll view slows down: the velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// 0.998 per millisecond: the default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: stops soon, as paged pickers do.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points; the content starts at the origin.
    open var contentSize = CGSize.zero {
        didSet { if contentSize != oldValue { contentGeometryChanged() } }
    }

    /// Room around the content that the scroll view can scroll to; zero by default.
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { contentGeometryChanged() } }
    }

    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryChanged() } }
    }

    /// Whether the indicator insets follow the safe area as the content inset does; true by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// `contentInset` plus the part of the safe area `contentInsetAdjustmentBehavior` takes in.
    open internal(set) var adjustedContentInset = UIEdgeInsets.zero

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    /// The point of the content at the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content to `contentOffset`; `animated` slides it there over 0.3 s, telling the
    /// delegate `scrollViewDidScroll` at every frame and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContent(to: contentOffset, animated: animated)
    }

    /// Scrolls the least needed to show `rect` (content coordinates); nothing when it is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollToShow(rect, animated: animated)
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.size != old.size { contentGeometryChanged() }
            if new.origin != old.origin { contentOffsetDidChange() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { contentGeometryChanged() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutScrollViewParts()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        contentGeometryChanged()
    }

    // MARK: - Scrolling behaviour

    /// Whether the user can scroll; the pan recognizer is enabled with it.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a drag that starts along one axis scrolls along that axis only.
    open var isDirectionalLockEnabled = false
    /// Whether the content can be pulled past its edges and springs back; true by default.
    open var bounces = true
    /// Whether a zoom past the limits springs back; true by default.
    open var bouncesZoom = true
    /// Whether dragging bounces vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether dragging bounces horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling settles on multiples of the bounds size.
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal
    /// Whether a tap on the status bar (here: Ctrl+Home) scrolls to the top; true by default.
    open var scrollsToTop = true
    /// Whether the arrow, page, space, Home and End keys scroll; true by default (iOS 17).
    open var allowsKeyboardScrolling = true
    open var keyboardDismissMode = KeyboardDismissMode.none

    // MARK: - Touches

    /// Whether touches reach the content only once it is clear they do not start a drag (0.15 s
    /// without moving); true by default.
    open var delaysContentTouches = true
    /// Whether a drag may take over touches the content already has; true by default.
    open var canCancelContentTouches = true

    /// Whether the content `view` gets `touches`; true by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may cancel the touches `view` has; true unless it is a control.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// A wheel or touchpad gesture begins only if it can move the content: at its edge, the
    /// scroll view lets an enclosing one have it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, panGestureRecognizer.wheelScrollType != nil {
            let moved = panGestureRecognizer.translation(in: self)
            return wheelMayBegin(CGPoint(x: -moved.x, y: -moved.y))
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The recognizer of drags (and of wheel and touchpad scrolling).
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()

    /// The recognizer of two-finger pinches and Ctrl+wheel; nil unless the content can zoom.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomPinch }

    /// Whether a finger or the mouse is on the content (a drag may not have started).
    open var isTracking: Bool { touchTracking }
    /// Whether the user is scrolling the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after the user let go.
    open internal(set) var isDecelerating = false
    /// Whether the user is pinching.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back inside its limits.
    open internal(set) var isZoomBouncing = false

    // MARK: - Zoom

    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged() }
    }

    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged() }
    }

    /// The scale of the view `viewForZooming(in:)` gives; 1 by default.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms about the centre of the visible area.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        applyZoom(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToRect(rect, animated: animated)
    }

    // MARK: - Indicators

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default {
        didSet { indicators.styleChanged() }
    }

    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Both indicators' insets; reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators for a moment.
    open func flashScrollIndicators() {
        indicators.flash()
    }

    // MARK: - Refresh control

    /// A control shown above the content when it is pulled down past its top.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlChanged(from: oldValue) }
    }

    // MARK: - State

    var zoomScaleStorage: CGFloat = 1
    /// An animated zoom in progress.
    var zoomMotion: ZoomMotion?
    /// The zoom scale when the pinch in progress began.
    var zoomStart: CGFloat = 1
    /// Whether the drag in progress pulled the refresh control far enough to refresh when it ends.
    var pendingRefresh = false
    var zoomPinch: UIPinchGestureRecognizer?
    /// The movement in progress: a deceleration, a spring back, an animated offset or wheel step.
    var motion: ScrollMotion?
    var drag: ScrollDrag?
    var touchTracking = false
    lazy var indicators = ScrollIndicators(scrollView: self)
    /// The adjusted inset last reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedInset = UIEdgeInsets.zero
    /// Told when the offset, size or inset of the content changed (bars following its edges).
    var contentObservers: [ObjectIdentifier: ScrollContentObserver] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(ContentTouchDelay(scrollView: self))
        indicators.installHover()
    }

    /// Where content released by a drag with `velocity` comes to rest, given where the deceleration
    /// (or paging) would take it; before the delegate's `scrollViewWillEndDragging` may change it.
    /// A collection view asks its layout (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }
}
