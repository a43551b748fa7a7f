import CCairo
import CPixman
import Glibc

/// Pixels the compositor paints into: a window's frame buffer or an intermediate image.
///
/// The same memory is reachable two ways: as a pixman image for fills, copies, masked composites
/// and resampling (`image`), and as a y-down `CGContext` in pixels for vector shapes (`context`),
/// which cairo draws with pixman too. QuartzCore's compositor paints through these operations and
/// passes pixman images around as opaque handles; only CoreGraphics calls pixman or cairo.
package final class PixelSurface {
    package enum Format {
        /// Premultiplied ARGB in 32 bits (cairo's ARGB32, pixman's a8r8g8b8).
        case argb32
        /// Opaque RGB in 32 bits, the top byte unused (an X visual without alpha).
        case rgb24
        /// Coverage only, 8 bits: masks and shadows.
        case a8
    }

    package let context: CGContext
    /// A `pixman_image_t` over `pixels`.
    package let image: OpaquePointer
    package let width: Int
    package let height: Int
    package let stride: Int
    package let format: Format
    package let pixels: UnsafeMutableRawPointer

    /// A new transparent surface.
    package convenience init(width: Int, height: Int, format: Format = .argb32) {
        let cairoFormat = format == .a8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let surface = cairo_image_surface_create(cairoFormat, Int32(max(1, width)), Int32(max(1, height)))!
        // Pixman writes behind cairo's back: a surface cairo still believes clear it may paint with
        // SOURCE instead of OVER, wiping what pixman put there. Marked dirty, it never believes so.
        cairo_surface_mark_dirty(surface)
        self.init(context: CGContext(owningSurface: surface, flipped: true), format: format == .a8 ? .a8 : .argb32)
    }

    /// The pixels of a bitmap context (a window's frame); nil for formats the compositor cannot paint.
    package convenience init?(wrapping context: CGContext) {
        guard context.isBitmap else { return nil }
        switch cairo_image_surface_get_format(context.surface) {
        case CAIRO_FORMAT_ARGB32: self.init(context: context, format: .argb32)
        case CAIRO_FORMAT_RGB24: self.init(context: context, format: .rgb24)
        default: return nil
        }
    }

    private init(context: CGContext, format: Format) {
        self.context = context
        self.format = format
        width = context.width
        height = context.height
        stride = context.bytesPerRow
        cairo_surface_flush(context.surface)
        pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(context.surface)!)
        let code: pixman_format_code_t
        switch format {
        case .argb32: code = PIXMAN_a8r8g8b8
        case .rgb24: code = PIXMAN_x8r8g8b8
        case .a8: code = PIXMAN_a8
        }
        image = pixman_image_create_bits(
            code, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))
    }

    deinit {
        pixman_image_unref(image)
    }

    package var box: PixelBox { PixelBox(x: 0, y: 0, width: width, height: height) }

    /// Tells cairo that pixman wrote to the pixels behind its back.
    package func markDirty() {
        cairo_surface_mark_dirty(context.surface)
    }

    /// Limits every later pixman operation on this surface to `boxes` (nil: no limit).
    package func setClip(_ boxes: [PixelBox]?) {
        guard let boxes else {
            pixman_image_set_clip_region32(image, nil)
            return
        }
        var region = pixman_region32_t()
        var rects = boxes.map { pixman_box32_t(x1: $0.x0, y1: $0.y0, x2: $0.x1, y2: $0.y1) }
        pixman_region32_init_rects(&region, &rects, Int32(rects.count))
        pixman_image_set_clip_region32(image, &region)
        pixman_region32_fini(&region)
    }

    /// Makes `box` transparent.
    package func clear(_ box: PixelBox) {
        fill(box, color: .clear, copy: true)
    }

    /// Copies the pixels of `box` to `box` offset by (`dx`, `dy`), overlap allowed (scrolled
    /// content); what the destination does not cover of `box` keeps its pixels. Both boxes must lie
    /// inside the surface. Ignores the clip.
    package func move(_ box: PixelBox, dx: Int32, dy: Int32) {
        guard !box.isEmpty, dx != 0 || dy != 0 else { return }
        precondition(
            self.box.contains(box) && self.box.contains(box.offsetBy(dx: dx, dy: dy)),
            "A pixel move must stay inside the surface")
        cairo_surface_flush(context.surface)
        let bytesPerPixel = format == .a8 ? 1 : 4
        let rowBytes = box.width * bytesPerPixel
        if rowBytes == stride {
            // Whole rows lie end to end: one copy.
            let source = pixels + Int(box.y0) * stride
            memmove(source + Int(dy) * stride, source, box.height * stride)
            cairo_surface_mark_dirty(context.surface)
            return
        }
        // Rows moving down are copied bottom first, so none is overwritten before it is read.
        let rows =
            dy > 0
            ? Swift.stride(from: Int(box.y1) - 1, to: Int(box.y0) - 1, by: -1)
            : Swift.stride(from: Int(box.y0), to: Int(box.y1), by: 1)
        for y in rows {
            let source = pixels + y * stride + Int(box.x0) * bytesPerPixel
            let destination = pixels + (y + Int(dy)) * stride + Int(box.x0 + dx) * bytesPerPixel
            memmove(destination, source, rowBytes)
        }
        cairo_surface_mark_dirty(context.surface)
    }

    /// Paints `color` over `box` (`copy`: replaces the pixels, as for an opaque colour).
    package func fill(_ box: PixelBox, color: PremultipliedColor, copy: Bool = false) {
        guard !box.isEmpty else { return }
        var c = color.pixman
        var b = pixman_box32_t(x1: box.x0, y1: box.y0, x2: box.x1, y2: box.y1)
        pixman_image_fill_boxes(copy || color.isOpaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, image, &c, 1, &b)
    }

    /// Blends `source` (a pixman image) into `box` of this surface; `sourceOrigin` is the source
    /// pixel that lands on the box's top-left corner (in the source's transformed space when it
    /// has a transform). `alpha` < 1 fades it; `mask` (an a8 or ARGB image) multiplies by its alpha.
    package func composite(
        _ source: OpaquePointer, sourceOrigin: (Int32, Int32), into box: PixelBox, alpha: Double = 1,
        mask: OpaquePointer? = nil, maskOrigin: (Int32, Int32) = (0, 0), copy: Bool = false
    ) {
        guard !box.isEmpty, alpha > 0 else { return }
        let op = copy ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        var maskImage = mask
        var solid: OpaquePointer?
        if alpha < 1 {
            if mask != nil {
                // Fade through an intermediate mask: rare (an offscreen layer both masked and faded).
                let faded = PixelSurface(width: box.width, height: box.height, format: .a8)
                var c = PremultipliedColor(red: alpha, green: alpha, blue: alpha, alpha: alpha).pixman
                let fade = pixman_image_create_solid_fill(&c)
                pixman_image_composite32(
                    PIXMAN_OP_SRC, mask, fade, faded.image, maskOrigin.0, maskOrigin.1, 0, 0, 0, 0, Int32(box.width),
                    Int32(box.height))
                pixman_image_unref(fade)
                pixman_image_composite32(
                    op, source, faded.image, image, sourceOrigin.0, sourceOrigin.1, 0, 0, box.x0, box.y0,
                    Int32(box.width), Int32(box.height))
                return
            }
            var c = PremultipliedColor(red: alpha, green: alpha, blue: alpha, alpha: alpha).pixman
            solid = pixman_image_create_solid_fill(&c)
            maskImage = solid
        }
        pixman_image_composite32(
            op, source, maskImage, image, sourceOrigin.0, sourceOrigin.1, maskOrigin.0, maskOrigin.1, box.x0,
            box.y0, Int32(box.width), Int32(box.height))
        if let solid { pixman_image_unref(solid) }
    }

    /// Blends a solid colour into `box` through `mask`'s alpha (shadows, debug tints, rounded clips).
    package func fill(_ box: PixelBox, color: PremultipliedColor, mask: OpaquePointer, maskOrigin: (Int32, Int32)) {
        guard !box.isEmpty, color.alpha > 0 else { return }
        var c = color.pixman
        let solid = pixman_image_create_solid_fill(&c)
        pixman_image_composite32(
            PIXMAN_OP_OVER, solid, mask, image, 0, 0, maskOrigin.0, maskOrigin.1, box.x0, box.y0, Int32(box.width),
            Int32(box.height))
        pixman_image_unref(solid)
    }

    /// Blurs an a8 surface in place with a Gaussian of standard deviation `sigma` pixels (shadows).
    package func blur(sigma: Double) {
        guard format == .a8 else { return }
        cairo_surface_flush(context.surface)
        ShadowBlur.gaussian(alphaSurface: context.surface, sigma: sigma)
        cairo_surface_mark_dirty(context.surface)
    }

    /// Blurs an ARGB surface in place, channel by channel, with a Gaussian of standard deviation
    /// `sigma` pixels, the edge pixels repeated past the edges (blurred backdrops).
    package func blurColors(sigma: Double) {
        guard format != .a8 else { return }
        cairo_surface_flush(context.surface)
        ShadowBlur.gaussian(
            pixels.assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: stride, bytesPerPixel: 4,
            sigma: sigma, edges: .extended)
        cairo_surface_mark_dirty(context.surface)
    }

    /// A new `width` × `height` surface of this one's pixels sampled through `scale` (destination
    /// pixels per source pixel: ½ halves it) from `origin` (source pixels), bilinear, the edge
    /// pixels repeated outward; for blurring large backdrops at a fraction of their size.
    package func resampled(scale: Double, origin: (Double, Double) = (0, 0), width: Int, height: Int) -> PixelSurface {
        let result = PixelSurface(width: width, height: height)
        func fixed(_ v: Double) -> Int32 { Int32(max(-32767, min(32767, v)) * 65536) }
        let step = 1 / scale
        var t = pixman_transform_t(
            matrix: ((fixed(step), 0, fixed(origin.0)), (0, fixed(step), fixed(origin.1)), (0, 0, fixed(1))))
        pixman_image_set_transform(image, &t)
        pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(
            PIXMAN_OP_SRC, image, nil, result.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        pixman_image_set_transform(image, nil)
        pixman_image_set_filter(image, PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
        return result
    }

    /// Lays `color` over the pixels that have any alpha, in proportion to it (debug tints).
    package func tint(_ color: PremultipliedColor) {
        var c = color.pixman
        var b = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        pixman_image_fill_boxes(PIXMAN_OP_ATOP, image, &c, 1, &b)
    }

    /// Keeps only the part of `box` that `mask` covers (destination IN mask).
    package func keep(_ box: PixelBox, mask: OpaquePointer, maskOrigin: (Int32, Int32)) {
        guard !box.isEmpty else { return }
        pixman_image_composite32(
            PIXMAN_OP_IN_REVERSE, mask, nil, image, maskOrigin.0, maskOrigin.1, 0, 0, box.x0, box.y0, Int32(box.width),
            Int32(box.height))
    }

    /// Multiplies every channel of every pixel by `factor` (destination IN a solid alpha), for
    /// cross-dissolves.
    package func fade(by factor: Double) {
        var c = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: max(0, min(1, factor))).pixman
        var b = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        pixman_image_fill_boxes(PIXMAN_OP_IN_REVERSE, image, &c, 1, &b)
    }

    /// Adds `source`, times `alpha`, to `box` channel by channel (pixman ADD, saturating): with
    /// `fade(by:)`, mixes two premultiplied images as (1 − p)·a + p·b.
    package func add(_ source: OpaquePointer, sourceOrigin: (Int32, Int32), into box: PixelBox, alpha: Double) {
        guard !box.isEmpty, alpha > 0 else { return }
        var c = PremultipliedColor(red: alpha, green: alpha, blue: alpha, alpha: min(1, alpha)).pixman
        let solid = pixman_image_create_solid_fill(&c)
        pixman_image_composite32(
            PIXMAN_OP_ADD, source, solid, image, sourceOrigin.0, sourceOrigin.1, 0, 0, box.x0, box.y0,
            Int32(box.width), Int32(box.height))
        pixman_image_unref(solid)
    }

    /// Multiplies every pixel of `box` by a colour, channel by channel (a replicator's colour
    /// multiplier on a premultiplied image).
    package func multiply(_ box: PixelBox, red: Double, green: Double, blue: Double, alpha: Double) {
        guard format != .a8, !box.isEmpty else { return }
        let factors = (
            UInt32(max(0, min(1, blue * alpha)) * 256), UInt32(max(0, min(1, green * alpha)) * 256),
            UInt32(max(0, min(1, red * alpha)) * 256), UInt32(max(0, min(1, alpha)) * 256)
        )
        for y in Int(box.y0)..<Int(box.y1) {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in Int(box.x0)..<Int(box.x1) {
                let p = row[x]
                guard p != 0 else { continue }
                let b = ((p & 0xFF) * factors.0) >> 8
                let g = (((p >> 8) & 0xFF) * factors.1) >> 8
                let r = (((p >> 16) & 0xFF) * factors.2) >> 8
                let a = ((p >> 24) * factors.3) >> 8
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
