import CX11
import WindowSystem

/// The cursors a connection's windows show, each created the first time a window asks for it and kept
/// until the connection closes, so changing a window's cursor is one `XDefineCursor` request.
///
/// Shapes come from the core cursor font; Xlib swaps in the cursor theme's images when Xcursor is
/// installed, so they match the rest of the desktop.
@MainActor
final class X11Cursors {
    private let display: OpaquePointer
    private let root: Window
    private var cursors: [PointerCursor: Cursor] = [:]

    init(display: OpaquePointer, root: Window) {
        self.display = display
        self.root = root
    }

    /// The server's cursor for `shape`, created on first use.
    func cursor(for shape: PointerCursor) -> Cursor {
        if let cursor = cursors[shape] { return cursor }
        let cursor = make(shape)
        cursors[shape] = cursor
        return cursor
    }

    /// Frees every cursor made so far; called before the connection closes.
    func free() {
        for cursor in cursors.values { XFreeCursor(display, cursor) }
        cursors = [:]
    }

    private func make(_ shape: PointerCursor) -> Cursor {
        switch shape {
        case .arrow: XCreateFontCursor(display, UInt32(XC_left_ptr))
        case .iBeam: XCreateFontCursor(display, UInt32(XC_xterm))
        case .pointingHand: XCreateFontCursor(display, UInt32(XC_hand2))
        case .crosshair: XCreateFontCursor(display, UInt32(XC_crosshair))
        case .hidden: makeBlank()
        }
    }

    /// A 1×1 cursor whose mask is empty: X has no "no cursor", so the hidden pointer is one that
    /// paints nothing.
    private func makeBlank() -> Cursor {
        var bits: CChar = 0
        let pixmap = XCreateBitmapFromData(display, root, &bits, 1, 1)
        var foreground = XColor()
        var background = XColor()
        let cursor = XCreatePixmapCursor(display, pixmap, pixmap, &foreground, &background, 0, 0)
        XFreePixmap(display, pixmap)
        return cursor
    }
}
