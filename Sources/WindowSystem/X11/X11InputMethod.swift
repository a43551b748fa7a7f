import CX11
import Glibc

/// The X input method (XIM) that turns key presses into UTF-8 text, dead keys and compose included.
///
/// Opened once per display; each window gets its own input context. Without an input method the
/// backend falls back to `XLookupString`, which only knows Latin-1.
@MainActor
final class X11InputMethod {
    private let inputMethod: XIM

    /// `XCreateIC` is variadic, which Swift cannot call, and the shim has no fixed-argument wrapper; this
    /// is its prototype for the exact arguments we pass (two name/value pairs, NULL-terminated).
    /// On x86-64 and AArch64 Linux a variadic callee receives these six integer and pointer arguments
    /// in the same registers as a fixed-argument one (x86-64's `%al` vector-register count, which we do
    /// not set, only decides whether the callee spills XMM registers), so the call is sound there.
    private typealias CreateInputContext =
        @convention(c) (
            XIM?, UnsafePointer<CChar>?, UInt, UnsafePointer<CChar>?, Window, UnsafeRawPointer?
        ) -> XIC?
    private let createInputContext: CreateInputContext?

    /// Opens the input method named by `XMODIFIERS`, or Xlib's built-in one; nil when none opens.
    init?(display: OpaquePointer) {
        _ = XSetLocaleModifiers("")
        guard let inputMethod = XOpenIM(display, nil, nil, nil) else { return nil }
        self.inputMethod = inputMethod
        createInputContext = dlsym(nil, "XCreateIC").map { unsafeBitCast($0, to: CreateInputContext.self) }
    }

    /// An input context for `window` that draws no preedit or status of its own (root-window style),
    /// or nil when the input method refuses one.
    func makeContext(for window: Window) -> XIC? {
        guard let createInputContext else { return nil }
        let style = UInt(XIMPreeditNothing | XIMStatusNothing)
        return createInputContext(inputMethod, "inputStyle", style, "clientWindow", window, nil)
    }

    func close() {
        XCloseIM(inputMethod)
    }
}
