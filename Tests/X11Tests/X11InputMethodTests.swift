import Foundation
import TextInputTestSupport
import UIKit
import X11TestSupport
import XCTest

/// A name no other test's server uses, so a server a test ended is never mistaken for the next one.
private func uniqueServerName() -> String {
    "casement-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
}

/// Starts the scripted server as `name`, offering styles up to `richest`, and waits until it serves.
private func startServer(_ name: String, richest: String = "callbacks") throws -> ChildProcess {
    let server = try ChildProcess(
        product: "XIMServerFixture", arguments: [name, richest], environment: ProcessInfo.processInfo.environment)
    XCTAssertTrue(server.wait { server.standardOutput.contains("ready") }, server.standardError)
    return server
}

/// An app whose input method is `name`, with a recording text view at (20, 20) in a window at
/// (500, 300), focused and first responder.
@MainActor
private func launchEditor(inputMethod name: String) throws -> (X11App, RecordingTextInputView) {
    let view = RecordingTextInputView(frame: CGRect(x: 20, y: 20, width: 240, height: 30))
    return (try launchEditor(inputMethod: name, editing: view), view)
}

/// An app whose input method is `name`, with `view` at (20, 20) in a window at (500, 300), focused
/// and first responder.
@MainActor
func launchEditor(inputMethod name: String, editing view: UIView) throws -> X11App {
    let x11 = try requireObserver()
    let delegate = ClosureAppDelegate()
    delegate.onLaunch = { delegate in
        let window = delegate.addWindow(CGRect(x: 500, y: 300, width: 300, height: 100), color: .white)
        window.rootViewController?.view.addSubview(view)
        window.makeKeyAndVisible()
    }
    let app = try X11App(delegate: delegate, environment: ["XMODIFIERS": "@im=\(name)"])
    let window = delegate.windows[0]
    XCTAssertTrue(
        app.pump { x11.isViewable(app.xid(window)) && x11.focusedWindow() == app.xid(window).rawValue })
    XCTAssertTrue(view.becomeFirstResponder())
    return app
}

private func lines(of server: ChildProcess) -> [String] {
    server.standardOutput.split(separator: "\n").map(String.init)
}

/// CJK typing through a real XIM server: `XIMServerFixture` composes full-width letters as a Chinese
/// input method composes hanzi, and `xdotool` types into a `RecordingTextInputView`.
final class X11InputMethodTests: XCTestCase {
    func testAnOnTheSpotPreeditIsMarkedTextAndTheCommitIsInserted() throws {
        try MainActor.assumeIsolated {
            let name = uniqueServerName()
            let server = try startServer(name)
            defer { server.end() }
            let (app, view) = try launchEditor(inputMethod: name)
            XCTAssertTrue(app.pump { lines(of: server).contains("focus") }, server.standardOutput)

            try xdotool(["type", "--delay", "20", "ni1"])

            XCTAssertTrue(app.pump { view.text == "ｎｉ𠀋" }, "\(view.log)")
            XCTAssertTrue(lines(of: server).contains("style 0x402"), "on the spot: \(server.standardOutput)")
            XCTAssertEqual(view.marked, NSRange(location: 0, length: 4))
            XCTAssertEqual(view.log.last, #"setMarkedText("ｎｉ𠀋", 4+0)"#)
            view.clearLog()

            try xdotool(["key", "Return"])

            XCTAssertTrue(app.pump { view.log.last == #"insertText("ｎｉ𠀋")"# }, "\(view.log)")
            XCTAssertEqual(view.log, [#"setMarkedText("", 0+0)"#, "unmarkText", #"insertText("ｎｉ𠀋")"#])
            XCTAssertEqual(view.text, "ｎｉ𠀋")
            XCTAssertNil(view.marked)
        }
    }

    func testTheSpotFollowsTheCaretAndTheInputMethodsCaretMovesTheSelection() throws {
        try MainActor.assumeIsolated {
            let name = uniqueServerName()
            let server = try startServer(name)
            defer { server.end() }
            let (app, view) = try launchEditor(inputMethod: name)
            // The caret's bottom-left corner in the window: (20 + 10 + 8 × offset, 20 + 4 + 20).
            XCTAssertTrue(app.pump { lines(of: server).contains("spot 30 44") }, server.standardOutput)

            try xdotool(["type", "--delay", "20", "ni"])
            XCTAssertTrue(app.pump { lines(of: server).contains("spot 46 44") }, server.standardOutput)
            try xdotool(["key", "Left"])

            XCTAssertTrue(app.pump { view.selection == NSRange(location: 1, length: 0) }, "\(view.log)")
            XCTAssertEqual(view.log.last, #"setMarkedText("ｎｉ", 1+0)"#)
            XCTAssertTrue(app.pump { lines(of: server).last == "spot 38 44" }, server.standardOutput)
        }
    }

    func testOverTheSpotTheServerDrawsThePreeditAndCommits() throws {
        try MainActor.assumeIsolated {
            let name = uniqueServerName()
            let server = try startServer(name, richest: "position")
            defer { server.end() }
            let (app, view) = try launchEditor(inputMethod: name)
            XCTAssertTrue(app.pump { lines(of: server).contains("focus") }, server.standardOutput)

            try xdotool(["type", "--delay", "20", "ni"])
            try xdotool(["key", "Return"])

            XCTAssertTrue(app.pump { view.text == "ｎｉ" }, "\(view.log)")
            XCTAssertTrue(lines(of: server).contains("style 0x404"), "over the spot: \(server.standardOutput)")
            XCTAssertEqual(view.log, [#"insertText("ｎｉ")"#])
            XCTAssertTrue(lines(of: server).contains("spot 46 44"), server.standardOutput)
        }
    }

    func testAServerStartedAfterTheAppIsUsed() throws {
        try MainActor.assumeIsolated {
            let name = uniqueServerName()
            let (app, view) = try launchEditor(inputMethod: name)
            try xdotool(["type", "a"])
            XCTAssertTrue(app.pump { view.log.contains("press a") }, "the built-in IM types meanwhile: \(view.log)")

            let server = try startServer(name)
            defer { server.end() }
            XCTAssertTrue(app.pump { lines(of: server).contains("focus") }, server.standardOutput)
            try xdotool(["type", "n"])

            XCTAssertTrue(app.pump { view.marked != nil }, "\(view.log)")
            XCTAssertEqual(view.log.last, #"setMarkedText("ｎ", 1+0)"#)
        }
    }

    func testKeysStillTypeWhenTheServerDiesAndItsSuccessorIsUsed() throws {
        try MainActor.assumeIsolated {
            let name = uniqueServerName()
            let server = try startServer(name)
            let (app, view) = try launchEditor(inputMethod: name)
            XCTAssertTrue(app.pump { lines(of: server).contains("focus") }, server.standardOutput)
            try xdotool(["type", "n"])
            XCTAssertTrue(app.pump { view.marked != nil }, "\(view.log)")

            server.signal(SIGKILL)
            XCTAssertTrue(server.waitForExit())

            XCTAssertTrue(app.pump { view.marked == nil }, "the preedit ends with its server: \(view.log)")
            try xdotool(["type", "--delay", "20", "Hi"])
            XCTAssertTrue(app.pump { view.log.suffix(2) == ["press H", "press i"] }, "\(view.log)")

            let successor = try startServer(name)
            defer { successor.end() }
            XCTAssertTrue(app.pump { lines(of: successor).contains("focus") }, successor.standardOutput)
            try xdotool(["type", "n"])
            XCTAssertTrue(app.pump { view.log.last == #"setMarkedText("ｎ", 1+0)"# }, "\(view.log)")
        }
    }
}
