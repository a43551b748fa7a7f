import CCairo

/// A shadow as the graphics state holds it: offset and blur in base space, and its colour.
package struct Shadow {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor
}

/// An 8-bit alpha mask in device pixels whose top-left pixel is at (`x`, `y`); outside it the mask
/// is 0. Immutable once made, so graphics states can share it.
package final class ClipMask {
    package let surface: OpaquePointer
    package let x: Int
    package let y: Int

    /// Takes ownership of an A8 image surface reference.
    package init(owningSurface surface: OpaquePointer, x: Int, y: Int) {
        self.surface = surface
        self.x = x
        self.y = y
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

/// A rectangle in cairo's device space (pixels, y down) as edges.
package struct DeviceBox {
    package var x0, y0, x1, y1: Double

    package var isEmpty: Bool { !(x1 > x0 && y1 > y0) }

    package func intersection(_ other: DeviceBox) -> DeviceBox {
        DeviceBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    package func insetBy(_ d: Double) -> DeviceBox {
        DeviceBox(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d)
    }

    package func offsetBy(dx: Double, dy: Double) -> DeviceBox {
        DeviceBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }

    /// The smallest box of whole pixels containing this one.
    package var integral: (x: Int, y: Int, width: Int, height: Int) {
        let (ix0, iy0) = (Int(x0.rounded(.down)), Int(y0.rounded(.down)))
        return (ix0, iy0, max(0, Int(x1.rounded(.up)) - ix0), max(0, Int(y1.rounded(.up)) - iy0))
    }
}

/// Blend modes and shadows, and the one path every painting operation goes through so that both,
/// and clip masks, apply to fills, strokes, images, gradients and transparency layers alike.
extension CGContext {
    /// Sets how what is painted next combines with what is already there; part of the graphics state.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    /// The current blend mode.
    package var blendMode: CGBlendMode { state.blendMode }

    /// Makes everything painted afterwards cast a shadow of `color` (nil, or a clear colour: none).
    ///
    /// `offset` and `blur` are in base space: the context's user space as it was created, so the
    /// CTM neither moves, turns nor scales the shadow, as on iOS. In a bitmap or PDF context made
    /// with Core Graphics' initializers base space is y-up, and a positive `offset.height` moves the
    /// shadow up; in the contexts UIKit makes (views' `draw(_:)`, image and PDF renderers) it is
    /// UIKit's y-down space, and a positive height moves the shadow down on screen, as on iOS 3.2
    /// and later. The shadow is the painted shape's alpha (colour, image and global alpha
    /// included) blurred with a Gaussian of standard deviation `blur / 2`, tinted with `color`, and
    /// composited under the shape with the current blend mode and clip.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(0, blur.isFinite ? blur : 0), color: color)
    }

    /// A shadow in black at one third alpha, as on iOS.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Whether painting can go straight to cairo: no shadow, no clip mask, a bounded operator.
    @inline(__always)
    package var paintsDirectly: Bool {
        state.shadow == nil && state.clipMask == nil && !state.blendMode.isUnboundedInCairo
    }

    /// Paints `shape` filled with `color` (times the global alpha) with the blend mode, shadow and
    /// clip mask; `shape` draws on the cairo context it is given (the context's own, or one for the
    /// shadow whose matrix is offset) by painting its current source, and must not change the
    /// operator. `userBounds` bounds what it paints, when known, and saves work.
    package func paint(color: CGColor, userBounds: CGRect?, _ shape: (OpaquePointer) -> Void) {
        paint(color: PaintColor(color), userBounds: userBounds, shape)
    }

    package func paint(color: PaintColor, userBounds: CGRect?, _ shape: (OpaquePointer) -> Void) {
        let alpha = color.alpha * Double(state.alpha)
        paint(
            deviceBounds: userBounds.map(deviceBox(ofUserRect:)),
            source: { cairo_set_source_rgba($0, color.red, color.green, color.blue, alpha) }, shape: shape)
    }

    /// The painting pipeline. `source` sets cairo's source on the context it is given; `shape`
    /// paints that source through the shape's coverage with the context's operator (so it is the
    /// area the blend mode is bounded by). Draws the shadow first, if any, then the shape.
    package func paint(
        deviceBounds: DeviceBox?, source: (OpaquePointer) -> Void, shape: (OpaquePointer) -> Void
    ) {
        if paintsDirectly {
            source(cairo)
            shape(cairo)
            return
        }
        if let shadow = state.shadow {
            paintShadow(shadow, deviceBounds: deviceBounds, source: source, shape: shape)
        }
        composite(deviceBounds: deviceBounds, source: source, shape: shape)
    }

    /// Composites one shape with the blend mode, bounded by the shape, through the clip mask.
    private func composite(
        deviceBounds: DeviceBox?, source: (OpaquePointer) -> Void, shape: (OpaquePointer) -> Void
    ) {
        let mode = state.blendMode
        let target = cairo_get_group_target(cairo)!
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if mode.isUnboundedInCairo, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            // Only the shape may change: work out op(S, D) on a copy of the destination, then put it
            // back through the shape's coverage (and the clip mask) with SOURCE, which interpolates.
            if let deviceBounds { clipToDevice(deviceBounds.insetBy(-1)) }
            cairo_push_group(cairo)
            copyDestination(from: target)
            cairo_push_group(cairo)
            copyDestination(from: target)
            cairo_set_operator(cairo, mode.cairoOperator)
            source(cairo)
            cairo_paint(cairo)
            let blended = cairo_pop_group(cairo)
            cairo_set_source(cairo, blended)
            cairo_pattern_destroy(blended)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            shape(cairo)
            let result = cairo_pop_group(cairo)
            cairo_set_source(cairo, result)
            cairo_pattern_destroy(result)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            paintThroughClipMask()
        } else if state.clipMask != nil {
            // Every other operator is linear in the source's coverage: paint the shape offscreen,
            // then composite that with the operator through the mask.
            if let deviceBounds { clipToDevice(deviceBounds.insetBy(-1)) }
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            source(cairo)
            shape(cairo)
            let group = cairo_pop_group(cairo)
            cairo_set_source(cairo, group)
            cairo_pattern_destroy(group)
            cairo_set_operator(cairo, mode.cairoOperator)
            paintThroughClipMask()
        } else {
            cairo_set_operator(cairo, mode.cairoOperator)
            source(cairo)
            shape(cairo)
        }
    }

    /// Paints cairo's source through the clip mask, or everywhere in the clip when there is none.
    private func paintThroughClipMask() {
        guard let mask = state.clipMask else {
            cairo_paint(cairo)
            return
        }
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, mask.surface, Double(mask.x), Double(mask.y))
    }

    /// Replaces the current group's pixels with the pixels of `target`, the surface the group covers.
    private func copyDestination(from target: OpaquePointer) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, target, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Draws the shape's shadow: its alpha rendered offscreen at the offset, blurred, then composited
    /// in the shadow colour.
    private func paintShadow(
        _ shadow: Shadow, deviceBounds: DeviceBox?, source: (OpaquePointer) -> Void,
        shape: (OpaquePointer) -> Void
    ) {
        let base = baseSpaceToDevice
        let offset = CGSize(
            width: shadow.offset.width * base.a + shadow.offset.height * base.c,
            height: shadow.offset.width * base.b + shadow.offset.height * base.d)
        let (dx, dy) = (Double(offset.width), Double(offset.height))
        let sigma = Double(shadow.blur) / 2 * Double(abs(base.a * base.d - base.b * base.c)).squareRoot()
        let margin = (3 * sigma).rounded(.up) + 1
        var visible = deviceClipBox()
        if let deviceBounds { visible = visible.intersection(deviceBounds.offsetBy(dx: dx, dy: dy).insetBy(-margin)) }
        guard !visible.isEmpty else { return }
        let area = visible.insetBy(-margin).integral
        guard area.width > 0, area.height > 0, area.width < 1 << 15, area.height < 1 << 15 else { return }

        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height))!
        let cr = cairo_create(alpha)!
        copyGState(to: cr, deviceOffset: (dx - Double(area.x), dy - Double(area.y)))
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        source(cr)
        shape(cr)
        cairo_destroy(cr)
        cairo_surface_flush(alpha)
        ShadowBlur.gaussian(alphaSurface: alpha, sigma: sigma)
        cairo_surface_mark_dirty(alpha)

        let (r, g, b, a) = shadow.color.rgba
        composite(
            deviceBounds: DeviceBox(
                x0: Double(area.x), y0: Double(area.y), x1: Double(area.x + area.width),
                y1: Double(area.y + area.height)),
            source: { cairo_set_source_rgba($0, Double(r), Double(g), Double(b), Double(a)) },
            shape: { cr in
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_mask_surface(cr, alpha, Double(area.x), Double(area.y))
                cairo_restore(cr)
            })
        cairo_surface_destroy(alpha)
    }

    /// Gives `cr` this context's matrix, moved by `deviceOffset`, and its stroke and fill settings.
    private func copyGState(to cr: OpaquePointer, deviceOffset: (Double, Double)) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        m.x0 += deviceOffset.0
        m.y0 += deviceOffset.1
        cairo_set_matrix(cr, &m)
        cairo_set_line_width(cr, cairo_get_line_width(cairo))
        cairo_set_line_cap(cr, cairo_get_line_cap(cairo))
        cairo_set_line_join(cr, cairo_get_line_join(cairo))
        cairo_set_miter_limit(cr, cairo_get_miter_limit(cairo))
        cairo_set_fill_rule(cr, cairo_get_fill_rule(cairo))
        cairo_set_tolerance(cr, cairo_get_tolerance(cairo))
        cairo_set_antialias(cr, cairo_get_antialias(cairo))
        let count = Int(cairo_get_dash_count(cairo))
        if count > 0 {
            var dashes = [Double](repeating: 0, count: count)
            var phase = 0.0
            cairo_get_dash(cairo, &dashes, &phase)
            cairo_set_dash(cr, dashes, Int32(count), phase)
        }
    }

    /// The clip's bounding box in device space (the surface, or page, when unclipped).
    package func deviceClipBox() -> DeviceBox {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var box = DeviceBox(x0: 0, y0: 0, x1: 0, y1: 0)
        cairo_clip_extents(cairo, &box.x0, &box.y0, &box.x1, &box.y1)
        cairo_restore(cairo)
        return box
    }

    /// The device-space bounding box of a user-space rectangle.
    package func deviceBox(ofUserRect rect: CGRect) -> DeviceBox {
        deviceBox(x0: Double(rect.minX), y0: Double(rect.minY), x1: Double(rect.maxX), y1: Double(rect.maxY))
    }

    /// The device-space bounding box of the user-space box with corners (x0, y0) and (x1, y1).
    package func deviceBox(x0: Double, y0: Double, x1: Double, y1: Double) -> DeviceBox {
        var xs = [x0, x1, x0, x1]
        var ys = [y0, y0, y1, y1]
        for i in 0..<4 { cairo_user_to_device(cairo, &xs[i], &ys[i]) }
        return DeviceBox(x0: xs.min()!, y0: ys.min()!, x1: xs.max()!, y1: ys.max()!)
    }

    /// Intersects cairo's clip with a device-space box (whole pixels, so no soft edge is added).
    private func clipToDevice(_ box: DeviceBox) {
        let pixels = box.integral
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(pixels.x), Double(pixels.y), Double(pixels.width), Double(pixels.height))
        cairo_restore(cairo)
        cairo_clip(cairo)
    }
}
