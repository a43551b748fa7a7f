@_spi(Compositing) import CoreGraphics

/// Backdrop layers (`BackdropBlurLayer`): the pixels under the layer replaced by a Gaussian blur of
/// what was painted before it, cached between frames.
///
/// Rules:
/// - The blur reads the window pixels of the layer's box grown by the blur's reach (three standard
///   deviations), the sample; pixels past the window's edges repeat its edge pixels.
/// - The bounds pass makes a backdrop stale when it has no cache for its box and radius, when an
///   ancestor changed, when damage from layers painted before it (or a move of scrolled content)
///   meets its sample, or when a layer gone since last frame damaged its sample. A stale backdrop
///   damages its whole sample, so that everything beneath it there is painted before it is read.
/// - The paint pass blurs a stale backdrop anew and keeps it; otherwise it draws the cached blur.
///   A backdrop painted into an intermediate image blurs what that image holds, every time.
extension BoundsPass {
    /// Notes a backdrop layer met in painting order, after what lies beneath it and before its
    /// sublayers, and damages its sample when it is stale.
    mutating func noteBackdrop(_ record: CompositorRecord, _ h: Homography, ancestorsChanged: Bool) {
        let sigma = record.look.backdropRadius * h.linearScale
        let box = Self.backdropBox(record.look.bounds, h, within: windowBox)
        let sample = box.insetBy(-Self.backdropReach(sigma)).intersection(windowBox)
        var stale = ancestorsChanged
        if let cache = record.backdrop, cache.box == box, cache.sigma == sigma {
            stale = stale || damage.intersects(sample) || moves.contains { $0.box.intersects(sample) }
        } else {
            stale = true
        }
        record.backdropStale = stale
        if stale { damage.add(sample) }
        backdrops.append((record, sample))
    }

    /// After the damage of layers gone since last frame: backdrops whose samples it meets are stale
    /// too (and their samples damaged, which may make others stale).
    mutating func recheckBackdrops() {
        var changed = true
        while changed {
            changed = false
            for (record, sample) in backdrops where !record.backdropStale && damage.intersects(sample) {
                record.backdropStale = true
                damage.add(sample)
                changed = true
            }
        }
    }

    /// The pixels of a backdrop: its bounds' box in the target.
    static func backdropBox(_ bounds: CGRect, _ h: Homography, within clip: PixelBox) -> PixelBox {
        guard let device = h.boundingBox(of: bounds) else { return .empty }
        return PixelBox(covering: device).intersection(clip)
    }

    /// How far a blur of `sigma` pixels reads past the box.
    static func backdropReach(_ sigma: Double) -> Int32 {
        Int32((3 * sigma).rounded(.up)) + 1
    }
}

extension Painter {
    /// Replaces the pixels under the layer's bounds with the blurred backdrop: the cached one when
    /// the bounds pass found it current, else one made now from the target's pixels.
    mutating func paintBackdrop(_ layer: CALayer, _ look: LayerLook, _ h: Homography, _ target: inout PaintTarget) {
        let sigma = look.backdropRadius * h.linearScale
        let box = BoundsPass.backdropBox(look.bounds, h, within: target.surface.box)
        guard !box.isEmpty, target.touches(box) else { return }
        let record = layer.compositorRecord
        let inWindow = target.regions != nil && target.windowOffset.map { $0.dx == 0 && $0.dy == 0 } == true
        let blurred: PixelSurface
        if inWindow, let record, record.pass == pass, !record.backdropStale, let cache = record.backdrop,
            cache.box == box, cache.sigma == sigma
        {
            blurred = cache.surface
        } else {
            blurred = Self.blurredBackdrop(of: box, sigma: sigma, in: target.surface)
            statistics.backdropBlurs += 1
            if inWindow, let record, record.pass == pass {
                record.backdrop = BackdropCache(box: box, sigma: sigma, surface: blurred)
                record.backdropStale = false
            }
        }
        let visible = box.intersection(target.clip)
        let origin = (visible.x0 - box.x0, visible.y0 - box.y0)
        guard look.hasRoundedCorners else {
            target.surface.composite(blurred.image, sourceOrigin: origin, into: visible)
            return
        }
        let coverage = cornerMask(for: layer, h.translatedBy(-Double(box.x0), -Double(box.y0)), size: box)
        target.surface.composite(
            blurred.image, sourceOrigin: origin, into: visible, mask: coverage.image, maskOrigin: origin)
    }

    /// The pixels of `box` of `surface` blurred by `sigma`, read from the box grown by the blur's
    /// reach (clipped to the surface, whose edge pixels the blur repeats).
    /// A blur of 8 or more pixels is made at a quarter of the size (half each way) and scaled back:
    /// a quarter of the work, and nothing a blur that wide shows is lost.
    static func blurredBackdrop(of box: PixelBox, sigma: Double, in surface: PixelSurface) -> PixelSurface {
        let sample = box.insetBy(-BoundsPass.backdropReach(sigma)).intersection(surface.box)
        let image = PixelSurface(width: sample.width, height: sample.height)
        image.composite(surface.image, sourceOrigin: (sample.x0, sample.y0), into: image.box, copy: true)
        let offset = (Double(box.x0 - sample.x0), Double(box.y0 - sample.y0))
        guard sigma >= 8 else {
            image.blurColors(sigma: sigma)
            return image.resampled(scale: 1, origin: offset, width: box.width, height: box.height)
        }
        let small = image.resampled(
            scale: 0.5, width: (sample.width + 1) / 2, height: (sample.height + 1) / 2)
        small.blurColors(sigma: sigma / 2)
        // Back to full size: the box's point x (from the sample's corner) is the small image's x / 2.
        return small.resampled(scale: 2, origin: (offset.0 / 2, offset.1 / 2), width: box.width, height: box.height)
    }
}

extension Homography {
    /// How much the map scales lengths (the square root of its linear part's area scale).
    var linearScale: Double {
        abs(m11 * m22 - m12 * m21).squareRoot() / max(1e-9, abs(m33))
    }
}
