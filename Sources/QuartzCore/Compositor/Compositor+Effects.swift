@_spi(Compositing) import CoreGraphics

/// The effects that render through intermediate images, outermost first: mask, shadow, group
/// opacity, rounded clip. Each renders what is inside it into an image covering the pixels the
/// layer's subtree may touch (within the target's clip), then blends that image onto the target.
extension Painter {
    /// `mask`: the layer (with its shadow) and a rendering of the mask layer, laid out in the
    /// layer's bounds space; the mask's alpha multiplies the layer's.
    mutating func paintMasked(
        _ layer: CALayer, _ look: LayerLook, _ h: Homography, _ target: inout PaintTarget, alpha: Double,
        ownCulled: Bool
    ) {
        guard look.hasMask, let mask = layer.mask else {
            paintShadowed(layer, look, h, &target, alpha: alpha, ownCulled: ownCulled)
            return
        }
        let box = extent(of: layer, h, in: target)
        guard !box.isEmpty else { return }
        let local = h.translatedBy(-Double(box.x0), -Double(box.y0))
        var content = target.intermediate(box)
        paintShadowed(layer, look, local, &content, alpha: alpha, ownCulled: ownCulled)
        var coverage = target.intermediate(box)
        coverage.windowOffset = nil
        paint(mask, mask.flatTransformToSuperlayer().concatenating(local), &coverage, alpha: 1)
        content.surface.keep(content.surface.box, mask: coverage.surface.image, maskOrigin: (0, 0))
        composite(content.surface, at: box, into: &target)
    }

    /// A shadow from `shadowPath` (a blurred fill of the path, cached, drawn straight onto the
    /// target) or, without a path, from the alpha of everything the layer paints (an intermediate
    /// image, blurred); the shadow goes under the layer.
    mutating func paintShadowed(
        _ layer: CALayer, _ look: LayerLook, _ h: Homography, _ target: inout PaintTarget, alpha: Double,
        ownCulled: Bool
    ) {
        guard look.castsShadow, let shadowColor = layer.shadowColor else {
            paintGrouped(layer, look, h, &target, alpha: alpha, ownCulled: ownCulled)
            return
        }
        let color = PremultipliedColor(shadowColor, alpha: Double(layer.shadowOpacity)) ?? .clear
        if let path = layer.shadowPath {
            if !ownCulled {
                drawPathShadow(path, of: layer, color: color.scaled(by: alpha * Double(layer.opacity)), h, &target)
            }
            paintGrouped(layer, look, h, &target, alpha: alpha, ownCulled: ownCulled)
            return
        }
        let sigma = layer.shadowSigma(in: h)
        let margin = Int32((3 * sigma).rounded(.up)) + 2
        let offset = h.applyVector(layer.shadowOffset)
        let (dx, dy) = (Int32(Double(offset.width).rounded()), Int32(Double(offset.height).rounded()))
        // Content outside the clip can cast its shadow into it.
        let reach = target.clip.insetBy(-(margin + abs(dx) + abs(dy)))
        let box: PixelBox
        if let offset = target.windowOffset, let record = layer.compositorRecord, record.pass == pass {
            box = record.subtreeExtent.offsetBy(dx: -offset.dx, dy: -offset.dy).intersection(reach)
        } else {
            box = target.clip
        }
        guard !box.isEmpty else { return }
        var content = target.intermediate(box)
        paintGrouped(
            layer, look, h.translatedBy(-Double(box.x0), -Double(box.y0)), &content, alpha: alpha, ownCulled: ownCulled)
        // The coverage, with room for the blur to spread on every side.
        let spread = box.insetBy(-margin)
        let shadow = PixelSurface(width: spread.width, height: spread.height, format: .a8)
        shadow.composite(
            content.surface.image, sourceOrigin: (0, 0), into: box.offsetBy(dx: -spread.x0, dy: -spread.y0), copy: true)
        shadow.blur(sigma: sigma)
        let placed = spread.offsetBy(dx: dx, dy: dy)
        let visible = placed.intersection(target.clip)
        target.surface.fill(
            visible, color: color, mask: shadow.image, maskOrigin: (visible.x0 - placed.x0, visible.y0 - placed.y0))
        composite(content.surface, at: box, into: &target)
    }

