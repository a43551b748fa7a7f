import DBus
import Foundation
import WindowSystem

/// The desktop's light or dark preference as the freedesktop settings portal gives it
/// (`org.freedesktop.appearance` `color-scheme` on `org.freedesktop.portal.Desktop`), which GNOME,
/// KDE and other desktops set whatever their theme is called. It wins over the XSETTINGS theme
/// name when it names a preference, and follows the portal's `SettingChanged` signal.
///
/// At launch, with a session bus, the app asks the portal once (`ReadOne`, else the older `Read`);
/// without a session bus or a portal nothing changes. `CASEMENT_INTERFACE_STYLE` wins over both.
@MainActor
package final class AppearancePortal {
    private static var shared: AppearancePortal?
    /// The portal's preference: nil while it has named none (or was not reached).
    package private(set) static var appearance: DesktopSettings.Appearance?

    private let bus: DBusConnection
    private let changed: () -> Void

    private static let portal = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let settings = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"

    private init(bus: DBusConnection, changed: @escaping () -> Void) {
        self.bus = bus
        self.changed = changed
    }

    /// Connects to the session bus the environment names and asks the portal; `changed` runs
    /// whenever the preference it gives changes. `CASEMENT_PORTAL=0` leaves the portal alone.
    package static func start(environment: [String: String], changed: @escaping () -> Void) {
        guard shared == nil, environment["CASEMENT_PORTAL"] != "0",
            let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty,
            let bus = try? DBusConnection(address: address)
        else { return }
        let portal = AppearancePortal(bus: bus, changed: changed)
        shared = portal
        bus.messageHandler = { [weak portal] message in portal?.received(message) }
        bus.disconnectHandler = { shared = nil }
        let rule =
            "type='signal',interface='\(settings)',member='SettingChanged',arg0='\(namespace)',arg1='\(key)'"
        bus.send(
            DBusMessage(
                methodCallTo: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "AddMatch", arguments: [.string(rule)]))
        portal.read(member: "ReadOne")
    }

    /// Stops following the portal and forgets its preference (for tests).
    package static func stop() {
        shared?.bus.close()
        shared = nil
        appearance = nil
    }

    /// Asks for the colour scheme with `member`; a portal older than `ReadOne` is asked with `Read`.
    private func read(member: String) {
        let request = DBusMessage(
            methodCallTo: Self.portal, path: Self.path, interface: Self.settings, member: member,
            arguments: [.string(Self.namespace), .string(Self.key)])
        bus.call(request) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let reply):
                adopt(reply.arguments.first)
            case .failure(let error) where member == "ReadOne" && error.name.hasSuffix("UnknownMethod"):
                read(member: "Read")
            case .failure:
                break
            }
        }
    }

    private func received(_ message: DBusMessage) {
        guard message.kind == .signal, message.interface == Self.settings, message.member == "SettingChanged"
        else { return }
        let arguments = message.arguments
        guard arguments.count == 3, arguments[0].stringValue == Self.namespace, arguments[1].stringValue == Self.key
        else { return }
        adopt(arguments[2])
    }

    /// The portal's values: 1 prefers dark, 2 prefers light, 0 (or anything else) names no preference.
    private func adopt(_ value: DBusValue?) {
        let appearance: DesktopSettings.Appearance? =
            switch value?.intValue {
            case 1: .dark
            case 2: .light
            default: nil
            }
        guard appearance != Self.appearance else { return }
        Self.appearance = appearance
        changed()
    }
}
