import QuartzCore

/// A spinner for a task of unknown length: eight spokes in a ring, fading from the leading one,
/// turning clockwise one spoke at a time, a full turn a second.
///
/// The turning is a layer animation (a discrete rotation, repeating for ever) added by
/// `startAnimating()` and removed by `stopAnimating()`, so nothing runs — no timer, no frames —
/// while the spinner is stopped. With `hidesWhenStopped` (the default) a stopped spinner is hidden,
/// a new one included. The ring is drawn at the style's size (20 points for `.medium`, 37 for
/// `.large`) in the middle of the bounds.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and default colour.
    public enum Style: Int, Sendable {
        /// 20 points, grey.
        case medium = 100
        /// 37 points, grey.
        case large = 101
        /// 37 points, white (deprecated: use `.large` and `color`).
        case whiteLarge = 0
        /// 20 points, white (deprecated: use `.medium` and `color`).
        case white = 1
        /// 20 points, grey (deprecated: use `.medium`).
        case gray = 2
    }

    /// The key of the turning animation on the ring's layer.
    static let spinKey = "spin"
    /// How long one full turn takes.
    static let turnDuration: CFTimeInterval = 1

    private var colorStorage: UIColor?
    private var animating = false
    let spokes = ActivitySpokesView(frame: .zero)

    /// Creates a spinner of `style`, sized to it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// Creates a `.medium` spinner in `frame`.
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
        isUserInteractionEnabled = false
        addSubview(spokes)
        showStyle()
        isHidden = hidesWhenStopped
    }

    // MARK: - Animating

    /// Starts the spinning (and shows the spinner); calling it again changes nothing.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        spokes.layer.add(Self.spin(), forKey: Self.spinKey)
    }

    /// Stops the spinning, removing its animation, and hides the spinner if `hidesWhenStopped`.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spokes.layer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether the spinner is spinning.
    open var isAnimating: Bool { animating }

    /// Whether a stopped spinner is hidden; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    // MARK: - Appearance

    /// The size and default colour; `.medium` unless created with another.
    open var style = Style.medium {
        didSet {
            showStyle()
            invalidateIntrinsicContentSize()
        }
    }

    /// The spokes' colour; the style's (grey, or white for the deprecated white styles) until set,
    /// and again after setting nil.
    open var color: UIColor! {
        get { colorStorage ?? Self.defaultColor(of: style) }
        set {
            colorStorage = newValue
            spokes.color = color
            appearancePropertyDidChange(\UIActivityIndicatorView.color)
        }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize {
        Self.size(of: style)
    }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        Self.size(of: style)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.size(of: style)
        spokes.bounds = CGRect(origin: .zero, size: size)
        spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

extension UIActivityIndicatorView {
    /// The side of a spinner of `style`.
    static func size(of style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    static func defaultColor(of style: Style) -> UIColor {
        switch style {
        case .white, .whiteLarge: .white
        case .medium, .large, .gray: .systemGray
        }
    }

    /// Colours the spokes for the style and sizes them at the next layout.
    private func showStyle() {
        spokes.color = color
        setNeedsLayout()
    }

    /// A full clockwise turn a second in eighths: each position held for an eighth of a second,
    /// repeating for ever.
    static func spin() -> CAKeyframeAnimation {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let count = ActivitySpokesView.spokeCount
        spin.values = (0..<count).map { CGFloat($0) * 2 * .pi / CGFloat(count) }
        spin.calculationMode = .discrete
        spin.duration = turnDuration
        spin.repeatCount = .infinity
        return spin
    }
}
