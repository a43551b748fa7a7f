import CCairo
import CX11
import CoreGraphics
import WindowSystem

/// Pixels in ordinary process memory, sent to the server inside `XPutImage` requests: the path for
/// remote displays, servers without MIT-SHM, and `CASEMENT_NO_SHM=1`.
///
/// Xlib copies the pixels into its request buffer before `XPutImage` returns, so the memory may be
/// painted again at once.
final class ClientMemoryImage: X11PixelBuffer {
    let context: CGContext
    let width: Int
    let height: Int
    var completesAsynchronously: Bool { false }
    private let image: UnsafeMutablePointer<XImage>

    /// Nil when cairo or Xlib cannot allocate an image of this size.
    init?(display: OpaquePointer, visual: X11Visual, width: Int, height: Int) {
        guard let surface = cairo_image_surface_create(visual.cairoFormat, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let pixels = cairo_image_surface_get_data(surface),
            let image = XCreateImage(
                display, visual.visual, UInt32(visual.depth), ZPixmap, 0,
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: CChar.self),
                UInt32(width), UInt32(height), 32, cairo_image_surface_get_stride(surface))
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        // cairo's words are little-endian; Xlib swaps them if the server wants the other order.
        image.pointee.byte_order = LSBFirst
        self.image = image
        self.width = width
        self.height = height
        context = CGContext(owningSurface: surface, flipped: true)
    }

    deinit {
        // The pixels belong to the cairo surface: free only Xlib's description of them.
        image.pointee.data = nil
        XFree(image)
    }

    func put(_ rect: PixelRect, display: OpaquePointer, drawable: Drawable, gc: GC, notify: Bool) {
        XPutImage(
            display, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
            UInt32(rect.width), UInt32(rect.height))
    }

    func release(display: OpaquePointer) {}
}
