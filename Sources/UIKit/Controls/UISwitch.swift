/// A control that offers an on/off choice, drawn as iOS draws it: a 51×31 capsule, grey when off and
/// `onTintColor` (green) when on, with a white 27-point thumb that slides to the side of the value.
///
/// A tap anywhere on the switch flips it; dragging the thumb moves it with the finger and the release
/// keeps the side it is on. Either way a change sends `.valueChanged` (with `.primaryActionTriggered`)
/// after the thumb is sent to its side and before `.touchUpInside`; `isOn` and `setOn(_:animated:)`
/// change the value without sending anything. The switch keeps its size whatever frame it is given.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How far a touch moves before it drags the thumb rather than taps.
    static let dragThreshold: CGFloat = 4
    /// The slide of the thumb (a spring) and the cross-fade of the track's colour.
    static let slideDuration: TimeInterval = 0.3
    static let slideDamping: CGFloat = 0.8
    static let fadeDuration: TimeInterval = 0.25

    private var onStorage = false
    /// The touch that may flip the switch, while one is tracked.
    var gesture: SwitchGesture?
    let parts = ControlPartsView(frame: .zero)
    let trackView = UIView()
    let thumbView = ControlThumbView(frame: .zero)

    /// Creates a switch at `frame`'s origin; the frame's size is ignored.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        parts.addSubview(trackView)
        parts.addSubview(thumbView)
        addSubview(parts)
        placeParts()
        showColors()
    }

    // MARK: - Value

    /// Whether the switch is on; setting it moves the thumb at once and sends no event.
    open var isOn: Bool {
        get { onStorage }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb and fading the track's colour when `animated`.
    /// Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        onStorage = on
        gesture = nil
        show(animated: animated)
    }

    // MARK: - Appearance

    /// The track's colour while on; nil is `systemGreen`.
    open var onTintColor: UIColor? {
        didSet {
            showColors()
            appearancePropertyDidChange(\UISwitch.onTintColor)
        }
    }

    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor? {
        didSet {
            showColors()
            appearancePropertyDidChange(\UISwitch.thumbTintColor)
        }
    }

    /// Kept for ported code; as on iOS since iOS 7, the switch does not show it.
    open var onImage: UIImage?
    /// Kept for ported code; as on iOS since iOS 7, the switch does not show it.
    open var offImage: UIImage?
    /// A title iOS shows only beside a Mac-style checkbox; kept, not shown.
    open var title: String?

    /// The style asked for; `.automatic` by default. Stored: every switch here slides.
    open var preferredStyle: Style = .automatic
    /// The style the switch is drawn in: always `.sliding` (the checkbox is the Mac idiom's).
    open var style: Style { .sliding }

    open override var isEnabled: Bool {
        didSet { parts.showEnabled(isEnabled) }
    }

    /// The frame keeps its origin and the switch its size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            keepSize(Self.size, afterSettingFrame: newValue)
        }
    }

    /// 51×31, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        Self.size
    }

    open override var intrinsicContentSize: CGSize {
        Self.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        gesture = SwitchGesture(startX: x, grabOffset: x - thumbCenterX(on: isOn))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var gesture else { return true }
        let x = touch.location(in: self).x
        guard gesture.thumbCenterX != nil || abs(x - gesture.startX) >= Self.dragThreshold else { return true }
        let wasOn = shownOn
        gesture.thumbCenterX = min(max(x - gesture.grabOffset, thumbCenterX(on: false)), thumbCenterX(on: true))
        self.gesture = gesture
        placeParts()
        if shownOn != wasOn { fadeColors() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let gesture else { return }
        self.gesture = nil
        guard let center = gesture.thumbCenterX else {
            toggle(with: event)
            return
        }
        changeValue(to: center >= thumbMidpoint, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        gesture = nil
        show(animated: true)
    }
}
