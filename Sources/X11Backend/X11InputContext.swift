import CX11
import WindowSystem

/// A window's input context: the XIC its keys go through, its focus, the caret spot and the preedit
/// an on-the-spot input method draws through callbacks.
///
/// The XIC comes and goes with the input method (`X11InputMethod` attaches and detaches it when a
/// server starts or dies); this object stays for the window's life, so the callbacks' context pointer
/// stays valid. Xlib calls the preedit callbacks synchronously from inside whatever Xlib call read the
/// server's message (`XFilterEvent` mostly), so they only record the change and hand an event to
/// `deliver`, which queues it for the event loop.
@MainActor
final class X11InputContext {
    let windowID: WindowID
    private let window: Window
    private let deliver: (TextInputEvent) -> Void
    /// The IM that attaches the XIC, asked whether its server still runs before requests that wait
    /// for the server's reply.
    weak var inputMethod: X11InputMethod?
    private(set) var xic: XIC?
    private var style: XIMStyle = 0
    /// With a server's IM, keys reach the server only while the app edits text; Xlib's built-in IM
    /// (compose, dead keys) takes every key of the focused window, as it always did.
    private var focusesOnlyForTextInput = false
    private var hasWindowFocus = false
    private(set) var isTextInputActive = false
    private var isFocused = false
    /// The caret's bottom-left corner in window pixels (`XNSpotLocation`).
    private var spot = XPoint(x: 0, y: 0)
    private var preedit = X11Preedit()
    private var isComposing = false
    /// Set during `reset`, whose callbacks report nothing.
    private var isResetting = false
    /// The start, done, draw and caret callbacks; allocated once, as Xlib keeps pointers into it.
    private let callbacks = UnsafeMutablePointer<XIMCallback>.allocate(capacity: 4)

    init(window: Window, windowID: WindowID, deliver: @escaping (TextInputEvent) -> Void) {
        self.window = window
        self.windowID = windowID
        self.deliver = deliver
        let context = XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
        callbacks[0] = XIMCallback(client_data: context, callback: unsafeBitCast(preeditStarted, to: XIMProc.self))
        callbacks[1] = XIMCallback(client_data: context, callback: preeditDone)
        callbacks[2] = XIMCallback(client_data: context, callback: preeditDrawn)
        callbacks[3] = XIMCallback(client_data: context, callback: preeditCaretMoved)
    }

    isolated deinit {
        callbacks.deallocate()
    }

    /// Makes an XIC on `inputMethod` in `style`, focused if the window and the app want it.
    func attach(to inputMethod: XIM, style: XIMStyle, fontSet: XFontSet?, focusesOnlyForTextInput: Bool) {
        self.style = style
        self.focusesOnlyForTextInput = focusesOnlyForTextInput
        xic = casement_create_input_context(inputMethod, window, style, spot, callbacks, fontSet)
        isFocused = false
        updateFocus()
    }

    /// Lets go of the XIC: destroys it, unless its server died and Xlib destroyed it already. A
    /// composition in progress ends.
    func detach(destroying: Bool) {
        if let xic, destroying { XDestroyIC(xic) }
        xic = nil
        isFocused = false
        endComposition()
    }

    func windowFocusChanged(_ focused: Bool) {
        hasWindowFocus = focused
        updateFocus()
    }

    func setTextInputActive(_ active: Bool) {
        guard active != isTextInputActive else { return }
        if !active { reset() }
        isTextInputActive = active
        updateFocus()
    }

    /// Asks the input method to drop its composition; what it returns, and the callbacks it makes
    /// meanwhile, are dropped, since the app already decided what happens to the marked text.
    func reset() {
        isResetting = true
        // Over the spot, the server composes without telling us: it is always asked.
        if inputMethod?.serverIsRunning() != false, let xic, let dropped = Xutf8ResetIC(xic) { XFree(dropped) }
        isResetting = false
        preedit.clear()
        isComposing = false
    }

    /// Sends the caret rectangle's bottom-left corner as the spot, where the input method draws an
    /// over-the-spot preedit or places its candidate window.
    func setCaretRect(_ rect: PixelRect) {
        let spot = XPoint(x: Int16(clamping: rect.x), y: Int16(clamping: rect.y + rect.height))
        guard spot.x != self.spot.x || spot.y != self.spot.y else { return }
        self.spot = spot
        guard style & UInt(XIMPreeditPosition | XIMPreeditCallbacks) != 0, inputMethod?.serverIsRunning() != false,
            let xic
        else { return }
        casement_set_spot_location(xic, spot)
    }

