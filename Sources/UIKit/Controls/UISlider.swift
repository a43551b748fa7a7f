/// A control for picking a value in a continuous range by sliding a thumb along a track, drawn as iOS
/// draws it: a 4-point capsule track, tinted from its start to the thumb and grey after it, and a
/// white 28-point thumb with a soft shadow; optional images at either end.
///
/// A touch on the thumb drags it from where it took hold. A touch elsewhere on the track moves the
/// value there just after `.touchDown`, as desktop sliders do (iOS ignores it), and then drags the
/// same way. While `isContinuous` (the default) each change sends `.valueChanged` (with
/// `.primaryActionTriggered`) as it happens; otherwise one is sent when the touch ends, if the value
/// changed. Setting `value` or calling `setValue(_:animated:)` sends nothing.
///
/// Layout asks `minimumValueImageRect(forBounds:)`, `maximumValueImageRect(forBounds:)`,
/// `trackRect(forBounds:)` and `thumbRect(forBounds:trackRect:value:)` where each part goes, so a
/// subclass that overrides them moves the drawing and the touch handling together.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The track's thickness and the default thumb's diameter.
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// The height the slider asks for, and the gap between a value image and the track.
    static let preferredHeight: CGFloat = 30
    static let imageGap: CGFloat = 10
    /// How far around the thumb a touch still takes hold of it.
    static let thumbTouchSlop: CGFloat = 8
    static let animationDuration: TimeInterval = 0.3

    private var valueStorage: Float = 0
    var thumbImages = ControlStateValues<UIImage>()
    var minimumTrackImages = ControlStateValues<UIImage>()
    var maximumTrackImages = ControlStateValues<UIImage>()
    /// The touch moving the thumb, while one is tracked.
    var gesture: SliderGesture?
    let parts = ControlPartsView(frame: .zero)
    let minimumValueImageView = UIImageView(frame: .zero)
    let maximumValueImageView = UIImageView(frame: .zero)
    let minimumTrackView = UIImageView(frame: .zero)
    let maximumTrackView = UIImageView(frame: .zero)
    let thumbView = ControlThumbView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        for view in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] {
            parts.addSubview(view)
        }
        addSubview(parts)
        showImagesAndColors()
    }

    // MARK: - Value

    /// The value, kept within `minimumValue...maximumValue`; setting it moves the thumb at once and
    /// sends no event.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped to the range), sliding the thumb there when `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        valueStorage = min(max(value, minimumValue), maximumValue)
        show(animated: animated)
    }

    /// The lower end of the range, 0 by default; raising it past `maximumValue` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The upper end of the range, 1 by default; lowering it past `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether a drag sends `.valueChanged` on every change (true) or once when it ends.
    open var isContinuous = true

    // MARK: - Appearance

    /// The image left of the track, at the minimum's end.
    open var minimumValueImage: UIImage? {
        didSet { showImagesAndColors() }
    }

    /// The image right of the track, at the maximum's end.
    open var maximumValueImage: UIImage? {
        didSet { showImagesAndColors() }
    }

    /// The colour of the track before the thumb; nil is the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            showImagesAndColors()
            appearancePropertyDidChange(\UISlider.minimumTrackTintColor)
        }
    }

    /// The colour of the track after the thumb; nil is a light grey.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            showImagesAndColors()
            appearancePropertyDidChange(\UISlider.maximumTrackTintColor)
        }
    }

    /// The colour of the default thumb; nil is white.
    open var thumbTintColor: UIColor? {
        didSet {
            showImagesAndColors()
            appearancePropertyDidChange(\UISlider.thumbTintColor)
        }
    }

    /// Sets the thumb's image for `state`; nil falls back to the normal state's, and with none the
    /// default round thumb is drawn.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages.set(image, for: state)
        showImagesAndColors()
    }

    /// Sets the image of the track before the thumb for `state` (stretched along the track; make
    /// it resizable to keep its ends).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages.set(image, for: state)
        showImagesAndColors()
    }

    /// Sets the image of the track after the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages.set(image, for: state)
        showImagesAndColors()
    }

    /// The thumb image for `state`, else the normal state's.
    open func thumbImage(for state: State) -> UIImage? { thumbImages.value(for: state) }
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages.value(for: state) }
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages.value(for: state) }

    /// The thumb image shown in the current state, nil for the default thumb.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    open override var isEnabled: Bool {
        didSet {
            parts.showEnabled(isEnabled)
            showImagesAndColors()
        }
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { showImagesAndColors() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { showImagesAndColors() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showImagesAndColors()
    }

    // MARK: - Geometry

    /// Where the minimum value image goes: its size, at the left edge, centred vertically; empty
    /// without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the right edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else {
            return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The whole track, between the value images: 4 points high (a track image's height when
    /// there is one), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left =
            minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + Self.imageGap
        let right =
            maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - Self.imageGap
        let imageHeight = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let height = imageHeight > 0 ? imageHeight : Self.trackHeight
        return CGRect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// Where the thumb goes for `value`: its size (the thumb image's, else 28 points), centred on
    /// the track vertically, moving from flush with the track's start at the minimum to flush with
    /// its end at the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
        let x = rect.minX + fraction * (rect.width - size.width)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's height or the thumb's, whichever is taller, at least 30 points; no width preference.
    open override var intrinsicContentSize: CGSize {
        let thumbHeight = currentThumbImage?.size.height ?? Self.thumbDiameter
        let imageHeight = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.preferredHeight, thumbHeight, imageHeight))
    }

    /// The width offered and the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    // MARK: - Tracking

    /// Takes hold of the thumb, or jumps the value to a touch on the track; touches on the value
    /// images are not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let start = value
        if thumb.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(point) {
            gesture = SliderGesture(startValue: start, grabOffset: point.x - thumb.midX)
            return true
        }
        guard point.x >= track.minX, point.x <= track.maxX else { return false }
        gesture = SliderGesture(startValue: start, grabOffset: 0, jumpX: point.x)
        return true
    }

    /// After `.touchDown`, a touch that began on the track away from the thumb moves the value there.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let x = gesture?.jumpX else { return }
        gesture?.jumpX = nil
        slideThumb(to: x, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let gesture else { return false }
        slideThumb(to: touch.location(in: self).x - gesture.grabOffset, with: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishGesture(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishGesture(with: event)
    }
}
