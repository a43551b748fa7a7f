import CX11

/// The X input method (XIM) that turns key presses into UTF-8 text, dead keys and compose included.
///
/// Opened once per display; each window gets its own input context. Without an input method the
/// backend falls back to `XLookupString`, which only knows Latin-1.
@MainActor
final class X11InputMethod {
    private let inputMethod: XIM

    /// Opens the input method named by `XMODIFIERS`, or Xlib's built-in one; nil when none opens.
    init?(display: OpaquePointer) {
        _ = XSetLocaleModifiers("")
        guard let inputMethod = XOpenIM(display, nil, nil, nil) else { return nil }
        self.inputMethod = inputMethod
    }

    /// An input context for `window` that draws no preedit or status of its own (root-window style),
    /// or nil when the input method refuses one.
    func makeContext(for window: Window) -> XIC? {
        casement_create_input_context(inputMethod, window)
    }

    func close() {
        XCloseIM(inputMethod)
    }
}
