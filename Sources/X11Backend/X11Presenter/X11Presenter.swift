import CCairo
import CX11
import CoreGraphics
import WindowSystem

/// Moves one window's painted pixels to the X server: through MIT-SHM when it can, else `XPutImage`.
///
/// Keeps one pixel buffer at the window's current size (a resize starts a new, black buffer) and two
/// GCs. Shared memory is tried first when allowed; if the server refuses to attach a segment the
/// presenter uses `XPutImage` from then on. Both paths send the same bytes, so they show identical pixels.
///
/// A frame's moves (scrolled content) are done by the server before the damage is sent: `XCopyArea`
/// from the window to itself, 28 bytes a move, so a scrolling frame sends only its exposed strip, over
/// a network too. The copy reads what the server holds of the window, which is what the buffer held
/// after the last frame, except where the server lost it: a part covered by another window with no
/// compositing manager (which gives each window a pixmap of its own), or off the screen. The copy GC
/// has graphics exposures on, so the server reports each such part of a copy's destination with a
/// `GraphicsExpose` event, which the window reports as an expose and the app repaints; an ordinary
/// `Expose` of a part lost before a copy reaches the app after it and repaints the whole window. Without
/// losses the server sends one `NoExpose` per copy, which the backend drops.
@MainActor
final class X11Presenter {
    /// Whether presenting goes through MIT-SHM (else `XPutImage`).
    private(set) var usesSharedMemory: Bool

    private let display: OpaquePointer
    private let drawable: Drawable
    private let visual: X11Visual
    /// Puts images; no graphics exposures.
    private let gc: GC
    /// Copies the window to itself for moves; with graphics exposures.
    private let copyGC: GC
    private let completionEventType: Int32
    /// Called after the presenter reads from the socket, so events Xlib queued meanwhile are delivered.
    private let socketWasRead: @MainActor () -> Void
    private var buffer: X11PixelBuffer?
    /// Shared-memory puts whose `ShmCompletion` has not arrived; while nonzero the server may still read.
    private var pendingCompletions = 0

    /// `completionEventType` is the MIT-SHM event base plus `ShmCompletion`; ignored without shared memory.
    init(
        display: OpaquePointer, drawable: Drawable, visual: X11Visual, allowsSharedMemory: Bool,
        completionEventType: Int32, socketWasRead: @escaping @MainActor () -> Void
    ) {
        self.display = display
        self.drawable = drawable
        self.visual = visual
        self.completionEventType = completionEventType
        self.socketWasRead = socketWasRead
        usesSharedMemory = allowsSharedMemory
        gc = XCreateGC(display, drawable, 0, nil)
        XSetGraphicsExposures(display, gc, 0)
        copyGC = XCreateGC(display, drawable, 0, nil)
        XSetGraphicsExposures(display, copyGC, 1)
    }

    /// The buffer's context at `size`, once the server has finished reading the previous frame from it.
    func beginFrame(size: PixelSize) -> CGContext {
        waitForCompletions()
        let width = max(1, size.width)
        let height = max(1, size.height)
        if let buffer, buffer.width == width, buffer.height == height { return buffer.context }
        buffer?.release(display: display)
        let fresh = makeBuffer(width: width, height: height)
        buffer = fresh
        return fresh.context
    }

    /// Has the server move the window's pixels as `moves` say, in order, then sends the damaged
    /// rectangles (window pixels; both clipped to the buffer) to the window.
    func present(_ damage: [PixelRect], moves: [PixelMove]) {
        guard let buffer else { return }
        let bounds = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        for move in moves {
            let kept = move.clipped(to: bounds)
            guard !kept.source.isEmpty else { continue }
            let source = kept.source
            XCopyArea(
                display, drawable, drawable, copyGC, Int32(source.x), Int32(source.y), UInt32(source.width),
                UInt32(source.height), Int32(source.x + kept.dx), Int32(source.y + kept.dy))
        }
        let rects = damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
        cairo_surface_flush(buffer.context.surface)
        for (index, rect) in rects.enumerated() {
            // The server handles requests in order: the last put's completion covers all of them.
            let notify = buffer.completesAsynchronously && index == rects.count - 1
            buffer.put(rect, display: display, drawable: drawable, gc: gc, notify: notify)
        }
        if buffer.completesAsynchronously { pendingCompletions += 1 }
    }

    /// Records an `ShmCompletion` event for this window read by the backend's event loop.
    func completionArrived() {
        pendingCompletions = max(0, pendingCompletions - 1)
    }

    /// Frees the buffer and GC; the presenter must not be used afterwards.
    func release() {
        buffer?.release(display: display)
        buffer = nil
        XFreeGC(display, gc)
        XFreeGC(display, copyGC)
    }

    private func makeBuffer(width: Int, height: Int) -> X11PixelBuffer {
        if usesSharedMemory {
            let shared = SharedMemoryImage(display: display, visual: visual, width: width, height: height)
            socketWasRead()  // attaching syncs with the server
            if let shared { return shared }
            usesSharedMemory = false
        }
        if let plain = ClientMemoryImage(display: display, visual: visual, width: width, height: height) {
            return plain
        }
        // Out of memory for this size: the window shows nothing until it is smaller, and the app goes on.
        FileHandle.standardError.write(
            Data("casement: cannot allocate a \(width)×\(height) window buffer; the window stays blank\n".utf8))
        guard let tiny = ClientMemoryImage(display: display, visual: visual, width: 1, height: 1) else {
            fatalError("casement: cannot allocate even a 1×1 window buffer")
        }
        return tiny
    }

    /// Blocks until every shared-memory put has completed, delivering nothing meanwhile.
    ///
    /// Completions already queued by Xlib are taken first. Otherwise one `XSync` suffices: the server
    /// sends a put's completion before it answers any later request, so after the sync every completion
    /// is in Xlib's queue — or never coming, because the put failed with an (already reported) error.
    /// Unlike a blocking `XIfEvent`, this cannot hang on a completion that will never arrive. Other
    /// events read meanwhile stay queued in order, and `socketWasRead` has them delivered later.
    private func waitForCompletions() {
        guard pendingCompletions > 0 else { return }
        takeQueuedCompletions()
        guard pendingCompletions > 0 else { return }
        XSync(display, 0)
        takeQueuedCompletions()
        pendingCompletions = 0
        socketWasRead()
    }

    private func takeQueuedCompletions() {
        var match = CompletionMatch(eventType: completionEventType, drawable: drawable)
        var event = XEvent()
        while pendingCompletions > 0 {
            let found = withUnsafeMutablePointer(to: &match) { argument in
                XCheckIfEvent(
                    display, &event, isCompletion,
                    UnsafeMutableRawPointer(argument)
                        .assumingMemoryBound(to: CChar.self))
            }
            guard found != 0 else { return }
            pendingCompletions -= 1
        }
    }
}

/// What `isCompletion` looks for, passed through Xlib's untyped predicate argument.
private struct CompletionMatch {
    var eventType: Int32
    var drawable: Drawable
}

/// An `XCheckIfEvent` predicate: whether `event` is the `ShmCompletion` of the drawable in `argument`.
private func isCompletion(_: OpaquePointer?, event: UnsafeMutablePointer<XEvent>?, argument: XPointer?) -> Int32 {
    guard let event, let argument else { return 0 }
    let match = UnsafeRawPointer(argument).load(as: CompletionMatch.self)
    guard event.pointee.type == match.eventType else { return 0 }
    let drawable = UnsafeRawPointer(event).load(as: XShmCompletionEvent.self).drawable
    return drawable == match.drawable ? 1 : 0
}
