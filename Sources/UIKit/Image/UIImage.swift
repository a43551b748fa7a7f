/// An immutable image: a bitmap with a scale (pixels per point) and an orientation, plus how it
/// draws — cap insets for resizing, rendering mode and tint, alignment insets, animation frames.
///
/// Usable from any thread (it never changes after creation); only the drawing methods, which
/// draw into the current UIKit context, must run on the main actor. The `with…` methods and
/// `resizableImage` return new images and leave the receiver untouched.
open class UIImage: NSObject, @unchecked Sendable {
    /// Everything an image holds; the `with…` variants copy it and change one field.
    package struct Attributes {
        var cgImage: CGImage?
        var scale: CGFloat = 1
        var orientation = Orientation.up
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        /// Set by `resizableImage`: even zero cap insets then tile or stretch the whole image.
        var isResizable = false
        var alignmentRectInsets = UIEdgeInsets.zero
        var renderingMode = RenderingMode.automatic
        var tintColor: UIColor?
        var images: [UIImage]?
        var duration: TimeInterval = 0
    }

    package let attributes: Attributes

    package init(attributes: Attributes) {
        self.attributes = attributes
        super.init()
    }

    /// An empty image: no bitmap, size zero.
    public override convenience init() {
        self.init(attributes: Attributes())
    }

    /// An image of `cgImage` at scale 1, upright.
    /// The named image for an `#imageLiteral(resourceName:)` in source (`_ExpressibleByImageLiteral`);
    /// a literal cannot be nil, so a missing image gives an empty one and a message.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let found = NamedImageStore.shared.image(named: name, screenScale: UIScreen.mainScale) else {
            FileHandle.standardError.write(Data("casement: #imageLiteral names no image \"\(name)\"\n".utf8))
            self.init()
            return
        }
        self.init(attributes: Attributes(cgImage: found.image, scale: found.scale, orientation: found.orientation))
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` whose size is its pixel size divided by `scale`, drawn as
    /// `orientation` says. A scale of zero or less is taken as 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(attributes: Attributes(cgImage: cgImage, scale: scale > 0 ? scale : 1, orientation: orientation))
    }

    /// The bitmap, as stored (before orientation is applied); nil for an empty image.
    public var cgImage: CGImage? { attributes.cgImage }

    /// Pixels per point: 2 for an `@2x` file.
    public var scale: CGFloat { attributes.scale }

    /// How the stored pixels are turned for display; JPEG files report their EXIF orientation.
    public var imageOrientation: Orientation { attributes.orientation }

    /// The size in points as displayed: pixels divided by `scale`, with width and height swapped
    /// when the orientation turns the image a quarter.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        return attributes.orientation.swapsWidthAndHeight
            ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The insets that stay unscaled when a resizable image is drawn larger or smaller.
    public var capInsets: UIEdgeInsets { attributes.capInsets }

    /// How the area inside the cap insets fills a larger rectangle; `.tile` unless set.
    public var resizingMode: ResizingMode { attributes.resizingMode }

    /// Insets from the image's edges to the content that layout should align (shadows excluded).
    public var alignmentRectInsets: UIEdgeInsets { attributes.alignmentRectInsets }

    /// Whether the image draws its own colours or only its shape in a tint colour.
    public var renderingMode: RenderingMode { attributes.renderingMode }

    /// The frames of an animated image; nil for a still image.
    public var images: [UIImage]? { attributes.images }

    /// The time one pass through `images` takes, in seconds; 0 for a still image.
    public var duration: TimeInterval { attributes.duration }

    /// The colour a tinted image draws in (`withTintColor`); read by image views.
    package var tintColor: UIColor? { attributes.tintColor }

    open override var description: String {
        "<UIImage: \(size.width)x\(size.height) @\(scale)x\(imageOrientation == .up ? "" : " \(imageOrientation)")>"
    }
}
