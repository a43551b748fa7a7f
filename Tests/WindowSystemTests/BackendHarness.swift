import Foundation
import TestPrerequisites
import WindowSystem
import X11Backend
import X11TestSupport
import XCTest

/// A backend on the test's X server with every event it delivers recorded, plus an observer client.
@MainActor
final class BackendHarness {
    let backend: X11Backend
    let observer: X11Observer
    private(set) var events: [PlatformEvent] = []
    /// One observer connection for the whole run, never closed: an X server resets when its last client
    /// disconnects and refuses connections while it does, which would fail the next test at random.
    private static let sharedObserver = X11Observer.shared
    private(set) var windows: [X11Window] = []

    /// Skips the test when there is no X server; `extraEnvironment` adds to (or overrides) the process's.
    init(extraEnvironment: [String: String] = [:]) throws {
        let environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
        guard !(environment["DISPLAY"] ?? "").isEmpty else {
            throw missingPrerequisite("needs an X server: run under xvfb-run")
        }
        guard let observer = Self.sharedObserver else { throw missingPrerequisite("cannot open an X connection") }
        self.observer = observer
        backend = try X11Backend(environment: environment)
        backend.eventHandler = { [unowned self] event in events.append(event) }
    }

    func makeWindow(_ frame: PixelRect, title: String = "Test", applicationName: String = "CasementTests")
        -> X11Window
    {
        let window = backend.makeWindow(
            WindowConfiguration(
                frame: frame, title: title,
                applicationName: applicationName))
        guard let window = window as? X11Window else { fatalError("X11Backend made a non-X11 window") }
        windows.append(window)
        return window
    }

    /// Shows the window and waits until the server reports it mapped.
    func showAndWait(_ window: X11Window, file: StaticString = #filePath, line: UInt = #line) {
        window.show()
        waitUntil("\(window.id) is mapped", file: file, line: line) {
            events.contains(.mapChanged(window.id, mapped: true, requested: true))
        }
    }

    /// Runs the main run loop until `condition` holds, failing after five seconds.
    func waitUntil(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: () -> Bool
    ) {
        let deadline = Date() + 5
        while !condition() {
            guard Date() < deadline else {
                XCTFail("timed out waiting until \(description); events: \(events)", file: file, line: line)
                return
            }
            _ = RunLoop.main.run(mode: .default, before: Date() + 0.01)
        }
    }

    func clearEvents() {
        events.removeAll()
    }

    /// Destroys the test's windows, so the next test sees a bare screen.
    func tearDown() {
        windows.forEach { $0.destroy() }
        backend.synchronize()
    }
}

extension XCTestCase {
    /// Runs `body` on the main actor with a fresh harness and destroys its windows afterwards.
    ///
    /// Test methods stay nonisolated and assume the main actor, which holds because XCTest runs them on
    /// the main thread. A `@MainActor` test method crashes swift-corelibs-xctest's test list (it casts
    /// the method to a nonisolated function type), and an `async` one runs inside a main-queue job, where
    /// nested run loops do not deliver the Dispatch sources the backend reads events with.
    func withHarness(
        _ extraEnvironment: [String: String] = [:],
        _ body: @MainActor (BackendHarness) throws -> Void
    ) throws {
        try MainActor.assumeIsolated {
            let harness = try BackendHarness(extraEnvironment: extraEnvironment)
            defer { harness.tearDown() }
            try body(harness)
        }
    }
}
