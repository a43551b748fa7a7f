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

        // Closing through the window manager, and answering its pings so it knows the app is alive.
        var protocols = [backend.atoms[.wmDeleteWindow], backend.atoms[.netWMPing]]
        XSetWMProtocols(display, xid, &protocols, Int32(protocols.count))

        writeNormalHints()
        writeWMHints()
        writeWindowType()
    }

    /// `WM_NORMAL_HINTS`: the user-specified position and size (without them a window manager may
    /// place the window itself) and the size limits.
    func writeNormalHints() {
        guard let sizeHints = XAllocSizeHints() else { return }
        sizeHints.pointee.flags = USPosition | PPosition | USSize | PSize
        sizeHints.pointee.x = Int32(frame.x)
        sizeHints.pointee.y = Int32(frame.y)
        sizeHints.pointee.width = Int32(frame.width)
        sizeHints.pointee.height = Int32(frame.height)
        if let minimum = sizeLimits.minimum {
            sizeHints.pointee.flags |= PMinSize
            sizeHints.pointee.min_width = Int32(clamping: minimum.width)
            sizeHints.pointee.min_height = Int32(clamping: minimum.height)
        }
        if let maximum = sizeLimits.maximum {
            sizeHints.pointee.flags |= PMaxSize
            sizeHints.pointee.max_width = Int32(clamping: maximum.width)
            sizeHints.pointee.max_height = Int32(clamping: maximum.height)
        }
        XSetWMNormalHints(display, xid, sizeHints)
        XFree(sizeHints)
    }

    /// `WM_HINTS`: focus from the window manager (ICCCM "passive" input), the normal state to start
    /// in, and the urgency flag while the window demands attention.
    func writeWMHints() {
        guard let wmHints = XAllocWMHints() else { return }
        wmHints.pointee.flags = InputHint | StateHint | (demandsAttention ? XUrgencyHint : 0)
        wmHints.pointee.input = 1
        wmHints.pointee.initial_state = NormalState
        XSetWMHints(display, xid, wmHints)
        XFree(wmHints)
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
        if isAbove != wasAbove || !isShown { changeState(.netWMStateAbove, to: isAbove) }
    }

    /// Sets one `_NET_WM_STATE` flag: in the property while the window is withdrawn, else by asking
    /// the window manager, which owns the property once the window is shown.
    func changeState(_ state: X11Atoms.Name, to on: Bool) {
        if isShown {
            requestState(state, on)
            return
        }
        var states: [X11Atoms.Name] = []
        if stackingHint != .normal { states.append(.netWMStateAbove) }
        if isFullScreen { states.append(.netWMStateFullscreen) }
        if demandsAttention { states.append(.netWMStateDemandsAttention) }
        setProperty(.netWMState, type: .atom, values: states.map { Int(backend.atoms[$0]) })
    }

    func writeWindowType() {
        guard kind == .normal else {
            setProperty(.netWMWindowType, type: .atom, values: [Int(backend.atoms[.netWMWindowTypeTooltip])])
            return
        }
        var types = [backend.atoms[.netWMWindowTypeNormal]]
        if case .transient = stackingHint { types.insert(backend.atoms[.netWMWindowTypeDialog], at: 0) }
        setProperty(.netWMWindowType, type: .atom, values: types.map { Int($0) })
    }

    /// Sends the EWMH `_NET_WM_STATE` add/remove request for `state` to the window manager.
    private func requestState(_ state: X11Atoms.Name, _ on: Bool) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = xid
        event.xclient.message_type = backend.atoms[.netWMState]
        event.xclient.format = 32
        // Action (1 add, 0 remove), first property, second property, source (1 = application).
        event.xclient.data.l = (on ? 1 : 0, Int(backend.atoms[state]), 0, 1, 0)
        XSendEvent(display, backend.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
    }

    func setProperty(_ property: X11Atoms.Name, type: X11Atoms.Name, bytes: [UInt8]) {
        XChangeProperty(
            display, xid, backend.atoms[property], backend.atoms[type], 8, PropModeReplace,
            bytes, Int32(bytes.count))
    }

    /// Writes a format-32 property; Xlib takes such data as C `long`s whatever their width.
    func setProperty(_ property: X11Atoms.Name, type: X11Atoms.Name, values: [Int]) {
        _ = values.withUnsafeBytes { raw in
            XChangeProperty(
                display, xid, backend.atoms[property], backend.atoms[type], 32, PropModeReplace,
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }
}
