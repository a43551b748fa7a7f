import UIKit
import XCTest

/// A screen reader's view of a Casement app: the app on a private AT-SPI desktop (session bus, bus
/// launcher, registry), read and driven by libatspi from another process as Orca would.
final class X11AccessibilityTests: XCTestCase {
    func testTheTreeShowsRolesNamesStatesValuesAndExtents() throws {
        try MainActor.assumeIsolated {
            let (bus, app, content) = try launchAccessibleApp()
            defer { quit(bus) }
            XCTAssertTrue(content.field.becomeFirstResponder())
            let field = content.field
            field.selectedTextRange = field.textRange(
                from: try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 1)), to: field.endOfDocument
            )

            let nodes = try dump(bus: bus, app: app)

            let frame = try XCTUnwrap(nodes.first { $0.role == "frame" })
            XCTAssertEqual(frame.name, "Accessible")
            XCTAssertEqual(frame.extents, "100,80,320,300")
            let button = try XCTUnwrap(nodes.first { $0.name == "Continue" })
            XCTAssertEqual(button.role, "push button")
            XCTAssertEqual(button.extents, "120,100,120,40")
            XCTAssertTrue(button.states.isSuperset(of: ["enabled", "sensitive", "showing", "visible", "focusable"]))
            XCTAssertEqual(button.actions, "press")
            XCTAssertEqual(button.description, "Saves and goes on")
            let toggle = try XCTUnwrap(nodes.first { $0.name == "Wi-Fi" })
            XCTAssertEqual(toggle.role, "toggle button")
            XCTAssertTrue(toggle.states.contains("checked"))
            let slider = try XCTUnwrap(nodes.first { $0.role == "slider" })
            XCTAssertEqual(slider.value, "0.25")
            XCTAssertEqual(slider.actions, "increment,decrement")
            let label = try XCTUnwrap(nodes.first { $0.role == "label" })
            XCTAssertEqual(label.name, "Hello brave world")
            XCTAssertEqual(label.text, "Hello brave world")
            let entry = try XCTUnwrap(nodes.first { $0.role == "entry" })
            XCTAssertEqual(entry.name, "Name")
            XCTAssertEqual(entry.text, "Ada")
            XCTAssertTrue(entry.states.isSuperset(of: ["editable", "focusable", "single-line"]))
            XCTAssertEqual(entry.actions, "", "a text field is edited, not pressed")
            XCTAssertEqual(entry.selection, "1,3")
            let disabled = try XCTUnwrap(nodes.first { $0.name == "Disabled" })
            XCTAssertFalse(disabled.states.contains("enabled"))
            XCTAssertFalse(nodes.contains { $0.name == "Hidden" }, "a hidden button is left out")
        }
    }

    func testALabelIsReadWordByWord() throws {
        try MainActor.assumeIsolated {
            let (bus, app, _) = try launchAccessibleApp()
            defer { quit(bus) }

            let client = try bus.client(["string", applicationName, "Hello brave world", "7", "word"])
            XCTAssertTrue(app.pump(timeout: 20) { client.hasFinished }, client.standardError)

            XCTAssertEqual(client.standardOutput, "brave |6|12\n", client.standardError)
        }
    }

    func testPressingAButtonRunsItsActionAndTogglingASwitchChangesIt() throws {
        try MainActor.assumeIsolated {
            let (bus, app, content) = try launchAccessibleApp()
            defer { quit(bus) }

            let press = try bus.client(["press", applicationName, "Continue"])
            XCTAssertTrue(app.pump(timeout: 20) { press.hasFinished }, press.standardError)
            let toggle = try bus.client(["press", applicationName, "Wi-Fi"])
            XCTAssertTrue(app.pump(timeout: 20) { toggle.hasFinished }, toggle.standardError)
            let step = try bus.client(["press", applicationName, "Volume", "0"])
            XCTAssertTrue(app.pump(timeout: 20) { step.hasFinished }, step.standardError)

            XCTAssertEqual(press.standardOutput, "pressed True\n")
            XCTAssertEqual(content.presses, 1)
            XCTAssertFalse(content.wifi.isOn)
            XCTAssertEqual(content.switchChanges, 1)
            XCTAssertEqual(content.volume.value, 0.35, accuracy: 0.001)
        }
    }

    func testMovingTheFocusSendsAFocusEvent() throws {
        try MainActor.assumeIsolated {
            let (bus, app, content) = try launchAccessibleApp()
            defer { quit(bus) }
            let watch = try watchEvents("object:state-changed:focused", on: bus, pumping: app)

            XCTAssertTrue(content.field.becomeFirstResponder())
            XCTAssertTrue(app.pump(timeout: 20) { watch.hasFinished }, watch.standardError)

            XCTAssertTrue(
                watch.standardOutput.contains("event\tobject:state-changed:focused\t1\tentry\tName"),
                watch.standardOutput)
        }
    }

    func testTabMovesTheFocusToTheButtonAndTellsTheClient() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (bus, app, _) = try launchAccessibleApp()
            defer { quit(bus) }
            let window = try XCTUnwrap(UIApplication.shared.windows.first { !$0.isHidden })
            XCTAssertTrue(app.pump { x11.focusedWindow() == app.xid(window).rawValue })
            let watch = try watchEvents("object:state-changed:focused", on: bus, pumping: app)

            try xdotool(["key", "Tab"])
            XCTAssertTrue(app.pump(timeout: 20) { watch.hasFinished }, watch.standardError)

            XCTAssertTrue(
                watch.standardOutput.contains("event\tobject:state-changed:focused\t1\tpush button\tContinue"),
                watch.standardOutput)
        }
    }

    func testCheckedValueNameAndAnnouncementEventsReachTheClient() throws {
        try MainActor.assumeIsolated {
            let (bus, app, content) = try launchAccessibleApp()
            defer { quit(bus) }
            let watch = try watchEvents(
                "object:state-changed:checked", "object:property-change:accessible-value", "object:announcement",
                "object:property-change:accessible-name", on: bus, pumping: app)

            content.wifi.setOn(false, animated: false)
            content.wifi.sendActions(for: .valueChanged)
            content.wifi.setOn(true, animated: false)
            content.wifi.sendActions(for: .valueChanged)
            content.volume.setValue(0.5, animated: false)
            content.volume.sendActions(for: .valueChanged)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            content.label.text = "Goodbye"
            XCTAssertTrue(app.pump(timeout: 20) { watch.hasFinished }, watch.standardError)

            let lines = watch.standardOutput
            XCTAssertTrue(lines.contains("event\tobject:state-changed:checked\t0\ttoggle button\tWi-Fi"), lines)
            XCTAssertTrue(lines.contains("event\tobject:state-changed:checked\t1\ttoggle button\tWi-Fi"), lines)
            XCTAssertTrue(lines.contains("event\tobject:property-change:accessible-value\t0\tslider\tVolume"), lines)
            XCTAssertTrue(lines.contains("event\tobject:announcement\t1\tframe\tAccessible\tSaved"), lines)
            XCTAssertTrue(lines.contains("event\tobject:property-change:accessible-name\t0\tlabel\tGoodbye"), lines)
        }
    }

    func testTheRunningCatalogueIsReadFromTheDesktopAndSleepsWhenIdle() throws {
        try MainActor.assumeIsolated {
            _ = try requireObserver()
            let bus = try AccessibilityBus()
            defer { bus.end() }
            var environment = ProcessInfo.processInfo.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = bus.sessionAddress
            let catalog = try ChildProcess(product: "catalog", environment: environment)
            defer { catalog.end() }

            // The catalogue joins the desktop once it has launched: read until it is there.
            var nodes: [DumpedNode] = []
            let deadline = Date().addingTimeInterval(30)
            while nodes.isEmpty, Date() < deadline {
                let client = try bus.client(["dump", "catalog"])
                XCTAssertTrue(client.wait(timeout: 20) { client.hasFinished }, client.standardError)
                if client.exitStatus == 0 {
                    nodes = client.standardOutput.split(separator: "\n").map { DumpedNode(String($0)) }
                } else {
                    Thread.sleep(forTimeInterval: 0.1)
                }
            }

            XCTAssertEqual(nodes.first?.role, "application")
            XCTAssertTrue(nodes.contains { $0.role == "frame" && $0.name == "Casement Catalog — Drawing" })
            XCTAssertTrue(nodes.contains { $0.role == "push button" && $0.name == "New Window" })
            XCTAssertTrue(
                catalog.sleeps(for: 1, within: 20), "connected to the accessibility bus, the idle app still sleeps")
        }
    }

    func testTypingInAFieldSendsTextAndCaretEvents() throws {
        try MainActor.assumeIsolated {
            let (bus, app, content) = try launchAccessibleApp()
            defer { quit(bus) }
            XCTAssertTrue(content.field.becomeFirstResponder())
            let watch = try watchEvents(
                "object:text-changed:insert", "object:text-changed:delete", "object:text-caret-moved", on: bus,
                pumping: app)

            content.field.insertText("é")
            content.field.deleteBackward()
            XCTAssertTrue(app.pump(timeout: 20) { watch.hasFinished }, watch.standardError)

            let lines = watch.standardOutput
            XCTAssertTrue(lines.contains("event\tobject:text-changed:insert\t3\tentry\tName\té"), lines)
            XCTAssertTrue(lines.contains("event\tobject:text-changed:delete\t3\tentry\tName\té"), lines)
            XCTAssertTrue(lines.contains("event\tobject:text-caret-moved\t4\tentry\tName"), lines)
        }
    }

    func testAButtonAddedAndRemovedTellsAClientThatReadTheWindow() throws {
        try MainActor.assumeIsolated {
            let (bus, app, content) = try launchAccessibleApp()
            defer { quit(bus) }
            _ = try dump(bus: bus, app: app)
            let watch = try watchEvents(
                "object:children-changed:add", "object:children-changed:remove", on: bus, pumping: app)
            let later = UIButton(type: .system)
            later.setTitle("Later", for: .normal)
            later.frame = CGRect(x: 160, y: 20, width: 100, height: 40)

            content.button.superview?.addSubview(later)
            later.removeFromSuperview()
            XCTAssertTrue(app.pump(timeout: 20) { watch.hasFinished }, watch.standardError)

            let lines = watch.standardOutput
            XCTAssertTrue(lines.contains("event\tobject:children-changed:add\t6\tframe\tAccessible\tLater"), lines)
            XCTAssertTrue(lines.contains("event\tobject:children-changed:remove\t6\tframe\tAccessible\tLater"), lines)
        }
    }

    func testTheBusTheRootWindowAnnouncesIsUsedWithoutASessionBus() throws {
        try MainActor.assumeIsolated {
            let (bus, app, _) = try launchAccessibleApp(connecting: false)
            defer { quit(bus) }
            let address = try XCTUnwrap(try bus.accessibilityBusAddress())
            try xprop(["-root", "-f", "AT_SPI_BUS", "8s", "-set", "AT_SPI_BUS", address])
            defer { try? xprop(["-root", "-remove", "AT_SPI_BUS"]) }

            ATSPIBridge.start(environment: [:])

            XCTAssertTrue(app.pump(timeout: 10) { ATSPIBridge.isEmbedded }, "the registry lists the app")
            let nodes = try dump(bus: bus, app: app)
            XCTAssertTrue(nodes.contains { $0.name == "Continue" })
        }
    }

    func testWithoutASessionBusTheAppRunsWithoutTheBridge() throws {
        try MainActor.assumeIsolated {
            _ = try requireObserver()

            ATSPIBridge.start(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/casement-bus"])

            XCTAssertFalse(ATSPIBridge.isEmbedded)
        }
    }
}

