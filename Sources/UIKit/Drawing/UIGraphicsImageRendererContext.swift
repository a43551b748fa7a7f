/// What an image renderer's drawing actions receive: the Core Graphics context and conveniences.
///
/// Its `cgContext` is also the current UIKit context while the actions run, in UIKit's space:
/// origin at the renderer's bounds origin, y down, in points.
open class UIGraphicsImageRendererContext: NSObject {
    /// The context drawing goes to.
    public let cgContext: CGContext
    /// The renderer's format: scale, opacity, bounds.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// An image of everything drawn so far, at the format's scale.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Strokes `rect`'s outline with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