    /// Opacity: with `allowsGroupOpacity` and more than one part to paint, the layer and its
    /// sublayers are painted opaque into an image that is then blended once at the opacity;
    /// otherwise the opacity multiplies each part.
    mutating func paintGrouped(
        _ layer: CALayer, _ look: LayerLook, _ h: Homography, _ target: inout PaintTarget, alpha: Double,
        ownCulled: Bool
    ) {
        let opacity = look.opacity
        guard opacity < 1, look.allowsGroupOpacity, layer.hasSeveralParts else {
            paintBody(layer, look, h, &target, alpha: alpha * opacity, ownCulled: ownCulled)
            return
        }
        let box = extent(of: layer, h, in: target)
        guard !box.isEmpty else { return }
        var content = target.intermediate(box)
        paintBody(
            layer, look, h.translatedBy(-Double(box.x0), -Double(box.y0)), &content, alpha: 1, ownCulled: ownCulled)
        composite(content.surface, at: box, into: &target, alpha: alpha * opacity)
    }

    /// `masksToBounds` with rounded corners (or a rotated layer): contents and sublayers are
    /// painted into an image of the bounds' pixels, which keeps only what the rounded rectangle
    /// covers (an antialiased coverage mask, cached per layer), then blended onto the target.
    /// Contents alone need no image: they are blended through the coverage mask directly, as
    /// iOS draws an image view with rounded corners without an offscreen pass.
    mutating func paintRoundedClip(
        _ layer: CALayer, _ h: Homography, _ target: inout PaintTarget, alpha: Double, contents: ContentsSource?,
        hasSublayers: Bool
    ) {
        guard let device = h.boundingBox(of: layer.bounds) else { return }
        // The mask covers the whole bounds, so a partial repaint reuses it.
        let full = PixelBox(covering: device).insetBy(-1)
        let box = full.intersection(target.clip)
        guard !box.isEmpty else { return }
        let coverage = cornerMask(for: layer, h.translatedBy(-Double(full.x0), -Double(full.y0)), size: full)
        if !hasSublayers, let contents {
            let mask = ContentsMask(image: coverage.image, origin: (full.x0, full.y0))
            drawContents(contents, of: layer, h, &target, alpha: alpha, mask: mask)
            return
        }
        let local = h.translatedBy(-Double(box.x0), -Double(box.y0))
        var content = target.intermediate(box)
        if let contents { drawContents(contents, of: layer, local, &content, alpha: alpha) }
        paintSublayers(of: layer, local, &content, alpha: alpha)
        content.surface.keep(
            content.surface.box, mask: coverage.image, maskOrigin: (box.x0 - full.x0, box.y0 - full.y0))
        composite(content.surface, at: box, into: &target)
    }

    /// The antialiased coverage of the layer's rounded bounds in an image of `size`'s size.
    func cornerMask(for layer: CALayer, _ h: Homography, size: PixelBox) -> PixelSurface {
        let key = CornerMaskKey(
            size: PixelBox(x: 0, y: 0, width: size.width, height: size.height), transform: h,
            radius: layer.cornerRadius, corners: layer.maskedCorners)
        let record = layer.compositorRecord
        if let cached = record?.cornerMask, cached.key == key { return cached.surface }
        let surface = PixelSurface(width: size.width, height: size.height, format: .a8)
        let context = surface.context
        context.saveGState()
        context.concatenate(h.affine)
        context.setFillColor(.black)
        context.addPath(layer.roundedBoundsPath())
        context.fillPath()
        context.restoreGState()
        context.flush()
        record?.cornerMask = (key, surface)
        return surface
    }

