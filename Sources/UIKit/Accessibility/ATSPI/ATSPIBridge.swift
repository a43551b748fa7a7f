import DBus
import Foundation

/// The app's side of AT-SPI 2, the desktop's accessibility protocol on D-Bus, so screen readers
/// such as Orca read and drive the app.
///
/// At launch the bridge finds the accessibility bus (see `start(environment:)`), connects to it and
/// embeds the application in the registry's desktop (`org.a11y.atspi.Socket.Embed`). Only making a
/// connection waits, and for at most two seconds each (a local bus answers at once); the session
/// bus's answer and the registry's come through the main queue. Without a session bus or an
/// accessibility bus the app runs as before and says so once, only under
/// `CASEMENT_DEBUG=accessibility`. The tree is made from UIKit's accessibility properties when a
/// client asks (see `AccessibilityTree`), one object path per node; events are sent only while
/// connected. All methods run on the main actor.
@MainActor
package final class ATSPIBridge {
    /// The running bridge, or nil when no accessibility bus is connected (then events cost one check).
    private(set) static var shared: ATSPIBridge?

    let bus: DBusConnection
    var paths = ATSPIObjectPaths()
    /// The registry's desktop, the application's parent, as `Embed` answered.
    var desktop: DBusValue = .structure([.string(""), .objectPath(ATSPIObjectPaths.null)])
    /// The number the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// Whether the registry has answered `Embed`: clients find the application on the desktop.
    private var isListed = false

    /// Whether the app is connected to an accessibility bus and listed on the registry's desktop.
    package static var isEmbedded: Bool { shared?.isListed ?? false }

    private init(bus: DBusConnection) {
        self.bus = bus
    }

    /// Connects to the accessibility bus the environment leads to, in the background of the main
    /// queue, looking where AT-SPI's own clients look: `AT_SPI_BUS_ADDRESS`, else the one the display
    /// announces (the X root window's `AT_SPI_BUS`), else the one the session bus names.
    package static func start(environment: [String: String]) {
        guard shared == nil, environment["CASEMENT_ACCESSIBILITY"] != "0" else { return }
        let debug = (environment["CASEMENT_DEBUG"] ?? "").split(separator: ",").contains("accessibility")
        let report: (String) -> Void = { line in
            if debug { FileHandle.standardError.write(Data("Casement accessibility: \(line)\n".utf8)) }
        }
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            connect(to: address, report: report)
            return
        }
        if let address = UIApplication.shared.backend?.accessibilityBusAddress {
            connect(to: address, report: report)
            return
        }
        guard let sessionAddress = environment["DBUS_SESSION_BUS_ADDRESS"], !sessionAddress.isEmpty else {
            report("no accessibility bus announced and no session bus; screen readers cannot read this app")
            return
        }
        let session: DBusConnection
        do {
            session = try DBusConnection(address: sessionAddress)
        } catch {
            report("no session bus: \(error.description)")
            return
        }
        let request = DBusMessage(
            methodCallTo: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
        session.call(request) { result in
            // The session connection is needed for this one question only.
            defer { session.close() }
            switch result {
            case .success(let reply):
                guard let address = reply.arguments.first?.stringValue, !address.isEmpty else {
                    report("the session bus named no accessibility bus")
                    return
                }
                connect(to: address, report: report)
            case .failure(let error):
                report("no accessibility bus: \(error.description)")
            }
        }
    }

    /// Disconnects, for tests and for the end of the process.
    package static func stop() {
        shared?.bus.close()
        shared = nil
    }

    private static func connect(to address: String, report: (String) -> Void) {
        let bus: DBusConnection
        do {
            bus = try DBusConnection(address: address)
        } catch {
            report("cannot connect to the accessibility bus: \(error.description)")
            return
        }
        let bridge = ATSPIBridge(bus: bus)
        shared = bridge
        bus.messageHandler = { [weak bridge] message in bridge?.handle(message) }
        bus.disconnectHandler = { [weak bridge] in
            if shared === bridge { shared = nil }
        }
        bridge.embed()
    }

    /// Adds the application to the registry's desktop; its answer is the desktop, our parent.
    private func embed() {
        let call = DBusMessage(
            methodCallTo: "org.a11y.atspi.Registry", path: ATSPIObjectPaths.root, interface: "org.a11y.atspi.Socket",
            member: "Embed", arguments: [reference(to: UIApplication.shared)])
        bus.call(call) { [weak self] result in
            guard let self, case .success(let reply) = result else { return }
            if let parent = reply.arguments.first { desktop = parent }
            isListed = true
        }
    }

    /// The `(so)` reference of `node`, or the null reference.
    func reference(to node: UIResponder?) -> DBusValue {
        guard let node else { return .structure([.string(""), .objectPath(ATSPIObjectPaths.null)]) }
        return .structure([.string(bus.uniqueName), .objectPath(paths.path(for: node))])
    }

    /// Answers one method call; signals are not listened for.
    private func handle(_ message: DBusMessage) {
        guard message.kind == .methodCall, let path = message.path, let member = message.member else { return }
        let interface = message.interface ?? ""
        let reply: DBusMessage
        do {
            let values = try answer(path: path, interface: interface, member: member, arguments: message.arguments)
            reply = DBusMessage(returnFor: message, arguments: values)
        } catch {
            reply = DBusMessage(errorFor: message, name: error.name, text: error.text)
        }
        if message.expectsReply { bus.send(reply) }
    }

    private func answer(path: String, interface: String, member: String, arguments: [DBusValue])
        throws(ATSPIRequestError) -> [DBusValue]
    {
        if interface == "org.freedesktop.DBus.Peer", member == "Ping" { return [] }
        // Clients first ask for the whole tree at once; the bridge keeps none, so they ask node by node.
        if path == "/org/a11y/atspi/cache", interface == "org.a11y.atspi.Cache", member == "GetItems" {
            return [.array(element: "((so)(so)(so)iiassusau)", [])]
        }
        guard let node = paths.node(at: path) else { throw .unknownObject(path) }
        switch interface {
        case "org.freedesktop.DBus.Properties":
            return try answerProperties(of: node, member: member, arguments: arguments)
        case "org.freedesktop.DBus.Introspectable" where member == "Introspect":
            return [.string(introspection(of: node))]
        case "org.a11y.atspi.Accessible":
            return try answerAccessible(node, member: member, arguments: arguments)
        case "org.a11y.atspi.Application" where node is UIApplication && member == "GetLocale":
            return [.string(Locale.current.identifier)]
        case "org.a11y.atspi.Component" where !(node is UIApplication):
            return try answerComponent(node, member: member, arguments: arguments)
        case "org.a11y.atspi.Action" where !AccessibilityTree.actions(of: node).isEmpty:
            return try answerAction(node, member: member, arguments: arguments)
        case "org.a11y.atspi.Text" where text(of: node) != nil:
            return try answerText(node, member: member, arguments: arguments)
        default:
            throw .unknownMethod(interface, member)
        }
    }
}

/// Why a request got an error reply: a D-Bus error name and a line for people.
struct ATSPIRequestError: Error {
    let name: String
    let text: String

    static func unknownObject(_ path: String) -> ATSPIRequestError {
        ATSPIRequestError(name: "org.freedesktop.DBus.Error.UnknownObject", text: "no accessible at \(path)")
    }

    static func unknownMethod(_ interface: String, _ member: String) -> ATSPIRequestError {
        ATSPIRequestError(
            name: "org.freedesktop.DBus.Error.UnknownMethod", text: "\(interface).\(member) is not supported")
    }

    static func unknownProperty(_ interface: String, _ name: String) -> ATSPIRequestError {
        ATSPIRequestError(name: "org.freedesktop.DBus.Error.UnknownProperty", text: "\(interface).\(name) is not known")
    }

    static func invalidArguments(_ expected: String) -> ATSPIRequestError {
        ATSPIRequestError(name: "org.freedesktop.DBus.Error.InvalidArgs", text: "expected arguments \(expected)")
    }
}
