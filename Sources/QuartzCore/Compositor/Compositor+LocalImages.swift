@_spi(Compositing) import CoreGraphics

/// Layers drawn into an image in their own bounds space first: perspective (the image is then
/// warped through the projective transform) and rasterization (the image is kept between frames).
extension Painter {
    /// A layer with perspective: its subtree, with every effect, is painted flat at the resolution
    /// the transform needs most (capped), then warped onto the target.
    mutating func paintWarped(_ layer: CALayer, _ h: Homography, _ target: inout PaintTarget, alpha: Double) {
        let local = layer.localSubtreeBounds()
        guard !local.isEmpty else { return }
        var box = target.clip
        if let device = h.boundingBox(of: local) { box = PixelBox(covering: device).insetBy(-1).intersection(box) }
        guard target.touches(box) else { return }
        // The resolution the layer has where it pivots: as sharp as an unturned layer, as Core
        // Animation renders a layer at its contents scale before transforming it.
        let b = layer.bounds
        let pivot = CGRect(x: b.midX, y: b.midY, width: 0, height: 0)
        // Snapped to a power of two, so an image at its natural size is copied in, not resampled.
        let wanted = exp2(log2(max(1e-3, h.maximumScale(over: pivot))).rounded())
        let scale = Self.imageScale(for: local, wanted: wanted)
        let (image, toImage) = Self.flatImage(of: local, scale: scale)
        var flat = PaintTarget(surface: image, clip: image.box, regions: nil, windowOffset: nil)
        paintMasked(layer, LayerLook(layer, in: SublayerSpace(nil)), toImage, &flat, alpha: 1, ownCulled: false)
        guard let fromImage = toImage.inverted?.concatenating(h) else { return }
        statistics.offscreenPasses += 1
        drawLocalImage(image, fromImage, &target, box: box, alpha: alpha)
    }

    /// `shouldRasterize`: the subtree is painted once at `rasterizationScale` pixels per point and
    /// the bitmap reused, moved, faded and transformed, until something in the subtree changes
    /// (the bounds pass drops the cache then).
    mutating func paintRasterized(_ layer: CALayer, _ h: Homography, _ target: inout PaintTarget, alpha: Double) {
        let record: CompositorRecord
        if let existing = layer.compositorRecord {
            record = existing
        } else {
            record = CompositorRecord()
            layer.compositorRecord = record
        }
        let requested = layer.rasterizationScale > 0 ? Double(layer.rasterizationScale) : 1
        let cache: RasterCache
        if let cached = record.raster, cached.requestedScale == requested {
            cache = cached
            statistics.rasterCacheHits += 1
        } else {
            let local = layer.localSubtreeBounds()
            guard !local.isEmpty else { return }
            let scale = Self.imageScale(for: local, wanted: requested)
            let (image, toImage) = Self.flatImage(of: local, scale: scale)
            var flat = PaintTarget(surface: image, clip: image.box, regions: nil, windowOffset: nil)
            paintMasked(layer, LayerLook(layer, in: SublayerSpace(nil)), toImage, &flat, alpha: 1, ownCulled: false)
            cache = RasterCache(
                surface: image, toImage: toImage, requestedScale: requested, signature: RasterSignature(layer))
            record.raster = cache
            statistics.offscreenPasses += 1
        }
        guard let fromImage = cache.toImage.inverted?.concatenating(h) else { return }
        var box = target.clip
        let rect = CGRect(x: 0, y: 0, width: cache.surface.width, height: cache.surface.height)
        if let device = fromImage.boundingBox(of: rect) {
            box = PixelBox(covering: device).insetBy(-1).intersection(box)
        }
        guard target.touches(box) else { return }
        drawLocalImage(cache.surface, fromImage, &target, box: box, alpha: alpha)
    }

    /// Draws an image made in a layer's space: copied when it maps pixel for pixel, resampled by
    /// pixman when affine, warped span by span when projective.
    mutating func drawLocalImage(
        _ image: PixelSurface, _ t: Homography, _ target: inout PaintTarget, box: PixelBox, alpha: Double
    ) {
        let tinted: PixelSurface
        if debug.contains(.offscreen) {
            tinted = PixelSurface(width: image.width, height: image.height)
            tinted.composite(image.image, sourceOrigin: (0, 0), into: tinted.box, copy: true)
            tinted.tint(PremultipliedColor(red: 0.45, green: 0.45, blue: 0, alpha: 0.45))
        } else {
            tinted = image
        }
        if t.isIntegerTranslation {
            let placed = PixelBox(x: Int(t.m31), y: Int(t.m32), width: image.width, height: image.height)
            let visible = placed.intersection(target.clip)
            target.surface.composite(
                tinted.image, sourceOrigin: (visible.x0 - placed.x0, visible.y0 - placed.y0), into: visible,
                alpha: alpha)
        } else if t.isAffine {
            guard let source = SourceImage.of(tinted) else { return }
            defer { source.release() }
            source.setTransform(t)
            target.surface.composite(source.image, sourceOrigin: (box.x0, box.y0), into: box, alpha: alpha)
        } else {
            let boxes = (target.regions ?? [target.clip]).map { $0.intersection(box).intersection(target.clip) }
            PerspectiveWarp.draw(tinted, t, into: target.surface, boxes: boxes, alpha: alpha)
        }
    }

