import CX11
import Glibc
import WindowSystem

/// The properties that tell a window manager (ICCCM and EWMH) what the window is and how to treat it.
extension X11Window {
    func writeInitialProperties(_ configuration: WindowConfiguration) {
        writeTitle(configuration.title)
        let name = configuration.applicationName
        setProperty(.wmClass, type: .string, bytes: Array((name.lowercased() + "\0" + name + "\0").utf8))
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            setProperty(.wmClientMachine, type: .string, bytes: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        }
        setProperty(.netWMPID, type: .cardinal, values: [Int(getpid())])

        var deleteWindow = backend.atoms[.wmDeleteWindow]
        XSetWMProtocols(display, xid, &deleteWindow, 1)

        // User-specified position and size: without these a window manager may place the window itself.
        if let sizeHints = XAllocSizeHints() {
            sizeHints.pointee.flags = USPosition | PPosition | USSize | PSize
            sizeHints.pointee.x = Int32(frame.x)
            sizeHints.pointee.y = Int32(frame.y)
            sizeHints.pointee.width = Int32(frame.width)
            sizeHints.pointee.height = Int32(frame.height)
            XSetWMNormalHints(display, xid, sizeHints)
            XFree(sizeHints)
        }
        // Ask for focus from the window manager (ICCCM "passive" input) and start in the normal state.
        if let wmHints = XAllocWMHints() {
            wmHints.pointee.flags = InputHint | StateHint
            wmHints.pointee.input = 1
            wmHints.pointee.initial_state = NormalState
            XSetWMHints(display, xid, wmHints)
            XFree(wmHints)
        }
        writeWindowType()
    }

    /// `_NET_WM_NAME` carries the title as UTF-8; the legacy `WM_NAME` gets its Latin-1 rendering,
    /// with `?` for characters Latin-1 lacks, for window managers that predate EWMH.
    func writeTitle(_ title: String) {
        setProperty(.netWMName, type: .utf8String, bytes: Array(title.utf8))
        let latin1 = title.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        setProperty(.wmName, type: .string, bytes: latin1)
    }

    /// Applies `stackingHint`: transient-for, window type, and `_NET_WM_STATE_ABOVE`.
    ///
    /// EWMH lets a client write `_NET_WM_STATE` only while the window is withdrawn; once shown, the
    /// state is the window manager's, so the change is asked for with a client message to the root.
    func writeStackingHint(wasAbove: Bool) {
        if case .transient(let parent) = stackingHint {
            XSetTransientForHint(display, xid, Window(parent.rawValue))
        } else {
            XDeleteProperty(display, xid, backend.atoms[.wmTransientFor])
        }
        writeWindowType()
        let isAbove = stackingHint != .normal
        if isShown {
            if isAbove != wasAbove { requestAboveState(isAbove) }
        } else {
            setProperty(.netWMState, type: .atom, values: isAbove ? [Int(backend.atoms[.netWMStateAbove])] : [])
        }
    }

    private func writeWindowType() {
        var types = [backend.atoms[.netWMWindowTypeNormal]]
        if case .transient = stackingHint { types.insert(backend.atoms[.netWMWindowTypeDialog], at: 0) }
        setProperty(.netWMWindowType, type: .atom, values: types.map { Int($0) })
    }

    /// Sends the EWMH `_NET_WM_STATE` add/remove request for `_NET_WM_STATE_ABOVE` to the window manager.
    private func requestAboveState(_ above: Bool) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = xid
        event.xclient.message_type = backend.atoms[.netWMState]
        event.xclient.format = 32
        // Action (1 add, 0 remove), first property, second property, source (1 = application).
        event.xclient.data.l = (above ? 1 : 0, Int(backend.atoms[.netWMStateAbove]), 0, 1, 0)
        XSendEvent(display, backend.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
    }

    private func setProperty(_ property: X11Atoms.Name, type: X11Atoms.Name, bytes: [UInt8]) {
        XChangeProperty(
            display, xid, backend.atoms[property], backend.atoms[type], 8, PropModeReplace,
            bytes, Int32(bytes.count))
    }

    /// Writes a format-32 property; Xlib takes such data as C `long`s whatever their width.
    private func setProperty(_ property: X11Atoms.Name, type: X11Atoms.Name, values: [Int]) {
        _ = values.withUnsafeBytes { raw in
            XChangeProperty(
                display, xid, backend.atoms[property], backend.atoms[type], 32, PropModeReplace,
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }
}
