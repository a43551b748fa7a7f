import CCairo
import CX11
import CoreGraphics
import Glibc
import WindowSystem

/// Pixels in a System V shared-memory segment the X server maps too (MIT-SHM): presenting sends only
/// a small `ShmPutImage` request and the server copies straight from our memory.
///
/// The server reads the segment some time after the request, so the memory must not be painted again
/// until the `ShmCompletion` event of the last put arrives; `X11Presenter` enforces that.
final class SharedMemoryImage: X11PixelBuffer {
    let context: CGContext
    let width: Int
    let height: Int
    var completesAsynchronously: Bool { true }
    private let image: UnsafeMutablePointer<XImage>
    /// Xlib keeps a pointer to this (`image.obdata`) for every put, so it has a fixed address.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>

    /// Creates and attaches a segment; nil when any step fails (no memory, or the server cannot attach
    /// it, as happens across machines or containers), in which case nothing is left allocated.
    ///
    /// The segment is marked for removal as soon as both sides have attached it, so it disappears with
    /// the process even if the process crashes.
    @MainActor
    init?(display: OpaquePointer, visual: X11Visual, width: Int, height: Int) {
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual.visual, UInt32(visual.depth), ZPixmap, nil, segment,
                UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            return nil
        }
        let stride = Int(image.pointee.bytes_per_line)
        guard let address = Self.attach(display: display, segment: segment, size: stride * height) else {
            XFree(image)
            segment.deallocate()
            return nil
        }
        // cairo reports failure with one of its static error surfaces, which need no freeing.
        guard
            let surface = cairo_image_surface_create_for_data(
                address.assumingMemoryBound(to: UInt8.self), visual.cairoFormat, Int32(width), Int32(height),
                Int32(stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            XShmDetach(display, segment)
            shmdt(address)
            XFree(image)
            segment.deallocate()
            return nil
        }
        image.pointee.data = segment.pointee.shmaddr
        // The surface unmaps the segment when it dies, so a context kept too long never paints into freed memory.
        cairo_surface_set_user_data(surface, segmentKey, address) { address in
            _ = shmdt(address)
        }
        self.image = image
        self.segment = segment
        self.width = width
        self.height = height
        context = CGContext(owningSurface: surface, flipped: true)
    }

    deinit {
        // The segment is unmapped with the surface; free only Xlib's description of it.
        image.pointee.data = nil
        XFree(image)
        segment.deallocate()
    }

    func put(_ rect: PixelRect, display: OpaquePointer, drawable: Drawable, gc: GC, notify: Bool) {
        XShmPutImage(
            display, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
            UInt32(rect.width), UInt32(rect.height), notify ? 1 : 0)
    }

    func release(display: OpaquePointer) {
        XShmDetach(display, segment)
    }

    /// Makes and maps a segment of `size` bytes and has the server attach it; the address, or nil after
    /// undoing whatever succeeded. A failed attach is an X error, trapped here instead of reported.
    @MainActor
    private static func attach(
        display: OpaquePointer, segment: UnsafeMutablePointer<XShmSegmentInfo>,
        size: Int
    ) -> UnsafeMutableRawPointer? {
        let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        defer { shmctl(id, IPC_RMID, nil) }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            return nil
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        let failed = X11ErrorHandling.trappingErrors {
            XShmAttach(display, segment)
            XSync(display, 0)
        }
        guard !failed else {
            shmdt(address)
            segment.pointee.shmaddr = nil
            return nil
        }
        return address
    }
}

/// Identifies the segment mapping among a cairo surface's user data; only its address matters.
/// Allocated once and never freed, so its address is stable for the life of the process.
private nonisolated(unsafe) let segmentKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
