/// Draws images: each call runs drawing actions in a fresh bitmap context and returns the result
/// as a `UIImage`, PNG data or JPEG data.
///
/// Renderers work on any thread, as on iOS: the actions draw through the calling thread's current
/// UIKit context, so several threads can render at once without sharing anything.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A copy of the format given at creation, with the renderer's bounds.
    open override var format: UIGraphicsImageRendererFormat {
        rendererFormat as! UIGraphicsImageRendererFormat
    }

    /// Whether this renderer makes images: always, for an image renderer.
    open override var allowsImageOutput: Bool { true }

    /// A renderer of `size` points with the default format (main screen scale, transparent).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds`: the image covers that rectangle of the actions' coordinate space.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Runs `actions` in a new bitmap context and returns what they drew, at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        render(actions).currentImage
    }

    /// Runs `actions` and returns what they drew as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns what they drew as JPEG data at `compressionQuality` (0…1).
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// A fresh context for the bounds, current while `actions` run.
    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let bounds = format.bounds
        let scale = format.scale > 0 ? format.scale : UIScreen.mainScale
        let context = makeImageContext(size: bounds.size, scale: scale, opaque: format.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext
    }
}
