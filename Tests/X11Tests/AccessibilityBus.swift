import DBus
import Foundation
import TestPrerequisites
import XCTest

/// A private desktop accessibility stack for one test: a session bus of its own (`PrivateSessionBus`)
/// and AT-SPI's bus launcher on it, which runs the accessibility bus and its registry. `end()` (or
/// deinit) ends both; the launcher ends the bus and registry it started.
@MainActor
final class AccessibilityBus {
    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"
    static let pythonPath = "/usr/bin/python3"

    /// The session bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    var sessionAddress: String { sessionBus.address }
    private let sessionBus: PrivateSessionBus
    private let launcher: ChildProcess

    /// Starts the session bus and the launcher, and waits until the launcher serves `org.a11y.Bus`.
    init() throws {
        for (path, package) in [
            (Self.launcherPath, "at-spi2-core"), (Self.pythonPath, "python3"),
            ("/usr/lib/python3/dist-packages/pyatspi", "python3-pyatspi"),
        ] where !FileManager.default.fileExists(atPath: path) {
            throw missingPrerequisite("needs \(path) (Debian package \(package)); run scripts/install-deps.sh")
        }
        // A launcher that has not claimed its name in time (seen once in a loaded run) is ended, and
        // one more session bus and launcher are started before the test gives up.
        var attempt = 1
        while true {
            let (sessionBus, launcher) = try Self.start()
            if try PrivateSessionBus.waitForOwner(of: "org.a11y.Bus", on: sessionBus.address) {
                self.sessionBus = sessionBus
                self.launcher = launcher
                return
            }
            launcher.end()
            sessionBus.end()
            guard attempt < 2 else { throw AccessibilityBusError.launcherDidNotStart(launcher.standardError) }
            attempt += 1
        }
    }

    /// A session bus of its own, and the launcher started on it.
    private static func start() throws -> (PrivateSessionBus, ChildProcess) {
        let sessionBus = try PrivateSessionBus()
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = sessionBus.address
        // Without DISPLAY the launcher leaves the X root window's AT_SPI_BUS alone: clients find the
        // bus through the session bus, as the app does.
        environment["DISPLAY"] = nil
        do {
            let launcher = try ChildProcess(
                command: launcherPath, arguments: ["--launch-immediately"], environment: environment)
            return (sessionBus, launcher)
        } catch {
            sessionBus.end()
            throw error
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

    isolated deinit {
        end()
    }

    /// Ends the launcher (and with it the accessibility bus and registry), then the session bus.
    func end() {
        launcher.end()
        sessionBus.end()
    }

    /// Runs `ATSPIClient.script` with `arguments` against this desktop.
    func client(_ arguments: [String]) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = sessionAddress
        environment["AT_SPI_BUS_ADDRESS"] = nil
        return try ChildProcess(
            command: Self.pythonPath, arguments: ["-c", ATSPIClient.script] + arguments, environment: environment)
    }
}

enum AccessibilityBusError: Error, CustomStringConvertible {
    case launcherDidNotStart(String)

    var description: String {
        switch self {
        case .launcherDidNotStart(let output): "at-spi-bus-launcher did not claim org.a11y.Bus: \(output)"
        }
    }
}
