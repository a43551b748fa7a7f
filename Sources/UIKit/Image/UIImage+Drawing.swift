/// Drawing into the current UIKit context, upright in UIKit's top-left space.
///
/// Unlike `CGContext.draw(_:in:)`, which puts an image's first row at the rectangle's bottom (so it
/// appears upside down in UIKit's flipped contexts, as on iOS), these methods put the displayed
/// image's top at the rectangle's top and honour `imageOrientation`, cap insets and tint.
extension UIImage {
    /// Draws the image at its size in points with its top-left corner at `point`, fully opaque with the normal blend mode.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, fully opaque with the normal blend mode, respecting
    /// its orientation; a resizable image keeps its caps unscaled and tiles or stretches the rest.
    /// Does nothing without a current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size with its top-left corner at `point`, composited with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect, context: context)
        context.restoreGState()
    }

    /// Draws into `context` with its current alpha and compositing; the shared body of the
    /// drawing methods, usable by views that hold a context themselves.
    package func draw(in rect: CGRect, context: CGContext) {
        let rect = rect.standardized
        guard let cgImage, rect.width > 0, rect.height > 0 else { return }
        let tint = attributes.tintColor?.cgColor
        if attributes.isResizable {
            drawResizable(uprightImage(of: cgImage), in: rect, context: context, tint: tint)
        } else {
            context.drawImage(
                cgImage, transform: placement(of: cgImage, in: rect), clippedTo: rect, tint: tint)
        }
    }

    /// The transform from `image`'s stored pixel grid (origin top-left) to user space that shows
    /// it, turned by `imageOrientation`, exactly filling `rect`.
    func placement(of image: CGImage, in rect: CGRect) -> CGAffineTransform {
        // Displayed unit coordinates (p, q) from stored ones (s, t): p = ps*s + pt*t + p0, likewise q.
        let (ps, pt, p0, qs, qt, q0): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
        switch imageOrientation {
        case .up: (ps, pt, p0, qs, qt, q0) = (1, 0, 0, 0, 1, 0)
        case .upMirrored: (ps, pt, p0, qs, qt, q0) = (-1, 0, 1, 0, 1, 0)
        case .down: (ps, pt, p0, qs, qt, q0) = (-1, 0, 1, 0, -1, 1)
        case .downMirrored: (ps, pt, p0, qs, qt, q0) = (1, 0, 0, 0, -1, 1)
        case .leftMirrored: (ps, pt, p0, qs, qt, q0) = (0, 1, 0, 1, 0, 0)
        case .right: (ps, pt, p0, qs, qt, q0) = (0, -1, 1, 1, 0, 0)
        case .rightMirrored: (ps, pt, p0, qs, qt, q0) = (0, -1, 1, -1, 0, 1)
        case .left: (ps, pt, p0, qs, qt, q0) = (0, 1, 0, -1, 0, 1)
        }
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        return CGAffineTransform(
            a: rect.width * ps / w, b: rect.height * qs / w, c: rect.width * pt / h, d: rect.height * qt / h,
            tx: rect.minX + rect.width * p0, ty: rect.minY + rect.height * q0)
    }

    /// `image` turned as `imageOrientation` says, so its pixels read as displayed.
    func uprightImage(of image: CGImage) -> CGImage {
        guard imageOrientation != .up else { return image }
        let size =
            imageOrientation.swapsWidthAndHeight
            ? CGSize(width: image.height, height: image.width) : CGSize(width: image.width, height: image.height)
        let context = CGContext(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        context.interpolationQuality = .none
        let bounds = CGRect(origin: .zero, size: size)
        context.drawImage(image, transform: placement(of: image, in: bounds), clippedTo: bounds)
        return context.makeImage() ?? image
    }
}
