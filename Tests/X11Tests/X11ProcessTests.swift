import Foundation
import WindowSystem
import X11TestSupport
import XCTest

/// Whole programs under Xvfb: what a person running them sees.
final class X11ProcessTests: XCTestCase {
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "CASEMENT_BACKEND")
        return environment
    }

    /// Starts the fixture app and waits until it is active and its window (which it prints) shows.
    private func launchFixtureWindow() throws -> (X11Observer, ChildProcess, WindowID) {
        let x11 = try MainActor.assumeIsolated { try requireObserver() }
        let app = try ChildProcess(product: "X11Fixture", environment: environment)
        XCTAssertTrue(
            app.wait { app.standardOutput.contains("didBecomeActive") }, app.standardOutput + app.standardError)
        let id = try XCTUnwrap(
            app.standardOutput.split(separator: "\n").first { $0.hasPrefix("window ") }
                .flatMap { UInt($0.dropFirst("window ".count)) }.map(WindowID.init))
        XCTAssertTrue(app.wait { x11.isViewable(id) })
        return (x11, app, id)
    }

    func testNoDisplayPrintsOneLineNamingDisplayAndExitsWithStatusOne() throws {
        var environment = environment
        environment.removeValue(forKey: "DISPLAY")
        let app = try ChildProcess(product: "catalog", environment: environment)

        XCTAssertTrue(app.waitForExit())

        XCTAssertEqual(app.exitStatus, 1)
        let lines = app.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, app.standardError)
        XCTAssertTrue(lines.first?.contains("DISPLAY") == true, app.standardError)
        XCTAssertTrue(lines.first?.contains("CASEMENT_BACKEND=headless") == true, app.standardError)
    }

    func testWindowManagerCloseOfTheLastWindowTerminatesTheApp() throws {
        let (x11, app, id) = try launchFixtureWindow()

        x11.sendDeleteWindow(to: id)

        XCTAssertTrue(app.waitForExit(), "still running: \(app.standardOutput)")
        XCTAssertEqual(app.exitStatus, 0)
        XCTAssertTrue(
            app.standardOutput.hasSuffix("willResignActive\ndidEnterBackground\nwillTerminate\n"), app.standardOutput)
    }

    /// Another client's `XDestroyWindow` of the app's only window ends the app as a close does,
    /// with no X error afterwards.
    func testAWindowDestroyedByAnotherClientEndsTheAppLikeAClose() throws {
        let (x11, app, id) = try launchFixtureWindow()

        x11.destroy(id)

        XCTAssertTrue(app.waitForExit(), "still running: \(app.standardOutput)")
        XCTAssertEqual(app.exitStatus, 0)
        XCTAssertTrue(app.standardOutput.hasSuffix("willTerminate\n"), app.standardOutput)
        XCTAssertFalse(app.standardError.contains("BadWindow"), app.standardError)
    }

    func testSigtermTerminatesThroughApplicationWillTerminate() throws {
        let (_, app, _) = try launchFixtureWindow()

        app.signal(SIGTERM)

        XCTAssertTrue(app.waitForExit())
        XCTAssertEqual(app.exitStatus, 0)
        XCTAssertTrue(app.standardOutput.hasSuffix("willTerminate\n"), app.standardOutput)
    }

    /// A main thread that is busy does not hold up SIGTERM: the app ends within a second or so.
    func testSigtermEndsAnAppWhoseMainThreadIsBusy() throws {
        _ = try MainActor.assumeIsolated { try requireObserver() }
        var environment = environment
        environment["CASEMENT_FIXTURE_BUSY"] = "1"
        let app = try ChildProcess(product: "X11Fixture", environment: environment)
        XCTAssertTrue(app.wait { app.standardOutput.contains("busy") }, app.standardOutput)

        app.signal(SIGTERM)

        XCTAssertTrue(app.waitForExit(timeout: 5), "still running: \(app.standardOutput)")
        XCTAssertEqual(app.exitStatus, 0)
    }

    func testSigintTerminatesWithStatus130() throws {
        let (_, app, _) = try launchFixtureWindow()

        app.signal(SIGINT)

        XCTAssertTrue(app.waitForExit())
        XCTAssertEqual(app.exitStatus, 130)
        XCTAssertTrue(app.standardOutput.hasSuffix("willTerminate\n"), app.standardOutput)
    }

    /// `kill -USR1` is a memory warning: the delegate hears it, then every controller.
    func testSigusr1SendsAMemoryWarning() throws {
        _ = try MainActor.assumeIsolated { try requireObserver() }
        let app = try ChildProcess(product: "X11Fixture", environment: environment)
        defer { app.end() }
        XCTAssertTrue(app.wait { app.standardOutput.contains("didBecomeActive") })

        app.signal(SIGUSR1)

        XCTAssertTrue(
            app.wait { app.standardOutput.contains("applicationDidReceiveMemoryWarning\ndidReceiveMemoryWarning\n") },
            app.standardOutput)
        XCTAssertTrue(app.standardError.contains("Received memory warning."), app.standardError)
        XCTAssertTrue(app.isRunning)
    }

    /// An app with nothing animating sleeps: once the catalogue has drawn, none of its threads runs
    /// for a second at a time. How much CPU it uses idle is measured by `make bench` (the idle group).
    func testIdleCatalogSleeps() throws {
        _ = try MainActor.assumeIsolated { try requireObserver() }
        let ready = FileManager.default.temporaryDirectory.appendingPathComponent("casement-ready-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: ready) }
        var environment = environment
        environment["CASEMENT_READY_FILE"] = ready.path
        let app = try ChildProcess(product: "catalog", environment: environment)
        XCTAssertTrue(app.wait(timeout: 20) { FileManager.default.fileExists(atPath: ready.path) }, app.standardError)

        let slept = app.sleeps(for: 1, within: 20)

        XCTAssertTrue(slept, "a thread of the idle catalogue kept running")
        XCTAssertTrue(app.isRunning)
    }

    /// `CASEMENT_CATALOG_PAGE=animation` opens the catalogue's main window on the animation pages,
    /// named in its title, and they move; without it, the drawing pages.
    func testCatalogPageVariableChoosesThePagesTheMainWindowOpensOn() throws {
        let x11 = try MainActor.assumeIsolated { try requireObserver() }
        for (page, title) in [(nil, "Casement Catalog — Drawing"), ("animation", "Casement Catalog — Animation")] {
            var environment = environment
            environment["CASEMENT_CATALOG_PAGE"] = page
            let app = try ChildProcess(product: "catalog", environment: environment)
            defer { app.end() }
            var main: WindowID?
            XCTAssertTrue(
                app.wait(timeout: 20) {
                    main = Self.window(titled: title, of: app.pid, in: x11)
                    return main.map(x11.isViewable) ?? false
                }, "no window titled \(title): \(app.standardError)")
            guard let main, page != nil else { continue }

            let frame = x11.geometry(of: main)
            let first = x11.pixels(in: frame)
            XCTAssertTrue(app.wait(timeout: 5) { x11.pixels(in: frame) != first }, "the animation pages stood still")
        }
    }

    private static func window(titled title: String, of pid: Int32, in x11: X11Observer) -> WindowID? {
        x11.stackingOrder().map { WindowID(UInt($0)) }.first { window in
            x11.property("_NET_WM_PID", of: window)?.values == [Int(pid)]
                && x11.property("_NET_WM_NAME", of: window).map { String(decoding: $0.bytes, as: UTF8.self) } == title
        }
    }
}
