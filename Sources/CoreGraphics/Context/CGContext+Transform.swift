import CCairo

/// The current transformation matrix (CTM) and conversions between user and device space.
///
/// Device space is the bitmap in pixels with Core Graphics' origin at the bottom-left and y up,
/// as on iOS: a fresh bitmap context's CTM is the identity, and a UIKit (flipped) context's CTM is
/// `[s, 0, 0, -s, 0, pixelHeight]`.
extension CGContext {
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Prepends `transform` to the CTM: points in the new user space go through `transform` first.
    ///
    /// A singular (or non-finite) transform makes everything drawn afterwards invisible, as on iOS,
    /// until the graphics state is restored; the CTM itself keeps its last invertible value.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite, t.tx.isFinite, t.ty.isFinite else {
            clipToNothing()
            return
        }
        var m = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
            x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &m)
    }

    /// Empties the clip without losing the current path (cairo cannot hold a singular matrix).
    private func clipToNothing() {
        let path = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        cairo_clip(cairo)
        if let path {
            cairo_append_path(cairo, path)
            cairo_path_destroy(path)
        }
    }

    /// The current transformation matrix, from user space to (y-up) device space.
    public var ctm: CGAffineTransform {
        cairoMatrix.concatenating(deviceFlip)
    }

    /// The same as `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// The bounding box of the transformed rectangle.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounding box of the transformed rectangle.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// cairo's matrix: user space to the surface's pixels with y down.
    package var cairoMatrix: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Maps the surface's y-down pixels to Core Graphics' y-up device space (its own inverse).
    private var deviceFlip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }
}
