/// What an image renderer's drawing actions receive: the Core Graphics context and conveniences.
///
/// Its `cgContext` is also the current UIKit context while the actions run, in UIKit's space:
/// origin at the renderer's bounds origin, y down, in points.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's format: scale, opacity, bounds.
    open override var format: UIGraphicsImageRendererFormat {
        rendererFormat as! UIGraphicsImageRendererFormat
    }

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of everything drawn so far, at the format's scale.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }
}
