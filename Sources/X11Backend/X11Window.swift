import CX11
import CoreGraphics
import WindowSystem

/// A top-level X window with its pixel buffer, input context and the state its events update.
///
/// Created by `X11Backend.makeWindow`; must not outlive its backend. State that the server owns
/// (`frame` after a window manager moves it, `isMapped`) follows the events as they are read.
@MainActor
package final class X11Window: PlatformWindow {
    package let id: WindowID
    package internal(set) var frame: PixelRect
    package internal(set) var isMapped = false
    package var refreshRate: Double {
        backend.refreshRate(at: PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
    }
    /// Whether frames reach the server through MIT-SHM (true) or `XPutImage` (false); it can turn false
    /// when the first buffer is made, if the server cannot attach the shared segment.
    package var presentsWithSharedMemory: Bool { presenter.usesSharedMemory }

    /// Strong: a window keeps its display connection open until `destroy()` (which the backend's
    /// window table also waits for), so a window can never outlive the connection it was made on.
    let backend: X11Backend
    let xid: Window
    let presenter: X11Presenter
    let textInput: X11InputContext
    var display: OpaquePointer { backend.display }

    /// The frame last reported with `.configured` (or created with), to report only real changes.
    var reportedFrame: PixelRect
    /// Whether the app has asked for the window to be on screen: `show` until `hide`.
    var isShown = false
    /// Set by `show`/`hide` until the MapNotify/UnmapNotify they cause arrives, so that event is
    /// reported as requested and any other as the window manager's doing.
    var expectsMapNotify = false
    var expectsUnmapNotify = false
    /// A focus request waiting for the window to become viewable.
    var wantsFocus = false
    var hasFocus = false
    var stackingHint: WindowStackingHint = .normal
    /// The cursor the window shows, so that only real changes reach the server.
    private var cursor = PointerCursor.arrow
    /// The rounded corners the window's shape cuts (see `X11Window+Shape.swift`).
    var cornerRadius = 0
    let kind: WindowConfiguration.Kind
    /// What the window manager is asked for (see `X11Window+WindowManager.swift`).
    var sizeLimits = WindowSizeLimits.none
    var isFullScreen = false
    var demandsAttention = false
    /// Set by `destroy()` and when another client destroys the window; no request reaches X after.
    private(set) var isDestroyed = false

    init(configuration: WindowConfiguration, backend: X11Backend) {
        let display = backend.display
        let frame = backend.cappedToScreen(configuration.frame)
        var attributes = XSetWindowAttributes()
        // No background: the server never clears the window before we paint it, so nothing flashes.
        attributes.background_pixmap = 0
        attributes.border_pixel = 0
        attributes.colormap = backend.visual.colormap
        // The arrow from the start, rather than whatever the parent (the root, without a window manager) shows.
        attributes.cursor = backend.cursors.cursor(for: .arrow)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask =
            ExposureMask | StructureNotifyMask | FocusChangeMask | KeyPressMask | KeyReleaseMask
            | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask
            | PropertyChangeMask
        // A tooltip is placed by the app alone: no window manager frame, focus or placement.
        attributes.override_redirect = configuration.kind == .tooltip ? 1 : 0
        let mask =
            CWBackPixmap | CWBorderPixel | CWColormap | CWBitGravity | CWEventMask | CWCursor | CWOverrideRedirect
        xid = XCreateWindow(
            display, backend.root, Int32(frame.x), Int32(frame.y),
            UInt32(max(1, frame.width)), UInt32(max(1, frame.height)), 0, backend.visual.depth,
            UInt32(InputOutput), backend.visual.visual, UInt(mask), &attributes)
        id = WindowID(UInt(xid))
        kind = configuration.kind
        self.frame = frame
        reportedFrame = frame
        self.backend = backend
        let id = id
        textInput = X11InputContext(window: xid, windowID: id) { [weak backend] event in
            backend?.queueTextInput(.textInput(id, event))
        }
        backend.inputMethod.add(textInput, window: xid)
        if backend.inputExtensionOpcode != nil { X11XInput.selectWindowEvents(display: display, window: xid) }
        presenter = X11Presenter(
            display: display, drawable: xid, visual: backend.visual,
            allowsSharedMemory: backend.sharedMemoryEventBase != nil,
            completionEventType: backend.sharedMemoryEventBase.map { $0 + ShmCompletion } ?? -1,
            socketWasRead: { [weak backend] in backend?.setNeedsFlush() })
        writeInitialProperties(configuration)
    }

    package func setTitle(_ title: String) {
        guard !isDestroyed else { return }
        writeTitle(title)
        backend.setNeedsFlush()
    }

    package func setFrame(_ frame: PixelRect) {
        guard !isDestroyed else { return }
        let frame = backend.cappedToScreen(frame)
        self.frame = frame
        XMoveResizeWindow(
            display, xid, Int32(frame.x), Int32(frame.y),
            UInt32(max(1, frame.width)), UInt32(max(1, frame.height)))
        if cornerRadius > 0 { applyShape() }
        backend.setNeedsFlush()
    }

    package func show() {
        guard !isDestroyed else { return }
        // A pending hide still unmaps first, so its UnmapNotify stays expected.
        if !isMapped || expectsUnmapNotify { expectsMapNotify = true }
        isShown = true
        XMapWindow(display, xid)
        backend.setNeedsFlush()
    }

    /// Withdraws the window (ICCCM): unmaps it and tells a window manager it is gone, not iconified.
    package func hide() {
        guard !isDestroyed else { return }
        if isMapped || expectsMapNotify { expectsUnmapNotify = true }
        isShown = false
        wantsFocus = false
        XWithdrawWindow(display, xid, backend.screenNumber)
        backend.setNeedsFlush()
    }

    package func requestFocus() {
        guard !isDestroyed else { return }
        wantsFocus = true
        if isMapped { focusIfViewable() }
    }

    package func setStackingHint(_ hint: WindowStackingHint) {
        guard !isDestroyed else { return }
        guard hint != stackingHint else { return }
        let wasAbove = stackingHint != .normal
        stackingHint = hint
        writeStackingHint(wasAbove: wasAbove)
        backend.setNeedsFlush()
    }

    package func setCursor(_ cursor: PointerCursor) {
        guard !isDestroyed else { return }
        guard cursor != self.cursor else { return }
        self.cursor = cursor
        XDefineCursor(display, xid, backend.cursors.cursor(for: cursor))
        backend.setNeedsFlush()
    }

    package func beginFrame() -> CGContext {
        presenter.beginFrame(size: frame.size)
    }

    package func present(_ damage: [PixelRect], moves: [PixelMove]) {
        guard !isDestroyed else { return }
        presenter.present(damage, moves: moves)
        backend.setNeedsFlush()
    }

    package func destroy() {
        guard !isDestroyed else { return }
        releaseResources(destroyedElsewhere: false)
        XDestroyWindow(display, xid)
        backend.setNeedsFlush()
    }

    /// Another client destroyed the window (its DestroyNotify came, not after our `destroy()`,
    /// which forgets the window first): let go of what belongs to it and tell the app.
    func destroyedElsewhere() -> PlatformEvent? {
        guard !isDestroyed else { return nil }
        releaseResources(destroyedElsewhere: true)
        return .destroyed(id)
    }

    private func releaseResources(destroyedElsewhere: Bool) {
        isDestroyed = true
        presenter.release()
        backend.inputMethod.remove(window: xid)
        backend.forget(self, destroyedElsewhere: destroyedElsewhere)
    }

    /// Gives the window keyboard focus if a request waits and the server says it is viewable; a window
    /// that is mapped inside an unmapped window manager frame waits for its first expose instead.
    func focusIfViewable() {
        guard wantsFocus else { return }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, xid, &attributes) != 0, attributes.map_state == IsViewable else {
            backend.setNeedsFlush()
            return
        }
        wantsFocus = false
        XSetInputFocus(display, xid, RevertToParent, Time(CurrentTime))
        backend.setNeedsFlush()
    }
}
