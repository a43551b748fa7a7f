import CX11
import WindowSystem

/// What the app asks of the window manager beyond stacking: size limits, full screen, the icon,
/// urgency, and the answers to its pings.
extension X11Window {
    package func setSizeLimits(_ limits: WindowSizeLimits) {
        guard !isDestroyed, limits != sizeLimits else { return }
        sizeLimits = limits
        writeNormalHints()
        backend.setNeedsFlush()
    }

    package func setFullScreen(_ fullScreen: Bool) {
        guard !isDestroyed, fullScreen != isFullScreen else { return }
        isFullScreen = fullScreen
        changeState(.netWMStateFullscreen, to: fullScreen)
        backend.setNeedsFlush()
    }

    /// `_NET_WM_ICON`: each icon's width and height, then its pixels, one after another.
    package func setIcon(_ icons: [WindowIcon]) {
        guard !isDestroyed else { return }
        if icons.isEmpty {
            XDeleteProperty(display, xid, backend.atoms[.netWMIcon])
        } else {
            let values = icons.flatMap { icon in [icon.width, icon.height] + icon.pixels.map { Int($0) } }
            setProperty(.netWMIcon, type: .cardinal, values: values)
        }
        backend.setNeedsFlush()
    }

    /// The ICCCM urgency hint and EWMH's `_NET_WM_STATE_DEMANDS_ATTENTION`, which window managers
    /// read one or the other of.
    package func setDemandsAttention(_ demands: Bool) {
        guard !isDestroyed, demands != demandsAttention else { return }
        demandsAttention = demands
        writeWMHints()
        changeState(.netWMStateDemandsAttention, to: demands)
        backend.setNeedsFlush()
    }

    /// A `WM_PROTOCOLS` message from the window manager: a close request for the app, or a ping,
    /// answered at once (EWMH: the same message sent back to the root window) and not reported.
    func protocolMessage(_ message: XClientMessageEvent) -> PlatformEvent? {
        guard message.message_type == backend.atoms[.wmProtocols], message.format == 32 else { return nil }
        let name = Atom(truncatingIfNeeded: message.data.l.0)
        if name == backend.atoms[.wmDeleteWindow] { return .closeRequested(id) }
        guard name == backend.atoms[.netWMPing] else { return nil }
        var reply = XEvent()
        reply.xclient = message
        reply.xclient.window = backend.root
        XSendEvent(display, backend.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &reply)
        backend.setNeedsFlush()
        return nil
    }
}
