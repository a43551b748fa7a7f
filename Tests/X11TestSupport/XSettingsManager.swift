import CX11

/// The observer as the desktop's XSETTINGS manager (what gsd-xsettings or xsettingsd are): it owns
/// `_XSETTINGS_S0` with a window of its own and publishes settings in its `_XSETTINGS_SETTINGS`.
package final class XSettingsManager {
    private let observer: X11Observer
    private let window: Window

    /// Takes the selection, publishes `settings`, and announces itself with `MANAGER` on the root window.
    package init(observer: X11Observer, settings: XSettingsEncoder) {
        self.observer = observer
        let display = observer.display
        window = XCreateSimpleWindow(display, observer.root, -10, -10, 1, 1, 0, 0, 0)
        publish(settings)
        let selection = observer.atom("_XSETTINGS_S0")
        XSetSelectionOwner(display, selection, window, Time(CurrentTime))
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = observer.root
        event.xclient.message_type = observer.atom("MANAGER")
        event.xclient.format = 32
        event.xclient.data.l = (Int(CurrentTime), Int(selection), Int(window), 0, 0)
        XSendEvent(display, observer.root, 0, StructureNotifyMask, &event)
        XSync(display, 0)
    }

    /// Replaces the published settings, as a daemon does when the user changes one.
    package func publish(_ settings: XSettingsEncoder) {
        var bytes = settings.bytes
        let type = observer.atom("_XSETTINGS_SETTINGS")
        XChangeProperty(observer.display, window, type, type, 8, PropModeReplace, &bytes, Int32(bytes.count))
        XSync(observer.display, 0)
    }

    /// Stops managing: the window goes, and the selection with it.
    package func quit() {
        XDestroyWindow(observer.display, window)
        XSync(observer.display, 0)
    }
}
