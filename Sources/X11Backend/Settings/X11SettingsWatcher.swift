import CX11
import WindowSystem

/// Follows the screen's XSETTINGS manager: reads `_XSETTINGS_SETTINGS` from the window that owns
/// `_XSETTINGS_S<screen>`, and again whenever the property changes, a new manager announces itself
/// (the `MANAGER` client message on the root window) or the owner's window goes away.
///
/// Main-actor only, like the backend whose connection it uses.
@MainActor
final class X11SettingsWatcher {
    private let display: OpaquePointer
    private let root: Window
    private let selection: Atom
    private let property: Atom
    private let manager: Atom
    /// The manager's window, or 0 when no manager runs.
    private var owner: Window = 0
    /// What the manager publishes, as last read.
    private(set) var settings = DesktopSettings.unspecified
    /// The desktop's dots per inch (`Xft/DPI`), nil when the manager does not say or none runs.
    private(set) var dotsPerInch: Double?

    init(display: OpaquePointer, root: Window, screenNumber: Int32) {
        self.display = display
        self.root = root
        selection = XInternAtom(display, "_XSETTINGS_S\(screenNumber)", 0)
        property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        manager = XInternAtom(display, "MANAGER", 0)
        // A new manager says so with a client message to the root window's StructureNotify listeners.
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, root, &attributes)
        XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask)
        (settings, dotsPerInch) = readFromOwner()
    }

    /// Handles `event` when it is about the settings; returns whether it was, and sets `changed` when
    /// the desktop settings differ from before (`dotsPerInch` may have changed either way).
    func handle(_ event: XEvent, changed: inout Bool) -> Bool {
        switch event.type {
        case ClientMessage where event.xclient.window == root && event.xclient.message_type == manager:
            guard Atom(bitPattern: event.xclient.data.l.1) == selection else { return false }
        case PropertyNotify where owner != 0 && event.xproperty.window == owner:
            guard event.xproperty.atom == property else { return true }
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            owner = 0
        default:
            return false
        }
        let fresh = readFromOwner()
        changed = fresh.settings != settings
        (settings, dotsPerInch) = fresh
        return true
    }

    /// Finds the manager's window, watches it, and reads its settings; no manager, or one that goes
    /// away meanwhile, reads as no settings.
    private func readFromOwner() -> (settings: DesktopSettings, dotsPerInch: Double?) {
        var bytes: [UInt8]?
        let failed = X11ErrorHandling.trappingErrors {
            XGrabServer(display)
            owner = XGetSelectionOwner(display, selection)
            if owner != 0 {
                XSelectInput(display, owner, PropertyChangeMask | StructureNotifyMask)
                bytes = readProperty()
            }
            XUngrabServer(display)
            XSync(display, 0)
        }
        if failed { owner = 0 }
        guard !failed, let bytes, let values = XSettings(property: bytes) else { return (.unspecified, nil) }
        return (values.desktopSettings, values.dotsPerInch)
    }

    private func readProperty() -> [UInt8]? {
        guard let value = X11Selections.readProperty(property, of: owner, on: display, deleting: false),
            value.type == property, value.format == 8
        else { return nil }
        return Array(value.data)
    }
}
