import QuartzCore

/// A view showing an image as its layer's contents (it never draws), placed by `contentMode`:
/// `highlightedImage` while `isHighlighted`, template images in the tint colour, resizable images
/// stretched outside their caps (tiling ones too, for now). It takes no touches unless `isUserInteractionEnabled` is set.
@MainActor
open class UIImageView: UIView {
    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp()
        self.image = image
        updateContents()
    }

    /// Creates an image view sized to `image`, with `highlightedImage` for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp()
        self.highlightedImage = highlightedImage
        self.image = image
        // Observers do not run for assignments in the class's own initializers.
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

    open var isHighlighted = false {
        didSet { updateContents() }
    }

    /// The image's size; no preference without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    private var shownImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// Puts the shown image into the layer: its pixels as they are when they need no drawing,
    /// otherwise drawn once at the image's size (tint, orientation); resizable images stretch
    /// through `contentsCenter`.
    private func updateContents() {
        guard let image = shownImage else {
            layer.contents = nil
            return
        }
        layer.contents = Self.contents(of: image, tint: tintColor)
        layer.contentsScale = image.scale
        layer.contentsCenter = Self.stretchableCentre(of: image)
    }

    private static func contents(of image: UIImage, tint: UIColor?) -> CGImage? {
        let template = image.renderingMode == .alwaysTemplate
        if !template, image.imageOrientation == .up, image.capInsets == .zero, image.tintColor == nil {
            return image.cgImage
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let renderer = UIGraphicsImageRenderer(size: image.size, format: format)
        let drawn = template && image.tintColor == nil ? image.withTintColor(tint ?? .systemBlue) : image
        let plain = drawn.capInsets == .zero ? drawn : drawn.resizableImage(withCapInsets: .zero)
        return renderer.image { _ in plain.draw(at: .zero) }.cgImage
    }

    private static func stretchableCentre(of image: UIImage) -> CGRect {
        let insets = image.capInsets
        let size = image.size
        guard insets != .zero, size.width > 0, size.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let width = max(0, size.width - insets.left - insets.right)
        let height = max(0, size.height - insets.top - insets.bottom)
        return CGRect(
            x: insets.left / size.width, y: insets.top / size.height, width: width / size.width,
            height: height / size.height)
    }
}
