import CX11
import Foundation

/// The X input method (XIM) that turns key presses into text: Xlib's built-in one (compose and dead
/// keys), or the server `XMODIFIERS` names (`@im=ibus`, `@im=fcitx`), which composes CJK text.
///
/// Opened once per display; each window's `X11InputContext` gets an XIC on it in the richest style
/// the IM offers: on the spot (the app draws the preedit, told through callbacks), else over the spot
/// (the IM draws it at the caret spot the app sends), else root (the IM draws it in a window of its
/// own). The server may start after the app and may die: until it runs, and after it dies, the
/// built-in IM serves, and Xlib's instantiate callback says when to move the contexts to the server.
@MainActor
final class X11InputMethod {
    private let display: OpaquePointer
    private let root: Window
    private let serversProperty: Atom
    /// `XMODIFIERS` as the environment gives it ("" reads the process's).
    private let modifiers: String
    /// The server the modifiers name, nil for the built-in IM.
    private let serverName: String?
    private var inputMethod: XIM?
    private var style: XIMStyle = 0
    /// The fonts an over-the-spot IM draws the preedit in, made when first needed.
    private var fontSet: XFontSet?
    private var isServer = false
    private var isWaitingForServer = false
    private var contexts: [Window: X11InputContext] = [:]
    /// The selection the server owns while it runs (`@server=NAME`).
    private let serverSelection: Atom
    /// Called by Xlib when the server goes away; allocated once, as Xlib keeps a copy of its pointer.
    private let destroyCallback = UnsafeMutablePointer<XIMCallback>.allocate(capacity: 1)

    /// Opens the IM the environment's `XMODIFIERS` names, falling back to the built-in one while that
    /// server is not running.
    init(display: OpaquePointer, root: Window, environment: [String: String]) {
        self.display = display
        self.root = root
        serversProperty = XInternAtom(display, "XIM_SERVERS", 0)
        modifiers = environment["XMODIFIERS"] ?? ""
        serverName = Self.serverName(inModifiers: modifiers)
        serverSelection = serverName.map { XInternAtom(display, "@server=\($0)", 0) } ?? 0
        destroyCallback.pointee = XIMCallback(client_data: nil, callback: serverDestroyed)
        destroyCallback.pointee.client_data = clientData
        Self.useUTF8Locale()
        _ = XSetLocaleModifiers(modifiers)
        if let server = serverName.flatMap({ _ in XOpenIM(display, nil, nil, nil) }) {
            adopt(server, isServer: true)
        } else {
            adoptBuiltIn()
            if serverName != nil { waitForServer() }
        }
    }

    isolated deinit {
        destroyCallback.deallocate()
    }

    private var clientData: XPointer {
        XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
    }

    /// Gives `context` an XIC now, and again whenever the IM changes, until `remove`.
    func add(_ context: X11InputContext, window: Window) {
        contexts[window] = context
        context.inputMethod = self
        if let inputMethod {
            context.attach(to: inputMethod, style: style, fontSet: fontSet, focusesOnlyForTextInput: isServer)
        }
    }

    func remove(window: Window) {
        _ = serverIsRunning()
        contexts.removeValue(forKey: window)?.detach(destroying: inputMethod != nil)
    }

    /// Whether the server still runs; must be asked before a request that waits for its reply, since
    /// Xlib waits for ever on a server that died before Xlib read the news. A server found gone is
    /// dropped as if Xlib had said so (the contexts move to the built-in IM), and false returned.
    func serverIsRunning() -> Bool {
        guard isServer, let inputMethod else { return true }
        if XGetSelectionOwner(display, serverSelection) != 0 { return true }
        serverStopped(inputMethod)
        return false
    }

    func close() {
        if isWaitingForServer { stopWaitingForServer() }
        for context in contexts.values { context.detach(destroying: true) }
        contexts = [:]
        if let inputMethod { XCloseIM(inputMethod) }
        inputMethod = nil
        if let fontSet { XFreeFontSet(display, fontSet) }
        fontSet = nil
    }

    /// Uses `inputMethod` for every context, in the richest style it supports.
    private func adopt(_ inputMethod: XIM, isServer: Bool) {
        self.inputMethod = inputMethod
        self.isServer = isServer
        style = Self.bestStyle(of: inputMethod)
        if style & UInt(XIMPreeditPosition) != 0, fontSet == nil { fontSet = Self.makeFontSet(display: display) }
        if isServer { _ = casement_set_destroy_callback(inputMethod, destroyCallback) }
        for context in contexts.values {
            context.attach(to: inputMethod, style: style, fontSet: fontSet, focusesOnlyForTextInput: isServer)
        }
    }

    private func adoptBuiltIn() {
        _ = XSetLocaleModifiers("@im=none")
        let builtIn = XOpenIM(display, nil, nil, nil)
        _ = XSetLocaleModifiers(modifiers)
        if let builtIn { adopt(builtIn, isServer: false) }
    }