private let applicationName = ProcessInfo.processInfo.processName

/// Starts a private accessibility desktop and the app of `AccessibleContent`, and unless told
/// otherwise connects the app to it and waits until it is listed on the desktop.
@MainActor
private func launchAccessibleApp(connecting: Bool = true) throws -> (AccessibilityBus, X11App, AccessibleContent) {
    let x11 = try requireObserver()
    let bus = try AccessibilityBus()
    let content = AccessibleContent()
    let delegate = ClosureAppDelegate()
    delegate.onLaunch = { delegate in
        let window = delegate.addWindow(CGRect(x: 100, y: 80, width: 320, height: 300), color: .white)
        window.rootViewController?.title = "Accessible"
        if let view = window.rootViewController?.view { content.install(in: view) }
        window.makeKeyAndVisible()
    }
    let app = try X11App(delegate: delegate)
    XCTAssertTrue(app.pump { x11.isViewable(app.xid(delegate.windows[0])) })
    if connecting {
        ATSPIBridge.start(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.sessionAddress])
        XCTAssertTrue(app.pump(timeout: 10) { ATSPIBridge.isEmbedded }, "the registry lists the app")
    }
    return (bus, app, content)
}

/// Starts a client printing `events` of the app as the desktop sends them, and waits until it is
/// listening.
@MainActor
private func watchEvents(_ events: String..., on bus: AccessibilityBus, pumping app: X11App) throws -> ChildProcess {
    let watch = try bus.client(["watch", applicationName] + events)
    XCTAssertTrue(app.pump(timeout: 20) { watch.standardOutput.contains("ready\n") }, watch.standardError)
    return watch
}

