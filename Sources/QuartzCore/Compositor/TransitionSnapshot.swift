@_spi(Compositing) import CoreGraphics

/// The picture a transition starts from: a layer and its sublayers painted into an image in the
/// layer's own bounds space, on the transition's pixel grid.
///
/// The grid is the layer's bounds space scaled by `scale` (pixels per point), with whole pixels
/// at whole grid coordinates, so the old picture and the new content painted during the
/// transition line up pixel for pixel, and a layer on whole window pixels at its natural scale is
/// copied to the window, not resampled.
final class TransitionSnapshot {
    /// The picture; nil when the layer showed nothing (hidden, transparent or empty).
    let image: TransitionImage?
    /// Grid pixels per point of the layer's bounds space.
    let scale: Double

    init(image: TransitionImage?, scale: Double) {
        self.image = image
        self.scale = scale
    }

    /// The part of the bounds space the picture covers (empty when there is none).
    var rect: CGRect { image?.rect(scale: scale) ?? .null }
}

/// An image on a transition's grid: its pixels and the grid box they cover.
struct TransitionImage {
    let surface: PixelSurface
    let box: PixelBox

    /// A transparent image covering `box`.
    init(box: PixelBox) {
        surface = PixelSurface(width: box.width, height: box.height)
        self.box = box
    }

    init(surface: PixelSurface, box: PixelBox) {
        self.surface = surface
        self.box = box
    }

    /// The grid box covering `rect` of the bounds space, with a pixel of margin for resampled edges.
    static func box(covering rect: CGRect, scale: Double) -> PixelBox {
        guard !rect.isNull, !rect.isEmpty else { return .empty }
        let scaled = CGRect(
            x: Double(rect.minX) * scale, y: Double(rect.minY) * scale, width: Double(rect.width) * scale,
            height: Double(rect.height) * scale)
        return PixelBox(covering: scaled).insetBy(-1)
    }

    /// The grid box of `rect` with its edges rounded to the nearest pixel: what a cut keeps.
    static func box(rounding rect: CGRect, scale: Double) -> PixelBox {
        guard !rect.isNull, !rect.isEmpty else { return .empty }
        func grid(_ v: CGFloat) -> Int32 { Int32((Double(v) * scale).rounded()) }
        return PixelBox(x0: grid(rect.minX), y0: grid(rect.minY), x1: grid(rect.maxX), y1: grid(rect.maxY))
    }

    /// Maps the bounds space to this image's pixels.
    func fromBoundsSpace(scale: Double) -> Homography {
        Homography.scale(scale, scale).translatedBy(-Double(box.x0), -Double(box.y0))
    }

    /// Maps this image's pixels to the bounds space.
    func toBoundsSpace(scale: Double) -> Homography {
        Homography.translation(Double(box.x0), Double(box.y0)).concatenating(.scale(1 / scale, 1 / scale))
    }

    func rect(scale: Double) -> CGRect {
        CGRect(
            x: Double(box.x0) / scale, y: Double(box.y0) / scale, width: Double(box.width) / scale,
            height: Double(box.height) / scale)
    }

    /// The part of the image inside `part` (grid pixels): itself when it lies inside, else a copy.
    func cropped(to part: PixelBox) -> TransitionImage? {
        let kept = part.intersection(box)
        guard !kept.isEmpty else { return nil }
        guard kept != box else { return self }
        let copy = TransitionImage(box: kept)
        copy.surface.composite(
            surface.image, sourceOrigin: (kept.x0 - box.x0, kept.y0 - box.y0), into: copy.surface.box, copy: true)
        return copy
    }
}

extension Compositor {
    /// Paints `layer` and its subtree as they look now (with any transition of theirs at its
    /// current point) into a picture for a transition to start from, at the scale the layer was
    /// last shown at (rounded to a power of two, as perspective images are).
    static func transitionSnapshot(of layer: CALayer) -> TransitionSnapshot {
        let scale = transitionScale(of: layer)
        guard let shownRect = Painter.transitionPaintedRect(of: layer) else {
            return TransitionSnapshot(image: nil, scale: scale)
        }
        let box = TransitionImage.box(covering: shownRect, scale: scale)
        guard !box.isEmpty else { return TransitionSnapshot(image: nil, scale: scale) }
        let image = TransitionImage(box: box)
        var target = PaintTarget(surface: image.surface, clip: image.surface.box, regions: nil, windowOffset: nil)
        // A pass no record carries: every layer is read afresh.
        var painter = Painter(pass: -1, debug: [])
        painter.paint(layer, image.fromBoundsSpace(scale: scale), &target, alpha: 1)
        return TransitionSnapshot(image: image, scale: scale)
    }

    /// Grid pixels per point for a transition of `layer`: the window pixels a point of the layer
    /// spanned in the last frame, or the window's scale.
    private static func transitionScale(of layer: CALayer) -> Double {
        var wanted = Double(layer.rootLayer.host?.scale ?? 1)
        if let record = layer.compositorRecord, record.pass > 0 {
            let b = layer.bounds
            let measured = record.toWindow.maximumScale(over: CGRect(x: b.midX, y: b.midY, width: 0, height: 0))
            if measured > 1e-3 { wanted = measured }
        }
        return Painter.imageScale(
            for: layer.bounds, wanted: exp2(log2(max(1e-3, wanted)).rounded()))
    }
}
