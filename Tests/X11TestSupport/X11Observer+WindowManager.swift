import CX11
import WindowSystem

/// The window manager's side: the hints it reads, and its pings.
extension X11Observer {
    /// The minimum and maximum sizes in the window's `WM_NORMAL_HINTS`, nil where none is set.
    package func sizeLimits(of window: WindowID) -> WindowSizeLimits? {
        guard let hints = XAllocSizeHints() else { return nil }
        defer { XFree(hints) }
        var supplied = 0
        guard XGetWMNormalHints(display, Window(window.rawValue), hints, &supplied) != 0 else { return nil }
        let flags = hints.pointee.flags
        return WindowSizeLimits(
            minimum: flags & PMinSize != 0
                ? PixelSize(width: Int(hints.pointee.min_width), height: Int(hints.pointee.min_height)) : nil,
            maximum: flags & PMaxSize != 0
                ? PixelSize(width: Int(hints.pointee.max_width), height: Int(hints.pointee.max_height)) : nil)
    }

    /// Whether the window's `WM_HINTS` carry the urgency flag.
    package func isUrgent(_ window: WindowID) -> Bool {
        guard let hints = XGetWMHints(display, Window(window.rawValue)) else { return false }
        defer { XFree(hints) }
        return hints.pointee.flags & XUrgencyHint != 0
    }

    /// Whether the window is outside the window manager's control (override-redirect, as tooltips and menus are).
    package func isOverrideRedirect(_ window: WindowID) -> Bool {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, Window(window.rawValue), &attributes) != 0 else { return false }
        return attributes.override_redirect != 0
    }

    /// The top-level windows whose `_NET_WM_NAME` is `title`.
    package func windows(titled title: String) -> [WindowID] {
        stackingOrder().map { WindowID(UInt($0)) }.filter {
            property("_NET_WM_NAME", of: $0).map { String(decoding: $0.bytes, as: UTF8.self) } == title
        }
    }

    /// Starts hearing client messages sent to the root window, as a window manager does (a ping's answer).
    package func listenToRootMessages() {
        XSelectInput(display, root, SubstructureNotifyMask)
        XFlush(display)
    }

    /// Pings the window as a window manager does (EWMH `_NET_WM_PING` in `WM_PROTOCOLS`).
    package func ping(_ window: WindowID, serial: Int) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window.rawValue)
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l = (Int(atom("_NET_WM_PING")), serial, Int(window.rawValue), 0, 0)
        XSendEvent(display, Window(window.rawValue), 0, NoEventMask, &event)
        XFlush(display)
    }

    /// The answers to pings that reached the root since the last call: each one's serial (the timestamp
    /// field) and the window it names.
    package func pingAnswers() -> [(serial: Int, window: UInt)] {
        var answers: [(serial: Int, window: UInt)] = []
        var event = XEvent()
        while XCheckTypedWindowEvent(display, root, ClientMessage, &event) != 0 {
            let message = event.xclient
            guard message.message_type == atom("WM_PROTOCOLS"),
                Atom(truncatingIfNeeded: message.data.l.0) == atom("_NET_WM_PING")
            else { continue }
            answers.append((message.data.l.1, UInt(truncatingIfNeeded: message.data.l.2)))
        }
        return answers
    }
}
