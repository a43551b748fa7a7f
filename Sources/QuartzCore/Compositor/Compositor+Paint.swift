@_spi(Compositing) import CoreGraphics

/// Where the paint pass draws: the window's pixels or an intermediate image.
struct PaintTarget {
    let surface: PixelSurface
    /// Pixels painting may touch, in the surface's pixels.
    var clip: PixelBox
    /// The window's damaged boxes (the surface's pixman and cairo clips are set to them); nil for
    /// intermediate images, clipped by `clip` alone.
    var regions: [PixelBox]?
    /// Window pixel (x, y) is this surface's (x - dx, y - dy), so the bounds pass's extents and
    /// culling apply; nil where they do not (an image in a layer's own space, a replica).
    var windowOffset: (dx: Int32, dy: Int32)?

    /// A target over a fresh intermediate image covering `box` of this one.
    func intermediate(_ box: PixelBox, format: PixelSurface.Format = .argb32) -> PaintTarget {
        let surface = PixelSurface(width: box.width, height: box.height, format: format)
        return PaintTarget(
            surface: surface, clip: surface.box, regions: nil,
            windowOffset: windowOffset.map { ($0.dx + box.x0, $0.dy + box.y0) })
    }

    /// Whether `box` (this surface's pixels) meets anything painting may touch.
    func touches(_ box: PixelBox) -> Bool {
        guard box.intersects(clip) else { return false }
        guard let regions, regions.count > 1 else { return true }
        for region in regions where region.intersects(box) { return true }
        return false
    }
}

/// The paint pass: draws the layer tree into a target, clipped to the damage, reading what the
/// bounds pass computed and never changing the tree.
///
/// Rules:
/// - Painting order: a layer's shadow, background, contents, sublayers (by `zPosition`, ties in
///   array order; each replica of a replicator's sublayers in turn), then its border.
/// - A layer in a transition is painted through it (`paintTransition`), its subtree into an
///   image combined with the transition's old picture, before and instead of any other effect.
/// - Effects nest from the outside in: rasterization or perspective (the layer drawn into an
///   image in its own space, then transformed), `mask`, a path-less shadow, group opacity, then a
///   rounded (or rotated) `masksToBounds` clip of contents and sublayers. Each that applies renders
///   what is inside it into an intermediate image of the target's pixels (one offscreen pass).
/// - Opacity without a group (one part to paint, or `allowsGroupOpacity` false) multiplies the
///   alpha of every part and every sublayer instead.
/// - Opaque axis-aligned rectangles on whole pixels are copied, not blended; culled layers and
///   layers outside the damage are skipped; hidden, fully transparent and turned-away
///   (`isDoubleSided` false) layers are not painted.
@MainActor
struct Painter {
    /// The bounds pass that prepared this frame; records stamped with it are current.
    let pass: Int
    let debug: CompositorDebugOptions
    var statistics = FrameStatistics()
    /// Whether contents drawn at about their own pixel size are put on whole pixels and copied one to
    /// one (see `drawPieces`): set for windows at a fractional scale, where layers in whole points
    /// land on half pixels and resampling would blur text and hairlines.
    var snapsToPixels = false

    init(pass: Int, debug: CompositorDebugOptions) {
        self.pass = pass
        self.debug = debug
    }

    /// Paints `layer` and its subtree; `h` maps its bounds space to the target's pixels and
    /// `alpha` is the opacity ancestors without a group passed down.
    mutating func paint(_ layer: CALayer, _ h: Homography, _ target: inout PaintTarget, alpha: Double) {
        guard alpha > 0 else { return }
        let record = layer.compositorRecord
        var current = false
        if let record, record.pass == pass { current = true }
        let look = current ? record!.look : LayerLook(layer, in: SublayerSpace(nil))
        // A transition still shows the old look of a layer hidden or faded out since.
        let transition = UpdateCycle.current.animations.shownTransition(on: layer)
        guard transition != nil || !look.isHidden && look.opacity > 0 else { return }
        if !look.isDoubleSided, !h.isFrontFacing(look.bounds) { return }
        var ownCulled = false
        if current, let record, let offset = target.windowOffset {
            if record.subtreeCulled { return }
            guard target.touches(record.subtreeExtent.offsetBy(dx: -offset.dx, dy: -offset.dy)) else { return }
            ownCulled = record.ownCulled
        }
        if let transition {
            paintTransition(layer, look, h, &target, alpha: alpha, transition)
        } else if look.shouldRasterize {
            paintRasterized(layer, h, &target, alpha: alpha)
        } else if !h.isAffine {
            paintWarped(layer, h, &target, alpha: alpha)
        } else {
            paintMasked(layer, look, h, &target, alpha: alpha, ownCulled: ownCulled)
        }
    }

    /// The pixels of the target the layer's subtree may touch.
    func extent(of layer: CALayer, _ h: Homography, in target: PaintTarget) -> PixelBox {
        if let offset = target.windowOffset, let record = layer.compositorRecord, record.pass == pass {
            return record.subtreeExtent.offsetBy(dx: -offset.dx, dy: -offset.dy).intersection(target.clip)
        }
        return target.clip
    }