    /// Registers for the server's appearance; the modifiers in force name the server waited for.
    ///
    /// The root window's `XIM_SERVERS`, which a starting server rewrites, is watched too: Xlib calls no
    /// instantiate callback for a server whose predecessor `serverIsRunning` found dead before Xlib did.
    private func waitForServer() {
        isWaitingForServer = XRegisterIMInstantiateCallback(display, nil, nil, nil, serverInstantiated, clientData) != 0
        var attributes = XWindowAttributes()
        if XGetWindowAttributes(display, root, &attributes) != 0 {
            XSelectInput(display, root, attributes.your_event_mask | PropertyChangeMask)
        }
    }

    /// A property of the root window changed: when it is the list of running servers and ours now
    /// owns its selection, the contexts move to it.
    func rootPropertyChanged(_ property: Atom) {
        guard property == serversProperty, isWaitingForServer, XGetSelectionOwner(display, serverSelection) != 0
        else { return }
        serverStarted()
    }

    private func stopWaitingForServer() {
        _ = XUnregisterIMInstantiateCallback(display, nil, nil, nil, serverInstantiated, clientData)
        isWaitingForServer = false
    }

    /// The named server is running now: the contexts move to it from the built-in IM.
    fileprivate func serverStarted() {
        stopWaitingForServer()
        guard let server = XOpenIM(display, nil, nil, nil) else {
            waitForServer()
            return
        }
        for context in contexts.values { context.detach(destroying: true) }
        if let inputMethod { XCloseIM(inputMethod) }
        adopt(server, isServer: true)
    }

    /// The server of `stopped` went away; Xlib has destroyed (or, when `serverIsRunning` found out
    /// first, given up on) its IM and every XIC on it. The built-in IM takes over until the server
    /// comes back. Xlib's late word about an IM already given up is ignored.
    fileprivate func serverStopped(_ stopped: XIM) {
        guard isServer, stopped == inputMethod else { return }
        inputMethod = nil
        for context in contexts.values { context.detach(destroying: false) }
        adoptBuiltIn()
        waitForServer()
    }

    /// The server's name in modifiers like "@im=ibus", nil when they name none (Xlib's built-in IM).
    static func serverName(inModifiers modifiers: String) -> String? {
        let resolved = modifiers.isEmpty ? ProcessInfo.processInfo.environment["XMODIFIERS"] ?? "" : modifiers
        guard let range = resolved.range(of: "@im=") else { return nil }
        let name = resolved[range.upperBound...].prefix { $0 != "@" }
        return name.isEmpty || name == "none" || name == "local" ? nil : String(name)
    }

    /// The styles in order of preference: the app draws the preedit, else the IM draws it at the caret,
    /// else in its own window; the app never draws a status.
    static let preferredStyles: [XIMStyle] = [XIMPreeditCallbacks, XIMPreeditPosition, XIMPreeditNothing]
        .flatMap { preedit in [XIMStatusNothing, XIMStatusNone].map { XIMStyle(preedit | $0) } }

    private static func bestStyle(of inputMethod: XIM) -> XIMStyle {
        let fallback = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
        guard let styles = casement_input_styles(inputMethod) else { return fallback }
        defer { XFree(styles) }
        let supported = UnsafeBufferPointer(
            start: styles.pointee.supported_styles, count: Int(styles.pointee.count_styles))
        return preferredStyles.first(where: supported.contains) ?? fallback
    }

    /// Any fonts the server has, for every charset it can: the IM picks from them by character.
    private static func makeFontSet(display: OpaquePointer) -> XFontSet? {
        var missing: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var missingCount: Int32 = 0
        var defaultString: UnsafeMutablePointer<CChar>?
        let fontSet = XCreateFontSet(display, "-*-*-*-*-*-*-*-*-*-*-*-*-*-*", &missing, &missingCount, &defaultString)
        if let missing { XFreeStringList(missing) }
        return fontSet
    }

    /// Xlib's IMs encode text in the C library's locale, which Swift programs leave at "C" (ASCII): the
    /// character type is taken from the environment as GTK does, and made UTF-8 when it is not, so
    /// preedit and committed text in any script reach the app.
    private static func useUTF8Locale() {
        if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}

private func inputMethod(_ data: XPointer?) -> X11InputMethod? {
    guard let data else { return nil }
    return Unmanaged<X11InputMethod>.fromOpaque(UnsafeRawPointer(data)).takeUnretainedValue()
}

private let serverInstantiated: XIDProc = { _, data, _ in
    let method = inputMethod(data)
    MainActor.assumeIsolated { method?.serverStarted() }
}

/// XNDestroyCallback, whose first argument is the IM (XIMProc names it an XIC).
private let serverDestroyed: XIMProc = { stopped, data, _ in
    guard let stopped else { return }
    let method = inputMethod(data)
    nonisolated(unsafe) let inputMethod = stopped
    MainActor.assumeIsolated { method?.serverStopped(inputMethod) }
}
