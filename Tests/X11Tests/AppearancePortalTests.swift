import DBus
import Foundation
import UIKitTesting
import XCTest

@testable import UIKit

/// The freedesktop settings portal's colour scheme: read at launch (`ReadOne`, else the older
/// `Read`), followed through `SettingChanged`, winning over the backend's appearance when it names
/// one and losing to `CASEMENT_INTERFACE_STYLE`. A private session bus and a portal played by the
/// test stand in for the desktop's.
final class AppearancePortalTests: XCTestCase {
    /// `org.freedesktop.portal.Desktop` on a bus, answering the colour scheme it is given.
    @MainActor
    private final class FakePortal {
        let bus: DBusConnection
        var scheme: UInt32
        let answersReadOne: Bool

        init(address: String, scheme: UInt32, answersReadOne: Bool = true) throws {
            bus = try DBusConnection(address: address)
            self.scheme = scheme
            self.answersReadOne = answersReadOne
            bus.messageHandler = { [weak self] message in self?.answer(message) }
            var owned = false
            bus.call(
                DBusMessage(
                    methodCallTo: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                    interface: "org.freedesktop.DBus", member: "RequestName",
                    arguments: [.string("org.freedesktop.portal.Desktop"), .uint32(4)])
            ) { _ in owned = true }
            XCTAssertTrue(Self.pump { owned })
        }

        private func answer(_ message: DBusMessage) {
            guard message.kind == .methodCall, message.interface == "org.freedesktop.portal.Settings" else { return }
            switch message.member {
            case "ReadOne" where answersReadOne:
                bus.send(DBusMessage(returnFor: message, arguments: [.variant(.uint32(scheme))]))
            case "Read":
                bus.send(DBusMessage(returnFor: message, arguments: [.variant(.variant(.uint32(scheme)))]))
            default:
                bus.send(
                    DBusMessage(
                        errorFor: message, name: "org.freedesktop.DBus.Error.UnknownMethod", text: "no such method"))
            }
        }

        /// Tells the bus the scheme changed, as the portal does when the user switches.
        func change(to scheme: UInt32) {
            self.scheme = scheme
            bus.send(
                DBusMessage(
                    signalFrom: "/org/freedesktop/portal/desktop", interface: "org.freedesktop.portal.Settings",
                    member: "SettingChanged",
                    arguments: [
                        .string("org.freedesktop.appearance"), .string("color-scheme"), .variant(.uint32(scheme)),
                    ]))
        }

        /// Runs the main run loop until `condition` holds, for at most ten seconds.
        static func pump(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while !condition(), Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            return condition()
        }
    }

    @MainActor private static let appDelegate = ClosureAppDelegate()

    /// A headless app with one window, its environment `environment`, following the portal on `bus`.
    @MainActor
    private static func launch(on bus: PrivateSessionBus, environment: [String: String] = [:]) -> (
        HeadlessApp, UIWindow
    ) {
        let app = HeadlessApp(delegate: appDelegate, environment: environment)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        app.runUntilIdle()
        AppearancePortal.start(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) {
            UIApplication.shared.desktopPreferencesChanged()
        }
        return (app, window)
    }

    @MainActor
    private static func style(of window: UIWindow, _ app: HeadlessApp) -> UIUserInterfaceStyle {
        app.runUntilIdle()
        return window.traitCollection.userInterfaceStyle
    }

    override func tearDown() {
        MainActor.assumeIsolated { AppearancePortal.stop() }
    }

    func testThePortalsDarkSchemeDarkensTheAppAndItsChangesFollow() throws {
        try MainActor.assumeIsolated {
            let bus = try PrivateSessionBus()
            defer { bus.end() }
            let portal = try FakePortal(address: bus.address, scheme: 1)
            let (app, window) = Self.launch(on: bus)
            XCTAssertTrue(FakePortal.pump { Self.style(of: window, app) == .dark })

            portal.change(to: 2)
            XCTAssertTrue(FakePortal.pump { Self.style(of: window, app) == .light })
            portal.change(to: 1)
            XCTAssertTrue(FakePortal.pump { Self.style(of: window, app) == .dark })
            portal.change(to: 0)
            XCTAssertTrue(FakePortal.pump { Self.style(of: window, app) == .light }, "no preference: the backend's")
        }
    }

    func testAnOlderPortalIsReadWithRead() throws {
        try MainActor.assumeIsolated {
            let bus = try PrivateSessionBus()
            defer { bus.end() }
            let portal = try FakePortal(address: bus.address, scheme: 1, answersReadOne: false)
            let (app, window) = Self.launch(on: bus)
            XCTAssertTrue(FakePortal.pump { Self.style(of: window, app) == .dark })
            withExtendedLifetime(portal) {}
        }
    }

    func testTheEnvironmentsStyleWinsOverThePortal() throws {
        try MainActor.assumeIsolated {
            let bus = try PrivateSessionBus()
            defer { bus.end() }
            let portal = try FakePortal(address: bus.address, scheme: 1)
            let (app, window) = Self.launch(on: bus, environment: ["CASEMENT_INTERFACE_STYLE": "light"])
            XCTAssertTrue(FakePortal.pump { AppearancePortal.appearance == .dark })
            XCTAssertEqual(Self.style(of: window, app), .light)
            withExtendedLifetime(portal) {}
        }
    }
}
