import CCairo
import CPixman

/// A pixman view of pixels someone else owns (an image's, a backing store's), released when done.
package struct SourceImage {
    package let image: OpaquePointer
    package let width: Int
    package let height: Int

    /// The part `box` of `image` (in its pixels) as its own image; nil when empty.
    package static func of(_ image: CGImage, box: PixelBox? = nil) -> SourceImage? {
        cairo_surface_flush(image.surface)
        guard let data = cairo_image_surface_get_data(image.surface) else { return nil }
        return make(data, width: image.width, height: image.height, stride: image.bytesPerRow, box: box)
    }

    package static func of(_ surface: PixelSurface, box: PixelBox? = nil) -> SourceImage? {
        guard surface.format != .a8 else { return nil }
        return make(
            surface.pixels.assumingMemoryBound(to: UInt8.self), width: surface.width, height: surface.height,
            stride: surface.stride, box: box)
    }

    package static func of(_ context: CGContext, box: PixelBox? = nil) -> SourceImage? {
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

    package func release() {
        pixman_image_unref(image)
    }

    /// Samples the image through `matrix`, the projective map from destination pixels to image pixels
    /// (rows of a 3×3 matrix applied to row vectors `[x y 1]`), with bilinear filtering, or the
    /// nearest pixel when `nearest` is set; `pad` repeats the edge pixels outward instead of fading
    /// to transparent, so the pieces of a nine-part image meet without seams.
    package func setSampling(destinationToImage matrix: ProjectiveMatrix, pad: Bool = false, nearest: Bool = false) {
        // pixman maps destination to source with column vectors: the transpose of our row form.
        func fixed(_ v: Double) -> Int32 { Int32(max(-32767, min(32767, v)) * 65536) }
        let (r1, r2, r3) = matrix
        var t = pixman_transform_t(
            matrix: (
                (fixed(r1.0), fixed(r2.0), fixed(r3.0)),
                (fixed(r1.1), fixed(r2.1), fixed(r3.1)),
                (fixed(r1.2), fixed(r2.2), fixed(r3.2))
            ))
        pixman_image_set_transform(image, &t)
        pixman_image_set_filter(image, nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, pad ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
    }
}

/// A 3×3 matrix by rows, applied to row vectors `[x y 1] * M` (the compositor's `Homography` form).
package typealias ProjectiveMatrix = (
    (Double, Double, Double), (Double, Double, Double), (Double, Double, Double)
)
