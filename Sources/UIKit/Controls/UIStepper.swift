/// A control for stepping a value up or down by a fixed amount, drawn as iOS 13 and later draw it:
/// a 94×32 grey rounded track split by a hairline into a "−" half and a "+" half, the pressed half
/// darker, and a half that cannot step further (at the minimum or maximum, unless the stepper
/// `wraps`) dimmed.
///
/// Pressing a half steps the value at once. While `autorepeat` is on (the default), holding it
/// steps again after half a second, then ten times a second, then, once the half has been held
/// for 2.5 seconds, twenty times a second; a touch dragged away from the stepper pauses the
/// repeats until it comes back. While `isContinuous` (the default) each step sends `.valueChanged`
/// (with `.primaryActionTriggered`); otherwise one is sent when the touch ends, if the value
/// changed. Setting `value` sends nothing. The stepper keeps its size whatever frame it is given.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size of every stepper, and the corner radius of its track.
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// The divider's height, centred, and its colour (the segmented control's hairline).
    static let dividerHeight: CGFloat = 18
    static let dividerColor = UISegmentedControl.dividerColor
    /// How long a half is held before it repeats, how often it repeats, and how long it is held
    /// before it repeats faster, how often then.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1
    static let accelerationDelay: TimeInterval = 2.5
    static let acceleratedInterval: TimeInterval = 0.05

    private var valueStorage: Double = 0
    var incrementImages = ControlStateValues<UIImage>()
    var decrementImages = ControlStateValues<UIImage>()
    var backgroundImages = ControlStateValues<UIImage>()
    var dividerImages: [ControlAppearanceKey: UIImage] = [:]
    /// The press on one half, while a touch is tracked.
    var gesture: StepperGesture?
    let parts = ControlPartsView(frame: .zero)
    let backgroundView = UIImageView(frame: .zero)
    let decrementView = StepperButtonView(kind: .decrement)
    let incrementView = StepperButtonView(kind: .increment)
    let dividerView = UIImageView(frame: .zero)

    /// Creates a stepper at `frame`'s origin; the frame's size is ignored.
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
        for view in [backgroundView, decrementView, incrementView, dividerView] as [UIView] {
            parts.addSubview(view)
        }
        addSubview(parts)
        showParts()
    }

    // MARK: - Value

    /// The value, kept within `minimumValue...maximumValue`; 0 by default. Setting it sends nothing.
    open var value: Double {
        get { valueStorage }
        set {
            valueStorage = min(max(newValue, minimumValue), maximumValue)
            showParts()
        }
    }

    /// The lowest value, 0 by default; it must stay below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            preconditionAlways(minimumValue < maximumValue, "UIStepper.minimumValue must be less than maximumValue")
            value = valueStorage
        }
    }

    /// The highest value, 100 by default; it must stay above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            preconditionAlways(maximumValue > minimumValue, "UIStepper.maximumValue must be greater than minimumValue")
            value = valueStorage
        }
    }

    /// How much one step changes the value, 1 by default; it must be above 0.
    open var stepValue: Double = 1 {
        didSet { preconditionAlways(stepValue > 0, "UIStepper.stepValue must be greater than 0") }
    }

    /// Whether each step sends `.valueChanged` as it happens (true) or once when the touch ends.
    open var isContinuous = true

    /// Whether holding a half keeps stepping.
    open var autorepeat = true

    /// Whether stepping past the maximum goes to the minimum and below the minimum to the maximum.
    open var wraps = false {
        didSet { showParts() }
    }

    // MARK: - Appearance

    /// Sets the image shown in place of "+" for `state` (nil falls back to the normal state's).
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages.set(image, for: state)
        showParts()
    }

    /// The image shown in place of "+" for `state`, else the normal state's.
    open func incrementImage(for state: State) -> UIImage? { incrementImages.value(for: state) }

    /// Sets the image shown in place of "−" for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages.set(image, for: state)
        showParts()
    }

    /// The image shown in place of "−" for `state`, else the normal state's.
    open func decrementImage(for state: State) -> UIImage? { decrementImages.value(for: state) }

    /// Sets the image filling the stepper in `state` in place of the grey track.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages.set(image, for: state)
        showParts()
    }

    /// The background image for `state`, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages.value(for: state) }

    /// Sets the image between the halves when the "−" half is in `leftState` and the "+" half in
    /// `rightState`, in place of the hairline.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State
    ) {
        dividerImages[ControlAppearanceKey(leftState, rightState)] = image
        showParts()
    }

    /// The divider image for the halves' states, if one was set.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> UIImage? {
        dividerImages[ControlAppearanceKey(leftState, rightState)]
    }

    open override var isEnabled: Bool {
        didSet {
            parts.showEnabled(isEnabled)
            showParts()
        }
    }

    /// The frame keeps its origin and the stepper its size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            keepSize(Self.size, afterSettingFrame: newValue)
        }
    }

    /// 94×32, whatever size is offered.
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

    /// Presses the half under the touch and steps once, unless that half cannot step.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let up = touch.location(in: self).x >= bounds.midX
        guard canStep(up: up) else { return false }
        gesture = StepperGesture(up: up, startValue: value)
        press(with: event)
        return true
    }

    /// Pauses the repeats while the touch is away from the stepper, and resumes them when it is back.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let gesture else { return false }
        if !isTouchInside, gesture.isPressed {
            release()
        } else if isTouchInside, !gesture.isPressed {
            press(with: event, stepping: false)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishGesture(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishGesture(with: event)
    }
}
