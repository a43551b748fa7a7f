import DBus
import Foundation
import TestPrerequisites

/// A session bus of one test's own: `dbus-daemon` with a configuration like the system's but without
/// service activation, so nothing starts behind the test's back. `end()` (or deinit) ends it.
@MainActor
final class PrivateSessionBus {
    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    let address: String
    private let directory: URL
    private let daemon: ChildProcess

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("casement-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let configuration = directory.appendingPathComponent("session.conf")
        try Data(Self.configuration(socketDirectory: directory.path).utf8).write(to: configuration)
        let daemon: ChildProcess
        do {
            daemon = try ChildProcess(
                command: "dbus-daemon",
                arguments: ["--config-file=\(configuration.path)", "--nofork", "--print-address=1"])
        } catch {
            throw missingPrerequisite("needs dbus-daemon (Debian package dbus-daemon): \(error)")
        }
        guard daemon.wait(until: { daemon.standardOutput.contains("\n") }) else {
            daemon.end()
            throw PrivateSessionBusError.didNotStart(daemon.standardError)
        }
        self.daemon = daemon
        address = daemon.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    isolated deinit {
        end()
    }

    func end() {
        daemon.end()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Asks the bus at `address` until `name` has an owner, for at most ten seconds.
    static func waitForOwner(of name: String, on address: String) throws -> Bool {
        let session = try DBusConnection(address: address)
        defer { session.close() }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var answer: Bool?
            let question = DBusMessage(
                methodCallTo: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "NameHasOwner", arguments: [.string(name)])
            session.call(question) { result in
                answer = (try? result.get())?.arguments.first == .boolean(true)
            }
            while answer == nil, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            if answer == true { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    private static func configuration(socketDirectory: String) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:dir=\(socketDirectory)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
    }
}

enum PrivateSessionBusError: Error, CustomStringConvertible {
    case didNotStart(String)

    var description: String {
        switch self {
        case .didNotStart(let output): "the test's session bus did not start: \(output)"
        }
    }
}
