import CCairo

extension CGContext {
    /// Creates a flipped (UIKit-space) context over a new surface in pixels: transparent ARGB32,
    /// or, when `opaque`, RGB24 without alpha that starts black and always reads alpha 255.
    package convenience init(pixelWidth: Int, pixelHeight: Int, opaque: Bool) {
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        self.init(
            owningSurface: cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight)), flipped: true)
    }
}