    /// The path shadow's blurred coverage is kept between frames while the path, the transform's
    /// linear part and the radius stay the same: a moving layer reuses it.
    private mutating func drawPathShadow(
        _ path: CGPath, of layer: CALayer, color: PremultipliedColor, _ h: Homography, _ target: inout PaintTarget
    ) {
        guard color.alpha > 0 else { return }
        let sigma = layer.shadowSigma(in: h)
        let margin = (3 * sigma).rounded(.up) + 2
        var linear = h
        (linear.m31, linear.m32) = (0, 0)
        let key = PathShadowKey(path: ObjectIdentifier(path), linear: linear, radius: layer.shadowRadius)
        let record = layer.compositorRecord
        let surface: PixelSurface
        let origin: (Int32, Int32)
        if let cached = record?.pathShadow, cached.key == key {
            (surface, origin) = (cached.surface, cached.origin)
        } else {
            guard let bounds = linear.boundingBox(of: path.boundingBox) else { return }
            let box = PixelBox(covering: bounds).insetBy(-Int32(margin))
            guard !box.isEmpty, box.area < 1 << 26 else { return }
            surface = PixelSurface(width: box.width, height: box.height, format: .a8)
            origin = (box.x0, box.y0)
            let context = surface.context
            context.saveGState()
            context.concatenate(linear.translatedBy(-Double(box.x0), -Double(box.y0)).affine)
            context.setFillColor(.black)
            context.addPath(path)
            context.fillPath()
            context.restoreGState()
            context.flush()
            surface.blur(sigma: sigma)
            record?.pathShadow = (key, surface, origin)
        }
        // Place the cached coverage: its origin is relative to the layer's origin in the target.
        let offset = h.applyVector(layer.shadowOffset)
        let x = Int32((h.m31 + Double(offset.width)).rounded()) + origin.0
        let y = Int32((h.m32 + Double(offset.height)).rounded()) + origin.1
        let placed = PixelBox(x: Int(x), y: Int(y), width: surface.width, height: surface.height)
        let visible = placed.intersection(target.clip)
        target.surface.fill(visible, color: color, mask: surface.image, maskOrigin: (visible.x0 - x, visible.y0 - y))
    }
}

// MARK: - Shapes

extension Painter {
    /// Fills the layer's bounds (rounded as the layer is) in `color` faded by `alpha`: a pixman fill,
    /// copying when opaque, for a square rectangle on whole pixels; cairo otherwise.
    mutating func fillShape(
        _ rect: CGRect, layer: CALayer, color: CGColor, alpha: Double, _ h: Homography, _ target: inout PaintTarget
    ) {
        if !layer.hasRoundedCorners, h.isAxisAligned, let premultiplied = PremultipliedColor(color, alpha: alpha) {
            let device = h.mapAffine(rect)
            if device.isOnWholePixels {
                target.surface.fill(PixelBox(covering: device).intersection(target.clip), color: premultiplied)
                return
            }
        }
        let context = target.surface.context
        context.saveGState()
        context.concatenate(h.affine)
        context.setFillColor(color)
        context.setAlpha(CGFloat(alpha))
        context.addPath(layer.roundedBoundsPath(rect))
        context.fillPath()
        context.restoreGState()
    }

