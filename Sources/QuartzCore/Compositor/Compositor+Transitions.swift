@_spi(Compositing) import CoreGraphics

/// A layer in the middle of a `CATransition`: its subtree is painted as it is now into an image on
/// the transition's grid, combined with the picture taken when the transition began as the
/// transition's plan says, and drawn onto the target through the layer's transform.
///
/// Cost per frame: one offscreen pass for the new content and one for the old picture (a fade
/// mixes the picture into the new image with two pixman calls, then blends that once; a flip
/// draws only the face it shows: one pass).
extension Painter {
    mutating func paintTransition(
        _ layer: CALayer, _ look: LayerLook, _ h: Homography, _ target: inout PaintTarget, alpha: Double,
        _ shown: ShownTransition
    ) {
        let snapshot = shown.snapshot
        let scale = snapshot.scale
        let newRect = Self.newContentRect(of: layer, look)
        let plan = TransitionPlan(shown, bounds: look.bounds, masksToBounds: look.masksToBounds, new: newRect)
        for part in plan.parts {
            let grid = TransitionImage.box(covering: part.area, scale: scale)
            let picture: TransitionImage?
            switch part.source {
            case .old:
                picture = snapshot.image
                if picture != nil { statistics.offscreenPasses += 1 }
            case .new:
                picture = paintNewContent(of: layer, look, covering: grid, scale: scale)
            case .crossFade:
                let mixed = paintNewContent(of: layer, look, covering: grid, scale: scale)
                mixed.surface.fade(by: shown.progress)
                if let old = snapshot.image {
                    statistics.offscreenPasses += 1
                    mixed.surface.add(
                        old.surface.image, sourceOrigin: (0, 0),
                        into: old.box.offsetBy(dx: -grid.x0, dy: -grid.y0), alpha: 1 - shown.progress)
                }
                picture = mixed
            case .curl(let pageIsOld, let progress):
                picture = curl(layer, look, snapshot, grid: grid, pageIsOld: pageIsOld, progress: progress)
            }
            let kept = part.clip.map { TransitionImage.box(rounding: $0, scale: scale) } ?? grid
            guard let picture = picture?.cropped(to: kept) else { continue }
            let t = picture.toBoundsSpace(scale: scale).concatenating(part.placement).concatenating(h)
            let rect = CGRect(x: 0, y: 0, width: picture.surface.width, height: picture.surface.height)
            guard t.inverted != nil, let device = t.boundingBox(of: rect) else { continue }
            let box = PixelBox(covering: device).insetBy(-1).intersection(target.clip)
            guard target.touches(box) else { continue }
            drawLocalImage(picture.surface, t, &target, box: box, alpha: alpha)
        }
    }

    /// The part of the bounds space the layer's subtree paints now; null when it shows nothing.
    static func newContentRect(of layer: CALayer, _ look: LayerLook) -> CGRect {
        look.isHidden || look.opacity <= 0 ? .null : layer.localSubtreeBounds()
    }

    /// The part of the bounds space `layer` paints now, through its transition if it has one;
    /// nil when it paints nothing.
    static func transitionPaintedRect(of layer: CALayer) -> CGRect? {
        let look = LayerLook(layer, in: SublayerSpace(nil))
        var rect = newContentRect(of: layer, look)
        if let shown = UpdateCycle.current.animations.shownTransition(on: layer) {
            rect = TransitionPlan(shown, bounds: look.bounds, masksToBounds: look.masksToBounds, new: rect).paintedRect
        }
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    /// The layer's subtree as it is now, in an image covering `grid`: one offscreen pass.
    private mutating func paintNewContent(
        of layer: CALayer, _ look: LayerLook, covering grid: PixelBox, scale: Double
    ) -> TransitionImage {
        let image = TransitionImage(box: grid)
        statistics.offscreenPasses += 1
        guard !look.isHidden, look.opacity > 0 else { return image }
        var flat = PaintTarget(surface: image.surface, clip: image.surface.box, regions: nil, windowOffset: nil)
        paintMasked(layer, look, image.fromBoundsSpace(scale: scale), &flat, alpha: 1, ownCulled: false)
        return image
    }

    /// The page (one look) curled off the other look, in an image covering `grid`.
    private mutating func curl(
        _ layer: CALayer, _ look: LayerLook, _ snapshot: TransitionSnapshot, grid: PixelBox, pageIsOld: Bool,
        progress: Double
    ) -> TransitionImage {
        let scale = snapshot.scale
        let new = paintNewContent(of: layer, look, covering: grid, scale: scale)
        let base: TransitionImage
        if pageIsOld {
            base = new
        } else {
            base = TransitionImage(box: grid)
            if let old = snapshot.image {
                base.surface.composite(
                    old.surface.image, sourceOrigin: (0, 0), into: old.box.offsetBy(dx: -grid.x0, dy: -grid.y0))
            }
        }
        let page = pageIsOld ? snapshot.image : new
        if snapshot.image != nil { statistics.offscreenPasses += 1 }
        guard let page else { return base }
        let b = look.bounds
        let pageRect = CGRect(
            x: Double(b.minX) * scale - Double(grid.x0), y: Double(b.minY) * scale - Double(grid.y0),
            width: Double(b.width) * scale, height: Double(b.height) * scale)
        PageCurl.draw(
            page: page.surface, at: (Int(page.box.x0 - grid.x0), Int(page.box.y0 - grid.y0)), rect: pageRect,
            progress: progress, into: base.surface)
        return base
    }
}