/// Runs xprop on the test's display and waits for it to finish.
private func xprop(_ arguments: [String]) throws {
    let process = try ChildProcess(command: "xprop", arguments: arguments)
    XCTAssertTrue(process.waitForExit(), "xprop \(arguments) did not finish")
    XCTAssertEqual(process.exitStatus, 0, process.standardError)
}

/// Disconnects the app and ends the desktop's processes.
@MainActor
private func quit(_ bus: AccessibilityBus) {
    ATSPIBridge.stop()
    bus.end()
}

@MainActor
private func dump(bus: AccessibilityBus, app: X11App) throws -> [DumpedNode] {
    let client = try bus.client(["dump", applicationName])
    XCTAssertTrue(app.pump(timeout: 20) { client.hasFinished }, client.standardError)
    XCTAssertEqual(client.exitStatus, 0, client.standardError)
    return client.standardOutput.split(separator: "\n").map { DumpedNode(String($0)) }
}

/// One line of the client's `dump`.
private struct DumpedNode {
    let role: String
    let name: String
    let states: Set<String>
    let extents: String
    let value: String
    let actions: String
    let text: String
    let description: String
    let selection: String

    init(_ line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let field = { (index: Int) in fields.indices.contains(index) ? fields[index] : "" }
        role = field(1)
        name = field(2)
        states = Set(field(3).split(separator: ",").map(String.init))
        extents = field(4)
        value = field(5)
        actions = field(6)
        text = field(7)
        description = field(8)
        selection = field(9)
    }
}