    /// Pixels per point for an image of `rect`: what is wanted, less if the image would pass
    /// 4096 pixels a side or 16 million pixels.
    static func imageScale(for rect: CGRect, wanted: Double) -> Double {
        var scale = max(0.05, min(wanted, 8))
        let (w, h) = (Double(rect.width), Double(rect.height))
        scale = min(scale, 4094 / max(w, 1), 4094 / max(h, 1))
        scale = min(scale, (16_000_000 / max(1, w * h)).squareRoot())
        return scale
    }

    /// A transparent image of `rect` at `scale` with a pixel of margin, and the map from the
    /// layer's bounds space to it.
    static func flatImage(of rect: CGRect, scale: Double) -> (PixelSurface, Homography) {
        let width = Int((Double(rect.width) * scale).rounded(.up)) + 2
        let height = Int((Double(rect.height) * scale).rounded(.up)) + 2
        let toImage = Homography.translation(-Double(rect.minX), -Double(rect.minY))
            .concatenating(.scale(scale, scale)).translatedBy(1, 1)
        return (PixelSurface(width: width, height: height), toImage)
    }
}

/// What a rasterized layer's bitmap depends on of the layer itself (its sublayers' changes are
/// seen by the bounds pass): everything but where it is placed.
struct RasterSignature: Equatable {
    var bounds: CGRect
    var background: CGColor?
    var border: CGColor?
    var borderWidth: CGFloat
    var cornerRadius: CGFloat
    var maskedCorners: CACornerMask
    var masksToBounds: Bool
    var contents: ObjectIdentifier?
    var contentsVersion: Int
    var contentsGravity: CALayerContentsGravity
    var contentsRect: CGRect
    var contentsCenter: CGRect
    var contentsScale: CGFloat
    var sublayerTransform: CATransform3D
    var opacity: Float
    var allowsGroupOpacity: Bool
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var shadowPath: ObjectIdentifier?
    var mask: ObjectIdentifier?

    @MainActor
    init(_ layer: CALayer) {
        bounds = layer.bounds
        background = layer.backgroundColor
        border = layer.borderColor
        borderWidth = layer.borderWidth
        cornerRadius = layer.cornerRadius
        maskedCorners = layer.maskedCorners
        masksToBounds = layer.masksToBounds
        contents =
            (layer.contents as? CGImage).map(ObjectIdentifier.init)
            ?? layer.backingStore.map(ObjectIdentifier.init)
        contentsVersion = layer.compositorRecord?.contentsVersion ?? 0
        contentsGravity = layer.contentsGravity
        contentsRect = layer.contentsRect
        contentsCenter = layer.contentsCenter
        contentsScale = layer.contentsScale
        sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity
        allowsGroupOpacity = layer.allowsGroupOpacity
        shadowColor = layer.shadowColor
        shadowOpacity = layer.shadowOpacity
        shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius
        shadowPath = layer.shadowPath.map(ObjectIdentifier.init)
        mask = layer.mask.map(ObjectIdentifier.init)
    }
}

extension CALayer {
    /// The area of the bounds space the layer and its subtree paint: bounds, shadow, sublayers
    /// (clipped to the bounds when `masksToBounds`), every replica.
    func localSubtreeBounds() -> CGRect {
        var rect = paintedRect
        if castsShadow, let path = shadowPath { rect = rect.union(shadowRect(of: path.boundingBox)) }
        var children = CGRect.null
        let instances = (self as? SublayerReplicating)?.replicaInstances.map { Optional($0.transform) } ?? [nil]
        for sublayer in sublayerList ?? [] where !sublayer.isHidden && sublayer.opacity > 0 {
            let inner = sublayer.localSubtreeBounds()
            for instance in instances {
                guard let box = sublayer.flatTransformToSuperlayer(instance: instance).boundingBox(of: inner) else {
                    continue
                }
                children = children.union(box)
            }
        }
        if masksToBounds { children = children.intersection(bounds) }
        if !children.isNull { rect = rect.union(children) }
        if castsShadow, shadowPath == nil { rect = rect.union(shadowRect(of: rect)) }
        return rect
    }
}
