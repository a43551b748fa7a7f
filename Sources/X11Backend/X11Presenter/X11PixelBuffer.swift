import CX11
import CoreGraphics
import WindowSystem

/// A window's pixel memory as both cairo and the X server see it, at one fixed size.
///
/// The context paints into the same bytes `put` sends, in the visual's layout, so presenting never
/// converts pixels. The memory belongs to the context's cairo surface and lives as long as it does.
protocol X11PixelBuffer: AnyObject {
    var context: CGContext { get }
    var width: Int { get }
    var height: Int { get }
    /// Whether puts complete asynchronously and report it with an `ShmCompletion` event.
    var completesAsynchronously: Bool { get }

    /// Queues a request that copies `rect` (buffer pixels, inside the buffer) to the same place in
    /// `drawable`; with `notify` the server sends `ShmCompletion` once it has read the pixels.
    func put(_ rect: PixelRect, display: OpaquePointer, drawable: Drawable, gc: GC, notify: Bool)
    /// Frees what the server holds for the buffer; called once, before the buffer is dropped.
    func release(display: OpaquePointer)
}
