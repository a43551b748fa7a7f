/// A row of dots, one per page, the current page's darker, drawn as iOS 14 and later draw it: 7-point
/// dots 9 points apart, centred in the control, on a capsule for the `.prominent` style (and, for
/// `.automatic`, while a touch is on the control).
///
/// A tap left of the current page's dot goes to the previous page, one right of it to the next, and
/// sends `.valueChanged` (with `.primaryActionTriggered`); the dots' colours cross-fade. Setting
/// `currentPage` sends nothing. Custom indicator images are drawn as templates in the dots'
/// colours.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// When the control shows a background behind its indicators.
    public enum BackgroundStyle: Int, Sendable {
        /// Only while the user interacts with the control.
        case automatic = 0
        /// Always.
        case prominent = 1
        /// Never.
        case minimal = 2
    }

    /// How the user is changing the page.
    public enum InteractionState: Int, Sendable {
        /// Not at all.
        case none = 0
        /// With a tap, one page at a time.
        case discrete = 1
        /// By dragging along the indicators (not offered here: see the README).
        case continuous = 2
    }

    /// A dot's diameter, the gap between dots, the control's height and the capsule's room on either
    /// side of the dots.
    static let dotDiameter: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let height: CGFloat = 26
    static let backgroundPadding: CGFloat = 10
    static let capsuleColor = UIColor.tertiarySystemFill
    /// The dots' colours when none are set.
    static let pageIndicatorColor = UIColor.tertiaryLabel
    static let currentPageIndicatorColor = UIColor.label
    /// The cross-fade of the dots' colours and of the background.
    static let fadeDuration: TimeInterval = 0.25

    private var numberOfPagesStorage = 0
    private var currentPageStorage = 0
    var indicatorImages: [Int: UIImage] = [:]
    let parts = ControlPartsView(frame: .zero)
    let backgroundView = UIView()
    var indicatorViews: [UIImageView] = []

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
        backgroundView.backgroundColor = Self.capsuleColor
        parts.addSubview(backgroundView)
        addSubview(parts)
        showIndicators()
    }

    // MARK: - Pages

    /// How many pages there are (dots shown), 0 by default; the current page stays within them.
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            numberOfPagesStorage = max(0, newValue)
            currentPageStorage = min(currentPageStorage, max(0, numberOfPagesStorage - 1))
            showIndicators()
            invalidateIntrinsicContentSize()
        }
    }

    /// The page shown, from 0, kept within `0..<numberOfPages`; setting it sends nothing.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = min(max(0, newValue), max(0, numberOfPages - 1))
            showIndicators()
        }
    }

    /// Whether the indicators are hidden when there is only one page.
    open var hidesForSinglePage = false {
        didSet { showIndicators() }
    }

    /// Whether the user may drag along the indicators to scrub through pages; kept, but only taps
    /// change pages here.
    open var allowsContinuousInteraction = true

    /// How the user is changing the page now: `.discrete` while a tap is on the control (so its
    /// `.valueChanged` handlers can tell), else `.none`.
    open private(set) var interactionState = InteractionState.none {
        didSet { if interactionState != oldValue { fadeBackground() } }
    }

    // MARK: - Appearance

    /// The colour of the other pages' dots; nil is a light translucent grey.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            showIndicators()
            appearancePropertyDidChange(\UIPageControl.pageIndicatorTintColor)
        }
    }

    /// The colour of the current page's dot; nil is the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            showIndicators()
            appearancePropertyDidChange(\UIPageControl.currentPageIndicatorTintColor)
        }
    }

    /// When a capsule is drawn behind the indicators; `.automatic` by default.
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet { showIndicators() }
    }

    /// The image drawn for every page without one of its own, in place of the dot; nil for dots.
    open var preferredIndicatorImage: UIImage? {
        didSet { showIndicators() }
    }

    /// The image drawn for `page`: its own, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    /// Gives `page` an image of its own (nil: back to `preferredIndicatorImage`).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        showIndicators()
    }

    open override var isEnabled: Bool {
        didSet { parts.showEnabled(isEnabled) }
    }

    /// The smallest size that shows `pageCount` indicators on their background.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let widths = (0..<max(0, pageCount)).map(indicatorSize(forPage:)).map(\.width)
        guard !widths.isEmpty else { return CGSize(width: 0, height: Self.height) }
        let content = widths.reduce(0, +) + Self.dotSpacing * CGFloat(widths.count - 1)
        return CGSize(width: content + 2 * Self.backgroundPadding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        size(forNumberOfPages: numberOfPages)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interactionState = .discrete
        return true
    }

    /// A tap that ends on the control goes one page towards the side of the current page's dot it
    /// is on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isTouchInside, let touch, let current = indicatorFrames().dropFirst(currentPage).first {
            goToPage(currentPage + (touch.location(in: self).x < current.midX ? -1 : 1), with: event)
        }
        interactionState = .none
    }

    open override func cancelTracking(with event: UIEvent?) {
        interactionState = .none
    }
}
