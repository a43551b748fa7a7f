import CCairo

/// An offscreen drawing surface made for a particular context, to draw something once and stamp
/// it into that context many times (`CGContext.draw(_:in:)`, `draw(_:at:)`).
///
/// The layer's `context` has Core Graphics' default space (origin bottom-left, y up) measured in
/// the layer's `size`, at the pixel density of the context it was made for. Not thread-safe, as
/// on iOS.
public final class CGLayer {
    /// The layer's size in the user space units of the context it was made for.
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?

    /// A transparent layer of `size` for drawing into `context`; nil when the size is empty or too
    /// large. `auxiliaryInfo` is reserved (pass nil), as on iOS.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: [String: Any]?) {
        let scale = Self.pixelsPerUnit(of: context)
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard size.width > 0, size.height > 0, width <= 32767, height <= 32767,
            let surface = cairo_surface_create_similar_image(
                context.surface, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let layerContext = CGContext(owningSurface: surface, flipped: false)
        layerContext.scaleBy(x: scale, y: scale)
        layerContext.baseSpaceToDevice = CGAffineTransform(scaleX: scale, y: -scale)
        self.size = size
        self.context = layerContext
    }

    /// How many device pixels one unit of `context`'s base space covers (its resolution).
    private static func pixelsPerUnit(of context: CGContext) -> CGFloat {
        let base = context.baseSpaceToDevice
        let scale = abs(base.a * base.d - base.b * base.c).squareRoot()
        return scale > 0 && scale.isFinite ? scale : 1
    }
}