    /// The layer's own painting and its sublayers, inside every effect: background, contents and
    /// sublayers (through a rounded clip when there is one), border.
    mutating func paintBody(
        _ layer: CALayer, _ look: LayerLook, _ h: Homography, _ target: inout PaintTarget, alpha: Double,
        ownCulled: Bool
    ) {
        let bounds = look.bounds
        if !ownCulled, look.backdropRadius > 0 { paintBackdrop(layer, look, h, &target) }
        if !ownCulled, look.paintsBackground {
            if let color = look.background, !look.hasRoundedCorners, h.isAxisAligned,
                case let device = h.mapAffine(bounds),
                device.isOnWholePixels
            {
                target.surface.fill(
                    PixelBox(covering: device).intersection(target.clip), color: color.scaled(by: alpha))
            } else if let color = layer.backgroundColor {
                fillShape(bounds, layer: layer, color: color, alpha: alpha, h, &target)
            }
        }
        let sublayers = layer.sublayerList
        let hasSublayers = !(sublayers?.isEmpty ?? true)
        let contents = ownCulled || !look.hasContents ? nil : layer.contentsSource
        if look.masksToBounds, contents != nil || hasSublayers, look.hasRoundedCorners || !h.isAxisAligned {
            paintRoundedClip(layer, h, &target, alpha: alpha, contents: contents, hasSublayers: hasSublayers)
        } else {
            let clipped = look.masksToBounds && (contents != nil || hasSublayers)
            let saved = target.clip
            if clipped {
                let device = h.mapAffine(bounds)
                target.clip = target.clip.intersection(PixelBox(covering: device))
                target.surface.context.saveGState()
                target.surface.context.clip(to: device)
            }
            if !target.clip.isEmpty {
                if let contents { drawContents(contents, of: layer, h, &target, alpha: alpha) }
                if hasSublayers { paintSublayers(of: layer, h, &target, alpha: alpha) }
            }
            if clipped {
                target.surface.context.restoreGState()
                target.clip = saved
            }
        }
        if !ownCulled, look.hasBorder, let color = layer.borderColor {
            strokeBorder(of: layer, color: color, alpha: alpha, h, &target)
        }
        if !ownCulled {
            statistics.layersPainted += 1
            if debug.contains(.blended), !look.isOpaqueRectangle,
                look.paintsBackground || contents != nil || look.hasBorder
            {
                tint(bounds, layer: layer, PremultipliedColor(red: 0.9, green: 0, blue: 0, alpha: 0.35), h, &target)
            }
        }
    }

    /// The sublayers in painting order, each replica in turn for a replicator.
    mutating func paintSublayers(of layer: CALayer, _ h: Homography, _ target: inout PaintTarget, alpha: Double) {
        let sublayers = layer.sublayersInRenderOrder
        guard let replicating = layer as? SublayerReplicating else {
            var space: SublayerSpace?
            for sublayer in sublayers {
                let flat: Homography
                if let record = sublayer.compositorRecord, record.pass == pass {
                    // What `paint` would skip is skipped before its place is worked out: most
                    // sublayers of scrolled content lie outside the strip a frame repaints.
                    if let offset = target.windowOffset,
                        record.subtreeCulled
                            || !target.touches(record.subtreeExtent.offsetBy(dx: -offset.dx, dy: -offset.dy))
                    {
                        continue
                    }
                    flat = record.look.flat
                } else {
                    if space == nil { space = SublayerSpace(layer) }
                    flat = sublayer.flatTransform(in: space!)
                }
                paint(sublayer, flat.concatenating(h), &target, alpha: alpha)
            }
            return
        }
        let space = SublayerSpace(layer)
        for instance in replicating.replicaInstances {
            let (r, g, b, a) = instance.colorMultiplier
            if (r, g, b, a) == (1, 1, 1, 1) {
                var replica = target
                replica.windowOffset = nil
                for sublayer in sublayers {
                    let sh = sublayer.flatTransform(in: space, instance: instance.transform).concatenating(h)
                    paint(sublayer, sh, &replica, alpha: alpha)
                }
                continue
            }
            let box = target.clip
            guard !box.isEmpty else { continue }
            var image = target.intermediate(box)
            image.windowOffset = nil
            let local = h.translatedBy(-Double(box.x0), -Double(box.y0))
            for sublayer in sublayers {
                let sh = sublayer.flatTransform(in: space, instance: instance.transform).concatenating(local)
                paint(sublayer, sh, &image, alpha: alpha)
            }
            image.surface.multiply(image.surface.box, red: r, green: g, blue: b, alpha: a)
            composite(image.surface, at: box, into: &target)
        }
    }

    /// Blends a finished intermediate image onto the target at `box`, and counts the pass.
    mutating func composite(
        _ image: PixelSurface, at box: PixelBox, into target: inout PaintTarget, alpha: Double = 1
    ) {
        statistics.offscreenPasses += 1
        let visible = box.intersection(target.clip)
        let origin = (visible.x0 - box.x0, visible.y0 - box.y0)
        target.surface.composite(image.image, sourceOrigin: origin, into: visible, alpha: alpha)
        if debug.contains(.offscreen) {
            target.surface.fill(
                visible, color: PremultipliedColor(red: 0.45, green: 0.45, blue: 0, alpha: 0.45).scaled(by: alpha),
                mask: image.image, maskOrigin: origin)
        }
    }
}
