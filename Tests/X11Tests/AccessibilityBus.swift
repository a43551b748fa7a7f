import DBus
import Foundation
import TestPrerequisites
import XCTest

/// A private desktop accessibility stack for one test: a session bus of its own (without service
/// activation, so nothing starts behind the test's back) and AT-SPI's bus launcher on it, which runs
/// the accessibility bus and its registry. `end()` (or deinit) ends both; the launcher ends the bus
/// and registry it started.
@MainActor
final class AccessibilityBus {
    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"
    static let pythonPath = "/usr/bin/python3"

    /// The session bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    let sessionAddress: String
    private let directory: URL
    private let sessionBus: ChildProcess
    private let launcher: ChildProcess

    /// Starts the session bus and the launcher, and waits until the launcher serves `org.a11y.Bus`.
    init() throws {
        for (path, package) in [
            (Self.launcherPath, "at-spi2-core"), (Self.pythonPath, "python3"),
            ("/usr/lib/python3/dist-packages/pyatspi", "python3-pyatspi"),
        ] where !FileManager.default.fileExists(atPath: path) {
            throw missingPrerequisite("needs \(path) (Debian package \(package)); run scripts/install-deps.sh")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("casement-atspi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let configuration = directory.appendingPathComponent("session.conf")
        try Data(Self.sessionConfiguration(socketDirectory: directory.path).utf8).write(to: configuration)
        let sessionBus: ChildProcess
        do {
            sessionBus = try ChildProcess(
                command: "dbus-daemon",
                arguments: ["--config-file=\(configuration.path)", "--nofork", "--print-address=1"])
        } catch {
            throw missingPrerequisite("needs dbus-daemon (Debian package dbus-daemon): \(error)")
        }
        guard sessionBus.wait(until: { sessionBus.standardOutput.contains("\n") }) else {
            sessionBus.end()
            throw AccessibilityBusError.sessionBusDidNotStart(sessionBus.standardError)
        }
        let address = sessionBus.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        // Without DISPLAY the launcher leaves the X root window's AT_SPI_BUS alone: clients find the
        // bus through the session bus, as the app does.
        environment["DISPLAY"] = nil
        let launcher = try ChildProcess(
            command: Self.launcherPath, arguments: ["--launch-immediately"], environment: environment)
        self.sessionBus = sessionBus
        self.launcher = launcher
        sessionAddress = address
        guard try Self.waitForOwner(of: "org.a11y.Bus", on: address) else {
            end()
            throw AccessibilityBusError.launcherDidNotStart(launcher.standardError)
        }
    }

    /// The accessibility bus's address, as the launcher answers `org.a11y.Bus.GetAddress`.
    func accessibilityBusAddress() throws -> String? {
        let session = try DBusConnection(address: sessionAddress)
        defer { session.close() }
        var address: String?
        var answered = false
        session.call(
            DBusMessage(
                methodCallTo: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
        ) { result in
            answered = true
            address = (try? result.get())?.arguments.first?.stringValue
        }
        let deadline = Date().addingTimeInterval(10)
        while !answered, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        return address
    }

    /// Asks the bus at `address` until `name` has an owner, for at most ten seconds.
    private static func waitForOwner(of name: String, on address: String) throws -> Bool {
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

    isolated deinit {
        end()
    }

    /// Ends the launcher (and with it the accessibility bus and registry), then the session bus.
    func end() {
        launcher.end()
        sessionBus.end()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `ATSPIClient.script` with `arguments` against this desktop.
    func client(_ arguments: [String]) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = sessionAddress
        environment["AT_SPI_BUS_ADDRESS"] = nil
        return try ChildProcess(
            command: Self.pythonPath, arguments: ["-c", ATSPIClient.script] + arguments, environment: environment)
    }

    /// A session bus configuration like the system's, without service activation.
    private static func sessionConfiguration(socketDirectory: String) -> String {
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

enum AccessibilityBusError: Error, CustomStringConvertible {
    case sessionBusDidNotStart(String)
    case launcherDidNotStart(String)

    var description: String {
        switch self {
        case .sessionBusDidNotStart(let output): "the test's session bus did not start: \(output)"
        case .launcherDidNotStart(let output): "at-spi-bus-launcher did not claim org.a11y.Bus: \(output)"
        }
    }
}