    /// The border, drawn inside the bounds and following the rounded corners.
    mutating func strokeBorder(
        of layer: CALayer, color: CGColor, alpha: Double, _ h: Homography, _ target: inout PaintTarget
    ) {
        let bounds = layer.bounds
        let width = min(layer.borderWidth, bounds.width / 2, bounds.height / 2)
        guard width > 0 else { return }
        let inner = bounds.insetBy(dx: width, dy: width)
        if !layer.hasRoundedCorners, h.isAxisAligned, let premultiplied = PremultipliedColor(color, alpha: alpha) {
            let outerDevice = h.mapAffine(bounds)
            let innerDevice = h.mapAffine(inner)
            if outerDevice.isOnWholePixels, innerDevice.isOnWholePixels {
                let o = PixelBox(covering: outerDevice)
                let i = PixelBox(covering: innerDevice)
                for edge in [
                    PixelBox(x0: o.x0, y0: o.y0, x1: o.x1, y1: i.y0), PixelBox(x0: o.x0, y0: i.y1, x1: o.x1, y1: o.y1),
                    PixelBox(x0: o.x0, y0: i.y0, x1: i.x0, y1: i.y1), PixelBox(x0: i.x1, y0: i.y0, x1: o.x1, y1: i.y1),
                ] {
                    target.surface.fill(edge.intersection(target.clip), color: premultiplied)
                }
                return
            }
        }
        let path = CGMutablePath()
        path.addPath(layer.roundedBoundsPath(bounds))
        path.addPath(layer.roundedBoundsPath(inner, radius: max(0, layer.cornerRadius - width)))
        let context = target.surface.context
        context.saveGState()
        context.concatenate(h.affine)
        context.setFillColor(color)
        context.setAlpha(CGFloat(alpha))
        context.addPath(path)
        context.fillPath(using: .evenOdd)
        context.restoreGState()
    }

    /// Debug tint over the layer's shape.
    mutating func tint(
        _ rect: CGRect, layer: CALayer, _ color: PremultipliedColor, _ h: Homography, _ target: inout PaintTarget
    ) {
        let straight = CGColor(
            red: CGFloat(color.red / color.alpha), green: CGFloat(color.green / color.alpha),
            blue: CGFloat(color.blue / color.alpha), alpha: CGFloat(color.alpha))
        fillShape(rect, layer: layer, color: straight, alpha: 1, h, &target)
    }
}

extension CGRect {
    /// Whether every edge lies on a pixel boundary (so a fill needs no antialiasing).
    var isOnWholePixels: Bool {
        func whole(_ v: CGFloat) -> Bool { abs(Double(v) - Double(v).rounded()) < 1e-3 }
        return whole(minX) && whole(minY) && whole(maxX) && whole(maxY)
    }
}

extension CALayer {
    /// The bounds (or `rect`) with the corners `maskedCorners` names rounded by `cornerRadius`
    /// (or `radius`), clamped to half the shorter side.
    func roundedBoundsPath(_ rect: CGRect? = nil, radius requested: CGFloat? = nil) -> CGPath {
        let rect = rect ?? bounds
        let r = max(0, min(requested ?? cornerRadius, rect.width / 2, rect.height / 2))
        let path = CGMutablePath()
        guard r > 0, !maskedCorners.isEmpty else {
            path.addRect(rect)
            return path
        }
        func radius(_ corner: CACornerMask) -> CGFloat { maskedCorners.contains(corner) ? r : 0 }
        let (tl, tr) = (radius(.layerMinXMinYCorner), radius(.layerMaxXMinYCorner))
        let (bl, br) = (radius(.layerMinXMaxYCorner), radius(.layerMaxXMaxYCorner))
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0,
                clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2,
                clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi,
                clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .pi,
                endAngle: 3 * .pi / 2, clockwise: false)
        }
        path.closeSubpath()
        return path
    }

    /// Whether opacity needs a group to look right: more than one thing painted (background,
    /// contents, border, shadow, sublayers); a single part is faded directly.
    var hasSeveralParts: Bool {
        for sublayer in sublayerList ?? [] where !sublayer.isHidden && sublayer.opacity > 0 { return true }
        var parts = 0
        if let color = backgroundColor, color.alpha > 0 { parts += 1 }
        if backingStore != nil || contents is CGImage { parts += 1 }
        if borderWidth > 0, let color = borderColor, color.alpha > 0 { parts += 1 }
        if castsShadow { parts += 1 }
        return parts > 1
    }
}
