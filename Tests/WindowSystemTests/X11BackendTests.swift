import CX11
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

/// The X11 backend against a real server (Xvfb under `xvfb-run`), read back through a second connection.
final class X11BackendTests: XCTestCase {
    func testEmptyDisplayThrowsNoDisplay() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try X11Backend(environment: ["DISPLAY": ""])) { error in
                XCTAssertEqual(error as? BackendError, .noDisplay)
            }
            XCTAssertThrowsError(try X11Backend(environment: [:])) { error in
                XCTAssertEqual(error as? BackendError, .noDisplay)
            }
        }
    }

    func testUnreachableDisplayThrowsCannotOpenDisplay() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try X11Backend(environment: ["DISPLAY": ":987"])) { error in
                XCTAssertEqual(error as? BackendError, .cannotOpenDisplay(":987"))
            }
        }
    }

    func testScreenDescribesDefaultScreen() throws {
        try withHarness { harness in
            let observer = harness.observer

            let screen = harness.backend.screen

            let screenNumber = XDefaultScreen(observer.display)
            XCTAssertEqual(
                screen.pixelSize,
                PixelSize(
                    width: Int(XDisplayWidth(observer.display, screenNumber)),
                    height: Int(XDisplayHeight(observer.display, screenNumber))))
            XCTAssertGreaterThanOrEqual(screen.scale(override: nil), 1)
            XCTAssertGreaterThanOrEqual(screen.refreshRate, 0)
        }
    }

    func testWindowRefreshRateFallsBackToScreenRate() throws {
        try withHarness { harness in

            let window = harness.makeWindow(PixelRect(x: 10, y: 10, width: 50, height: 50))

            // Xvfb's mode has no timings, so both are 0 ("unknown") there; a real output gives its rate.
            XCTAssertEqual(window.refreshRate, harness.backend.screen.refreshRate)
        }
    }

    func testDotsPerInchComesFromXftDpiResource() {
        XCTAssertEqual(X11Screen.dotsPerInch(resources: "Xft.antialias:\t1\nXft.dpi:\t192\n"), 192)
        XCTAssertEqual(X11Screen.dotsPerInch(resources: "Xft.dpi: 120.5"), 120.5)
        XCTAssertNil(X11Screen.dotsPerInch(resources: "Xcursor.size:\t24\n"))
        XCTAssertNil(X11Screen.dotsPerInch(resources: "Xft.dpi:\tlarge\n"))
        XCTAssertNil(X11Screen.dotsPerInch(resources: nil))
    }

    func testWindowAppearsAtRequestedPositionAndSize() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 120, y: 80, width: 300, height: 200))

            harness.showAndWait(window)

            XCTAssertTrue(harness.observer.isViewable(window.id))
            XCTAssertEqual(harness.observer.geometry(of: window.id), PixelRect(x: 120, y: 80, width: 300, height: 200))
            XCTAssertEqual(window.frame, PixelRect(x: 120, y: 80, width: 300, height: 200))
            XCTAssertTrue(window.isMapped)
        }
    }

    func testTitleClassAndProcessProperties() throws {
        try withHarness { harness in
            let observer = harness.observer

            let window = harness.makeWindow(
                PixelRect(x: 0, y: 0, width: 40, height: 30),
                title: "Café ☕ 窓", applicationName: "Catalog")
            harness.backend.synchronize()

            let netName = observer.property("_NET_WM_NAME", of: window.id)
            XCTAssertEqual(netName?.type, "UTF8_STRING")
            XCTAssertEqual(netName.map { String(decoding: $0.bytes, as: UTF8.self) }, "Café ☕ 窓")
            let legacyName = observer.property("WM_NAME", of: window.id)
            XCTAssertEqual(legacyName?.type, "STRING")
            XCTAssertEqual(legacyName?.bytes, [0x43, 0x61, 0x66, 0xE9, 0x20, 0x3F, 0x20, 0x3F])
            let windowClass = observer.property("WM_CLASS", of: window.id)
            XCTAssertEqual(windowClass?.type, "STRING")
            XCTAssertEqual(windowClass?.bytes, Array("catalog\0Catalog\0".utf8))
            XCTAssertEqual(observer.property("_NET_WM_PID", of: window.id)?.values, [Int(getpid())])
            XCTAssertEqual(
                observer.property("WM_PROTOCOLS", of: window.id)?.values,
                [Int(observer.atom("WM_DELETE_WINDOW")), Int(observer.atom("_NET_WM_PING"))])
            XCTAssertEqual(
                observer.property("_NET_WM_WINDOW_TYPE", of: window.id)?.values,
                [Int(observer.atom("_NET_WM_WINDOW_TYPE_NORMAL"))])
            let sizeHints = observer.property("WM_NORMAL_HINTS", of: window.id)?.values ?? []
            XCTAssertEqual((sizeHints.first ?? 0) & 0b11, 0b11, "USPosition and USSize are set")
        }
    }

    func testSetTitleRewritesBothNames() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30), title: "Before")

            window.setTitle("Après")
            harness.backend.synchronize()

            let observer = harness.observer
            XCTAssertEqual(
                observer.property("_NET_WM_NAME", of: window.id).map { String(decoding: $0.bytes, as: UTF8.self) },
                "Après")
            XCTAssertEqual(observer.property("WM_NAME", of: window.id)?.bytes, [0x41, 0x70, 0x72, 0xE8, 0x73])
        }
    }

    func testStackingHintsBecomeWindowManagerProperties() throws {
        try withHarness { harness in
            let observer = harness.observer
            let owner = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))
            let panel = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))
            let alert = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))

            panel.setStackingHint(.above)
            alert.setStackingHint(.transient(for: owner.id))
            harness.backend.synchronize()

            let above = Int(observer.atom("_NET_WM_STATE_ABOVE"))
            XCTAssertEqual(observer.property("_NET_WM_STATE", of: panel.id)?.values, [above])
            XCTAssertNil(observer.property("WM_TRANSIENT_FOR", of: panel.id))
            XCTAssertEqual(observer.property("_NET_WM_STATE", of: alert.id)?.values, [above])
            XCTAssertEqual(observer.property("WM_TRANSIENT_FOR", of: alert.id)?.values, [Int(owner.id.rawValue)])
            XCTAssertEqual(
                observer.property("_NET_WM_WINDOW_TYPE", of: alert.id)?.values,
                [Int(observer.atom("_NET_WM_WINDOW_TYPE_DIALOG")), Int(observer.atom("_NET_WM_WINDOW_TYPE_NORMAL"))])

            alert.setStackingHint(.normal)
            harness.backend.synchronize()

            XCTAssertEqual(observer.property("_NET_WM_STATE", of: alert.id)?.values ?? [], [])
            XCTAssertNil(observer.property("WM_TRANSIENT_FOR", of: alert.id))
        }
    }

    func testRestackPutsWindowsInOrderTopmostFirst() throws {
        try withHarness { harness in
            let first = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))
            let second = harness.makeWindow(PixelRect(x: 10, y: 10, width: 40, height: 30))
            let third = harness.makeWindow(PixelRect(x: 20, y: 20, width: 40, height: 30))
            [first, second, third].forEach { $0.show() }

            harness.backend.restack(topmostFirst: [second, third, first])
            harness.backend.synchronize()

            let ours = Set([first, second, third].map { Window($0.id.rawValue) })
            let bottomToTop = harness.observer.stackingOrder().filter(ours.contains)
            XCTAssertEqual(bottomToTop, [first, third, second].map { Window($0.id.rawValue) })

            harness.backend.restack(topmostFirst: [first, second, third])
            harness.backend.synchronize()

            XCTAssertEqual(
                harness.observer.stackingOrder().filter(ours.contains),
                [third, second, first].map { Window($0.id.rawValue) })
        }
    }

    func testXErrorIsReportedAndProcessCarriesOn() throws {
        try withHarness { harness in
            let before = X11ErrorHandling.reportedErrorCount

            XMapWindow(harness.backend.display, 0x7FF_FFFF)
            harness.backend.synchronize()

            XCTAssertEqual(X11ErrorHandling.reportedErrorCount, before + 1)
            let window = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))
            harness.showAndWait(window)
        }
    }

    /// Requests the app sends a window another client destroyed, before it hears of it, fail on the
    /// server; the app learns the window is gone and reports none of those expected errors.
    func testWindowDestroyedByAnotherClientIsReportedAsAnEventNotAsErrors() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))
            harness.backend.synchronize()
            let before = X11ErrorHandling.reportedErrorCount

            harness.observer.destroy(window.id)
            window.setFrame(PixelRect(x: 5, y: 5, width: 20, height: 20))
            window.setTitle("Still here?")
            harness.backend.synchronize()

            XCTAssertTrue(harness.events.contains { if case .destroyed(window.id) = $0 { true } else { false } })
            XCTAssertEqual(X11ErrorHandling.reportedErrorCount, before)
            window.destroy()
            harness.backend.synchronize()
            XCTAssertEqual(X11ErrorHandling.reportedErrorCount, before)
        }
    }

    /// An idle app sleeps: once its window has drawn and every reply is in, nothing wakes the main
    /// thread (no timer, no Dispatch work, no event) for as long as the run loop waits. How much CPU
    /// an idle app uses over a minute is measured by `make bench` (the frames group).
    func testIdleBackendLetsTheMainThreadSleep() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 0, y: 0, width: 40, height: 30))
            harness.showAndWait(window)
            _ = window.beginFrame()
            window.present([PixelRect(x: 0, y: 0, width: 40, height: 30)], moves: [])
            harness.backend.synchronize()

            let slept = mainRunLoopSleeps(for: 0.5, within: 10)

            XCTAssertTrue(slept, "the main run loop kept waking: an idle app must sleep, not poll")
        }
    }
}
