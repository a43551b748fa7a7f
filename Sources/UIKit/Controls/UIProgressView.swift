import Foundation
import QuartzCore

/// A bar showing how far a task has got: a track, filled from its left end to `progress`.
///
/// The `.default` style is a 4-point capsule, a light grey track with a tint-coloured fill; the
/// `.bar` style (for toolbars) is 2.5 points high with square ends and no track colour. The bar
/// fills the view's bounds, so a taller frame draws a thicker bar. `progressImage` and
/// `trackImage` replace the colours (stretched; make them resizable to keep their ends).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// How a progress view looks.
    public enum Style: Int, Sendable {
        /// The standard capsule.
        case `default` = 0
        /// The thinner, square-ended bar of a toolbar.
        case bar = 1
    }

    /// How long `setProgress(_:animated:)` takes to grow or shrink the fill.
    static let animationDuration: TimeInterval = 0.25

    private var progressStorage: Float = 0
    let trackView = UIImageView(frame: .zero)
    let fillView = UIImageView(frame: .zero)
    /// Reads `observedProgress` at each frame while it has one to follow.
    var observingLink: CADisplayLink?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Creates a progress view of `style`, as high as the style is.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        // Observers do not run for assignments in the class's own initializers.
        showImagesAndColors()
        frame.size.height = Self.height(of: style)
    }

    private func setUp() {
        isOpaque = false
        trackView.addSubview(fillView)
        addSubview(trackView)
        showImagesAndColors()
    }

    // MARK: - Progress

    /// How much of the task is done, from 0 to 1 (values outside are clamped); setting it fills
    /// the bar at once.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress`, growing or shrinking the fill to it when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = min(max(progress, 0), 1)
        guard animated else {
            setNeedsLayout()
            return
        }
        UIView.animateControlParts(withDuration: Self.animationDuration) { self.placeParts() }
    }

    /// A Foundation `Progress` the view follows: while set, `progress` is its `fractionCompleted`,
    /// read at each frame (Foundation on Linux has no key-value observing) until the task
    /// finishes or is cancelled, or the property is cleared.
    open var observedProgress: Progress? {
        didSet { watchObservedProgress() }
    }

    // MARK: - Appearance

    /// The style, `.default` unless created with another.
    open var progressViewStyle = Style.default {
        didSet {
            showImagesAndColors()
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the filled part; nil is the tint colour.
    open var progressTintColor: UIColor? {
        didSet {
            showImagesAndColors()
            appearancePropertyDidChange(\UIProgressView.progressTintColor)
        }
    }

    /// The colour of the unfilled track; nil is a light grey (none for `.bar`).
    open var trackTintColor: UIColor? {
        didSet {
            showImagesAndColors()
            appearancePropertyDidChange(\UIProgressView.trackTintColor)
        }
    }

    /// An image for the filled part, stretched to its length; replaces `progressTintColor`.
    open var progressImage: UIImage? {
        didSet { showImagesAndColors() }
    }

    /// An image for the whole track; replaces `trackTintColor`.
    open var trackImage: UIImage? {
        didSet { showImagesAndColors() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showImagesAndColors()
    }

    /// No width preference; the style's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(of: progressViewStyle))
    }

    /// The width offered and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height(of: progressViewStyle))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        watchObservedProgress()
    }
}

extension UIProgressView {
    /// The height of a progress view of `style`.
    static func height(of style: Style) -> CGFloat {
        style == .bar ? 2.5 : 4
    }

    /// Fits the track to the bounds and the fill to the progress, rounding the ends of the default
    /// style's colours.
    func placeParts() {
        trackView.frame = bounds
        fillView.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progress), height: bounds.height)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        trackView.layer.cornerRadius = trackImage == nil ? radius : 0
        fillView.layer.cornerRadius = progressImage == nil ? radius : 0
    }

    /// Shows the images, or the colours where there are none.
    func showImagesAndColors() {
        trackView.image = trackImage
        let defaultTrack: UIColor = progressViewStyle == .bar ? .clear : .systemFill
        trackView.backgroundColor = trackImage == nil ? trackTintColor ?? defaultTrack : nil
        fillView.image = progressImage
        fillView.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor : nil
        setNeedsLayout()
    }
}
