/// A row of segments, each showing a title or an image, of which at most one is selected, drawn
/// as iOS 13 and later draw it: a grey track 32 points high with 9-point corners, a white rounded
/// "thumb" under the selected segment that slides to each new selection, hairline dividers
/// between unselected segments, and titles in the 13-point system font (semibold when selected).
///
/// A touch that ends on an enabled segment selects it: the segment's action (if it has one) is
/// performed, then `.valueChanged` is sent (with `.primaryActionTriggered`), before
/// `.touchUpInside`; nothing is sent for the segment already selected. A touch that begins on the
/// selected segment drags the thumb from segment to segment. A momentary control shows the thumb
/// under the touch only while the touch lasts, sends `.valueChanged` for every tap, and has
/// `selectedSegmentIndex` set only while its targets are told. Setting `selectedSegmentIndex`
/// in code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The height, corner radius and colour of the track.
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let trackColor = UIColor.tertiarySystemFill
    /// How far the thumb sits inside its segment, and its corner radius.
    static let thumbInset: CGFloat = 2
    static let thumbCornerRadius: CGFloat = 7
    /// The room left on either side of a segment's content when the control sizes itself.
    static let contentPadding: CGFloat = 10
    /// How far dividers stay from the top and bottom edges, and their colour.
    static let dividerInset: CGFloat = 8
    static let dividerColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    /// The selected segment's thumb without `selectedSegmentTintColor`: white, grey in dark.
    static let thumbColor = UIColor.appearance(
        "segmentedThumbColor", light: .white, dark: UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))
    /// The thumb's slide to a new segment.
    static let slideDuration: TimeInterval = 0.25
    static let slideDamping: CGFloat = 1
    static let titleFont = UIFont.systemFont(ofSize: 13)
    static let selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    var segments: [SegmentedControlSegment] = []
    private var selectedIndexStorage = UISegmentedControl.noSegment
    private var trackColorStorage: UIColor?
    var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    /// Images and offsets kept for ported code (see `UISegmentedControl+Appearance.swift`).
    var appearanceImages: [ControlAppearanceKey: UIImage] = [:]
    var positionAdjustments: [ControlAppearanceKey: UIOffset] = [:]
    /// The touch on the control, while one is tracked.
    var gesture: SegmentGesture?
    let parts = ControlPartsView(frame: .zero)
    let trackView = UIView()
    let thumbView = ControlThumbView(frame: .zero)
    var dividerViews: [UIView] = []
    var contentViews: [SegmentContentView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Creates a control with a segment for each item — a `String` title or a `UIImage` — sized to
    /// fit them; no segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String {
                insert(SegmentedControlSegment(title: title), at: segments.count, animated: false)
            } else if let image = item as? UIImage {
                insert(SegmentedControlSegment(title: nil, image: image), at: segments.count, animated: false)
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment for each action, named after it; selecting the segment
    /// performs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            insert(SegmentedControlSegment(action: action), at: segments.count, animated: false)
        }
    }

    private func setUp() {
        isOpaque = false
        trackView.backgroundColor = Self.trackColor
        thumbView.cornerRadius = Self.thumbCornerRadius
        thumbView.color = Self.thumbColor
        thumbView.alpha = 0
        parts.addSubview(trackView)
        parts.addSubview(thumbView)
        addSubview(parts)
    }

    // MARK: - Selection

    /// The selected segment, or `noSegment`; setting it moves the thumb at once and sends nothing.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            preconditionAlways(
                newValue >= Self.noSegment && newValue < segments.count,
                "selectedSegmentIndex \(newValue) is beyond the \(segments.count) segments")
            selectedIndexStorage = newValue
            show(animated: false)
        }
    }

    /// Whether segments show no lasting selection: the thumb shows only under a touch.
    open var isMomentary = false {
        didSet { show(animated: false) }
    }

    /// Whether automatically sized segments are as wide as their content (true) or all equally wide.
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: - Appearance

    /// The colour of the selected segment's thumb; nil is white (a grey in dark).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            thumbView.color = selectedSegmentTintColor ?? Self.thumbColor
            appearancePropertyDidChange(\UISegmentedControl.selectedSegmentTintColor)
        }
    }

    /// The colour of the track behind the segments (drawn with its rounded corners); nil is the
    /// standard translucent grey.
    open override var backgroundColor: UIColor? {
        get { trackColorStorage }
        set {
            trackColorStorage = newValue
            trackView.backgroundColor = newValue ?? Self.trackColor
        }
    }

    open override var isEnabled: Bool {
        didSet {
            parts.showEnabled(isEnabled)
            showContents()
        }
    }

    /// As wide as the segments' content needs (see `apportionsSegmentWidthsByContent`), 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidth, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    // MARK: - Tracking

    /// Takes hold of the enabled segment under the touch; the selected one (or any, in a momentary
    /// control) brings the thumb along as the touch moves.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let segment = enabledSegment(atX: touch.location(in: self).x) else { return false }
        let follows = isMomentary || segment == selectedSegmentIndex
        gesture = SegmentGesture(thumbSegment: follows ? segment : nil)
        if isMomentary { show(animated: true) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let shown = gesture?.thumbSegment,
            let segment = enabledSegment(atX: touch.location(in: self).x), segment != shown
        else { return true }
        gesture?.thumbSegment = segment
        show(animated: true)
        return true
    }

    /// Selects the enabled segment where the touch ends, if it ends inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let target = isTouchInside ? touch.flatMap { enabledSegment(atX: $0.location(in: self).x) } : nil
        gesture = nil
        guard let target else {
            show(animated: true)
            return
        }
        selectSegment(at: target, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        gesture = nil
        show(animated: true)
    }
}

/// A touch on a segmented control: when it moves the thumb (it began on the selected segment, or
/// on any in a momentary control), the segment the thumb is under meanwhile.
struct SegmentGesture {
    var thumbSegment: Int?
}
