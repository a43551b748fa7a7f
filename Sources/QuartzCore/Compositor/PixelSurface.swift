import CCairo
import CPixman

/// A colour as the compositor blends it: premultiplied, each component 0...1.
struct PremultipliedColor: Equatable {
    var red, green, blue, alpha: Double

    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `color` at `alpha` times its own alpha; nil for pattern colours, which only cairo can paint.
    init?(_ color: CGColor, alpha: Double = 1) {
        guard color.pattern == nil else { return nil }
        let (r, g, b, a) = color.rgba
        let total = max(0, min(1, Double(a) * alpha))
        self.init(red: Double(r) * total, green: Double(g) * total, blue: Double(b) * total, alpha: total)
    }

    var isOpaque: Bool { alpha >= 1 }

    func scaled(by factor: Double) -> PremultipliedColor {
        PremultipliedColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    var pixman: pixman_color_t {
        func channel(_ v: Double) -> UInt16 { UInt16(max(0, min(1, v)) * 65535 + 0.5) }
        return pixman_color_t(red: channel(red), green: channel(green), blue: channel(blue), alpha: channel(alpha))
    }
}

/// Pixels the compositor paints into: a window's frame buffer or an intermediate image.
///
/// The same memory is reachable two ways: as a pixman image for fills, copies, masked composites
/// and resampling (`image`), and as a y-down `CGContext` in pixels for vector shapes (`context`),
/// which cairo draws with pixman too. This file is the only one that calls pixman or cairo;
/// the rest of the compositor passes pixman images around as opaque handles, and nothing outside
/// the compositor sees them.
final class PixelSurface {
    enum Format {
        /// Premultiplied ARGB in 32 bits (cairo's ARGB32, pixman's a8r8g8b8).
        case argb32
        /// Opaque RGB in 32 bits, the top byte unused (an X visual without alpha).
        case rgb24
        /// Coverage only, 8 bits: masks and shadows.
        case a8
    }

    let context: CGContext
    /// A `pixman_image_t` over `pixels`.
    let image: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    let format: Format
    let pixels: UnsafeMutableRawPointer

    /// A new transparent surface.
    convenience init(width: Int, height: Int, format: Format = .argb32) {
        let cairoFormat = format == .a8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let surface = cairo_image_surface_create(cairoFormat, Int32(max(1, width)), Int32(max(1, height)))!
        // Pixman writes behind cairo's back: a surface cairo still believes clear it may paint with
        // SOURCE instead of OVER, wiping what pixman put there. Marked dirty, it never believes so.
        cairo_surface_mark_dirty(surface)
        self.init(context: CGContext(owningSurface: surface, flipped: true), format: format == .a8 ? .a8 : .argb32)
    }

