import QuartzCore

/// A view showing an image as its layer's contents (it never draws), placed by `contentMode`
/// through the layer's `contentsGravity`: `highlightedImage` while `isHighlighted`, template images
/// in the tint colour, resizable images stretched outside their caps (tiling ones too, for now).
/// It takes no touches unless `isUserInteractionEnabled` is set.
///
/// `startAnimating()` flips through `animationImages` (`highlightedAnimationImages` while
/// highlighted) with a discrete `CAKeyframeAnimation` on the layer's `contents`, so frames change
/// with the display's frames and no timer runs; after `animationRepeatCount` cycles the animation
/// ends by itself, `isAnimating` turns false and `image` shows again.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The key of the frame animation on the layer.
    static let animationKey = "UIImageViewAnimation"

    /// The layer's scale is the image's.
    override var followsDisplayScale: Bool { false }

    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp()
        self.image = image
        // Observers do not run for assignments in the class's own initializers.
        updateContents()
    }

    /// Creates an image view sized to `image`, with `highlightedImage` for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp()
        self.highlightedImage = highlightedImage
        self.image = image
        updateContents()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The image shown.
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted`; nil shows `image`.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Whether the view shows its highlighted image (and highlighted animation images).
    open var isHighlighted = false {
        didSet {
            updateContents()
            if isAnimating { startAnimating() }
        }
    }

    /// The images `startAnimating()` shows one after another; nil by default.
    open var animationImages: [UIImage]?

    /// The images shown instead of `animationImages` while highlighted; nil by default.
    open var highlightedAnimationImages: [UIImage]?

    /// How long one cycle through the images takes, in seconds; 0 (the default) means a
    /// thirtieth of a second per image.
    open var animationDuration: TimeInterval = 0

    /// How many cycles an animation runs; 0 (the default) repeats it until `stopAnimating()`.
    open var animationRepeatCount = 0

    /// Starts (or restarts) showing the animation images; does nothing without any.
    open func startAnimating() {
        addFrameAnimation()
    }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Whether the animation images are being shown: from `startAnimating()` until
    /// `stopAnimating()` or the last repeat's end.
    open var isAnimating: Bool {
        layer.animation(forKey: Self.animationKey) != nil
    }

    /// The image's size in points; no preference without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Template images take the new tint at once, animation frames included.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
        if isAnimating, shownAnimationImages?.contains(where: { $0.renderingMode == .alwaysTemplate }) == true {
            startAnimating()
        }
    }
}