/// The views the tests read: a button, a switch, a slider, a label, a text field, a disabled button
/// and a hidden one, and what the app saw of the user's actions.
@MainActor
private final class AccessibleContent {
    let button = UIButton(type: .system)
    let wifi = UISwitch()
    let volume = UISlider()
    let label = UILabel()
    let field = UITextField()
    let disabled = UIButton(type: .system)
    let hidden = UIButton(type: .system)
    var presses = 0
    var switchChanges = 0

    func install(in view: UIView) {
        button.setTitle("Continue", for: .normal)
        button.accessibilityHint = "Saves and goes on"
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        button.addAction(UIAction { [weak self] _ in self?.presses += 1 }, for: .touchUpInside)
        wifi.frame = CGRect(x: 20, y: 70, width: 51, height: 31)
        wifi.isOn = true
        wifi.accessibilityLabel = "Wi-Fi"
        wifi.addAction(UIAction { [weak self] _ in self?.switchChanges += 1 }, for: .valueChanged)
        volume.frame = CGRect(x: 20, y: 110, width: 200, height: 30)
        volume.value = 0.25
        volume.accessibilityLabel = "Volume"
        label.text = "Hello brave world"
        label.frame = CGRect(x: 20, y: 150, width: 200, height: 30)
        field.frame = CGRect(x: 20, y: 190, width: 200, height: 30)
        field.placeholder = "Name"
        field.text = "Ada"
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 20, y: 230, width: 120, height: 30)
        hidden.setTitle("Hidden", for: .normal)
        hidden.isHidden = true
        hidden.frame = CGRect(x: 160, y: 230, width: 120, height: 30)
        for part in [button, wifi, volume, label, field, disabled, hidden] as [UIView] { view.addSubview(part) }
    }
}