    /// The pixels of a bitmap context (a window's frame); nil for formats the compositor cannot paint.
    convenience init?(wrapping context: CGContext) {
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

    var box: PixelBox { PixelBox(x: 0, y: 0, width: width, height: height) }

    /// Tells cairo that pixman wrote to the pixels behind its back.
    func markDirty() {
        cairo_surface_mark_dirty(context.surface)
    }

    /// Limits every later pixman operation on this surface to `boxes` (nil: no limit).
    func setClip(_ boxes: [PixelBox]?) {
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
    func clear(_ box: PixelBox) {
        fill(box, color: .clear, copy: true)
    }

    /// Paints `color` over `box` (`copy`: replaces the pixels, as for an opaque colour).
    func fill(_ box: PixelBox, color: PremultipliedColor, copy: Bool = false) {
        guard !box.isEmpty else { return }
        var c = color.pixman
        var b = pixman_box32_t(x1: box.x0, y1: box.y0, x2: box.x1, y2: box.y1)
        pixman_image_fill_boxes(copy || color.isOpaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, image, &c, 1, &b)
    }

    /// Blends `source` (a pixman image) into `box` of this surface; `sourceOrigin` is the source
    /// pixel that lands on the box's top-left corner (in the source's transformed space when it
    /// has a transform). `alpha` < 1 fades it; `mask` (an a8 or ARGB image) multiplies by its alpha.
    func composite(
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
    func fill(_ box: PixelBox, color: PremultipliedColor, mask: OpaquePointer, maskOrigin: (Int32, Int32)) {
        guard !box.isEmpty, color.alpha > 0 else { return }
        var c = color.pixman
        let solid = pixman_image_create_solid_fill(&c)
        pixman_image_composite32(
            PIXMAN_OP_OVER, solid, mask, image, 0, 0, maskOrigin.0, maskOrigin.1, box.x0, box.y0, Int32(box.width),
            Int32(box.height))
        pixman_image_unref(solid)
    }

    /// Blurs an a8 surface in place with a Gaussian of standard deviation `sigma` pixels (shadows).
    func blur(sigma: Double) {
        guard format == .a8 else { return }
        cairo_surface_flush(context.surface)
        ShadowBlur.gaussian(alphaSurface: context.surface, sigma: sigma)
        cairo_surface_mark_dirty(context.surface)
    }

    /// Lays `color` over the pixels that have any alpha, in proportion to it (debug tints).
    func tint(_ color: PremultipliedColor) {
        var c = color.pixman
        var b = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        pixman_image_fill_boxes(PIXMAN_OP_ATOP, image, &c, 1, &b)
    }

    /// Keeps only the part of `box` that `mask` covers (destination IN mask).
    func keep(_ box: PixelBox, mask: OpaquePointer, maskOrigin: (Int32, Int32)) {
        guard !box.isEmpty else { return }
        pixman_image_composite32(
            PIXMAN_OP_IN_REVERSE, mask, nil, image, maskOrigin.0, maskOrigin.1, 0, 0, box.x0, box.y0, Int32(box.width),
            Int32(box.height))
    }

    /// Multiplies every channel of every pixel by `factor` (destination IN a solid alpha), for
    /// cross-dissolves.
    func fade(by factor: Double) {
        var c = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: max(0, min(1, factor))).pixman
        var b = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        pixman_image_fill_boxes(PIXMAN_OP_IN_REVERSE, image, &c, 1, &b)
    }

    /// Adds `source`, times `alpha`, to `box` channel by channel (pixman ADD, saturating): with
    /// `fade(by:)`, mixes two premultiplied images as (1 − p)·a + p·b.
    func add(_ source: OpaquePointer, sourceOrigin: (Int32, Int32), into box: PixelBox, alpha: Double) {
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
    func multiply(_ box: PixelBox, red: Double, green: Double, blue: Double, alpha: Double) {
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

/// A pixman view of pixels someone else owns (an image's, a backing store's), released when done.
struct SourceImage {
    let image: OpaquePointer
    let width: Int
    let height: Int

    /// The part `box` of `image` (in its pixels) as its own image; nil when empty.
    static func of(_ image: CGImage, box: PixelBox? = nil) -> SourceImage? {
        cairo_surface_flush(image.surface)
        guard let data = cairo_image_surface_get_data(image.surface) else { return nil }
        return make(data, width: image.width, height: image.height, stride: image.bytesPerRow, box: box)
    }

    static func of(_ surface: PixelSurface, box: PixelBox? = nil) -> SourceImage? {
        guard surface.format != .a8 else { return nil }
        return make(
            surface.pixels.assumingMemoryBound(to: UInt8.self), width: surface.width, height: surface.height,
            stride: surface.stride, box: box)
    }

    static func of(_ context: CGContext, box: PixelBox? = nil) -> SourceImage? {
        guard context.isBitmap, cairo_image_surface_get_format(context.surface) == CAIRO_FORMAT_ARGB32 else {
            return nil
        }
        cairo_surface_flush(context.surface)
        guard let data = cairo_image_surface_get_data(context.surface) else { return nil }
        return make(data, width: context.width, height: context.height, stride: context.bytesPerRow, box: box)
    }

    private static func make(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, box: PixelBox?
    ) -> SourceImage? {
        let part = (box ?? PixelBox(x: 0, y: 0, width: width, height: height))
            .intersection(PixelBox(x: 0, y: 0, width: width, height: height))
        guard !part.isEmpty else { return nil }
        let start = data + Int(part.y0) * stride + Int(part.x0) * 4
        let image = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(part.width), Int32(part.height),
            UnsafeMutableRawPointer(start).assumingMemoryBound(to: UInt32.self), Int32(stride))!
        return SourceImage(image: image, width: part.width, height: part.height)
    }

    func release() {
        pixman_image_unref(image)
    }

    /// Samples the image through `transform` (image pixels → destination pixels) with bilinear
    /// filtering, or the nearest pixel when `nearest` is set; `pad` repeats the edge pixels outward
    /// instead of fading to transparent, so the pieces of a nine-part image meet without seams.
    func setTransform(_ transform: Homography, pad: Bool = false, nearest: Bool = false) {
        guard let inverse = transform.inverted else { return }
        // pixman maps destination to source with column vectors: the transpose of our row form.
        func fixed(_ v: Double) -> Int32 { Int32(max(-32767, min(32767, v)) * 65536) }
        var t = pixman_transform_t(
            matrix: (
                (fixed(inverse.m11), fixed(inverse.m21), fixed(inverse.m31)),
                (fixed(inverse.m12), fixed(inverse.m22), fixed(inverse.m32)),
                (fixed(inverse.m13), fixed(inverse.m23), fixed(inverse.m33))
            ))
        pixman_image_set_transform(image, &t)
        pixman_image_set_filter(image, nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, pad ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
    }
}
