import CCairo

/// Where a PDF context writes its bytes: growing in-memory data, or a file.
public final class CGDataConsumer: @unchecked Sendable {
    enum Destination {
        case data(NSMutableData)
        case file(URL)
    }

    let destination: Destination

    /// Appends everything written to `data`.
    public init?(data: NSMutableData) {
        destination = .data(data)
    }

    /// Writes to the file at `url` (replacing it), which must be a file URL.
    public init?(url: URL) {
        guard url.isFileURL else { return nil }
        destination = .file(url)
    }

    /// Makes a cairo PDF surface writing here, `width` by `height` points, or nil when the
    /// destination cannot be written.
    func makePDFSurface(width: Double, height: Double) -> OpaquePointer? {
        let surface: OpaquePointer?
        switch destination {
        case .file(let url):
            surface = cairo_pdf_surface_create(url.path, width, height)
        case .data:
            let write: cairo_write_func_t = { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                let consumer = Unmanaged<CGDataConsumer>.fromOpaque(closure).takeUnretainedValue()
                guard case .data(let data) = consumer.destination else { return CAIRO_STATUS_WRITE_ERROR }
                data.append(bytes, length: Int(length))
                return CAIRO_STATUS_SUCCESS
            }
            // The context keeps this consumer alive for as long as the surface can write.
            surface = cairo_pdf_surface_create_for_stream(
                write, Unmanaged.passUnretained(self).toOpaque(), width, height)
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}