    private func updateFocus() {
        guard let xic else { return }
        let wantsFocus = hasWindowFocus && (isTextInputActive || !focusesOnlyForTextInput)
        guard wantsFocus != isFocused else { return }
        isFocused = wantsFocus
        if wantsFocus { XSetICFocus(xic) } else { XUnsetICFocus(xic) }
    }

    private func endComposition() {
        let wasComposing = isComposing
        preedit.clear()
        isComposing = false
        if wasComposing { report(.preeditEnded) }
    }

    fileprivate func started() {
        isComposing = true
        preedit.clear()
    }

    fileprivate func done() {
        endComposition()
    }

    fileprivate func drew(_ draw: XIMPreeditDrawCallbackStruct) {
        isComposing = true
        if let text = draw.text?.pointee {
            // A text without a string only changes how the characters look.
            if let inserted = Self.characters(of: text) {
                preedit.draw(
                    changeFirst: Int(draw.chg_first), changeLength: Int(draw.chg_length), inserted: inserted,
                    caret: Int(draw.caret))
            } else {
                preedit.moveCaret(to: Int(draw.caret))
            }
        } else {
            preedit.draw(
                changeFirst: Int(draw.chg_first), changeLength: Int(draw.chg_length), inserted: nil,
                caret: Int(draw.caret))
        }
        report(.preeditChanged(text: preedit.text, caret: preedit.utf16Caret))
    }

    private func report(_ event: TextInputEvent) {
        if !isResetting { deliver(event) }
    }

    /// Moves the caret as the server asks and tells it where the caret ended up (Xlib replies with it).
    fileprivate func caretMoved(_ caret: inout XIMPreeditCaretCallbackStruct) {
        let position =
            switch caret.direction {
            case XIMForwardChar: preedit.caret + 1
            case XIMBackwardChar: preedit.caret - 1
            case XIMLineStart: 0
            case XIMLineEnd: preedit.characters.count
            case XIMAbsolutePosition: Int(caret.position)
            default: preedit.caret
            }
        let before = preedit.caret
        preedit.moveCaret(to: position)
        caret.position = Int32(preedit.caret)
        if preedit.caret != before { report(.preeditChanged(text: preedit.text, caret: preedit.utf16Caret)) }
    }

    /// The characters of an XIM text, multibyte (UTF-8: the backend's locale) or wide; nil when it
    /// carries no string.
    private static func characters(of text: XIMText) -> [Unicode.Scalar]? {
        if text.encoding_is_wchar != 0 {
            guard let wide = text.string.wide_char else { return nil }
            return (0..<Int(text.length)).compactMap { Unicode.Scalar(UInt32(bitPattern: wide[$0])) }
        }
        guard let bytes = text.string.multi_byte else { return nil }
        return Array(String(cString: bytes).unicodeScalars)
    }
}

/// The context an Xlib callback's client data points at.
private func inputContext(_ data: XPointer?) -> X11InputContext? {
    guard let data else { return nil }
    return Unmanaged<X11InputContext>.fromOpaque(UnsafeRawPointer(data)).takeUnretainedValue()
}

/// XNPreeditStartCallback, an `XICProc`: its result is the longest preedit wanted, -1 for no limit.
private let preeditStarted: @convention(c) (XIC?, XPointer?, XPointer?) -> Int32 = { _, data, _ in
    let context = inputContext(data)
    MainActor.assumeIsolated { context?.started() }
    return -1
}

private let preeditDone: XIMProc = { _, data, _ in
    let context = inputContext(data)
    MainActor.assumeIsolated { context?.done() }
}

private let preeditDrawn: XIMProc = { _, data, call in
    guard let call else { return }
    let context = inputContext(data)
    nonisolated(unsafe) let draw = UnsafeRawPointer(call).load(as: XIMPreeditDrawCallbackStruct.self)
    MainActor.assumeIsolated { context?.drew(draw) }
}

private let preeditCaretMoved: XIMProc = { _, data, call in
    guard let call else { return }
    let context = inputContext(data)
    nonisolated(unsafe) let caret = UnsafeMutableRawPointer(call).assumingMemoryBound(
        to: XIMPreeditCaretCallbackStruct.self)
    MainActor.assumeIsolated { context?.caretMoved(&caret.pointee) }
}
