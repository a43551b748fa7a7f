import CX11
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

extension X11BackendTests {
    func testShowAndHideReportRequestedMapChanges() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))

            harness.showAndWait(window)

            XCTAssertTrue(harness.observer.isViewable(window.id))
            harness.waitUntil("the window is exposed") {
                harness.events.contains { if case .exposed(window.id, _) = $0 { true } else { false } }
            }

            window.hide()
            harness.waitUntil("the window is unmapped") {
                harness.events.contains(.mapChanged(window.id, mapped: false, requested: true))
            }

            XCTAssertFalse(harness.observer.isViewable(window.id))
            XCTAssertFalse(window.isMapped)
        }
    }

    func testHideThenShowInOneTurnReportsBothAsRequested() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)
            harness.clearEvents()

            window.hide()
            window.show()
            harness.waitUntil("the window is mapped again") {
                harness.events.contains(.mapChanged(window.id, mapped: true, requested: true))
            }

            let mapChanges = harness.events.filter { if case .mapChanged = $0 { true } else { false } }
            XCTAssertEqual(
                mapChanges,
                [
                    .mapChanged(window.id, mapped: false, requested: true),
                    .mapChanged(window.id, mapped: true, requested: true),
                ])
        }
    }

    func testUnmapByAnotherClientIsNotRequested() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)

            harness.observer.unmap(window.id)
            harness.waitUntil("the iconify is reported") {
                harness.events.contains(.mapChanged(window.id, mapped: false, requested: false))
            }
            harness.observer.map(window.id)
            harness.waitUntil("the restore is reported") {
                harness.events.contains(.mapChanged(window.id, mapped: true, requested: false))
            }

            XCTAssertTrue(window.isMapped)
        }
    }

    func testSetFrameMovesResizesAndReportsConfigured() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)
            let newFrame = PixelRect(x: 200, y: 150, width: 120, height: 90)

            window.setFrame(newFrame)
            harness.waitUntil("the new frame is reported") {
                harness.events.contains(.configured(window.id, frame: newFrame))
            }

            XCTAssertEqual(harness.observer.geometry(of: window.id), newFrame)
            XCTAssertEqual(window.frame, newFrame)
            XCTAssertEqual(window.beginFrame().width, 120)
            XCTAssertEqual(window.beginFrame().height, 90)
        }
    }

    func testRequestFocusBeforeShowFocusesOnceMapped() throws {
        try withHarness { harness in
            let first = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            let second = harness.makeWindow(PixelRect(x: 200, y: 30, width: 80, height: 60))

            first.requestFocus()
            first.show()
            harness.waitUntil("the first window has focus") {
                harness.events.contains(.focusChanged(first.id, focused: true))
            }
            XCTAssertEqual(harness.observer.focusedWindow(), Window(first.id.rawValue))

            harness.showAndWait(second)
            second.requestFocus()
            harness.waitUntil("focus moves to the second window") {
                harness.events.contains(.focusChanged(first.id, focused: false))
                    && harness.events.contains(.focusChanged(second.id, focused: true))
            }

            XCTAssertEqual(harness.observer.focusedWindow(), Window(second.id.rawValue))
        }
    }

    func testDeleteWindowMessageRequestsClose() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)

            harness.observer.sendDeleteWindow(to: window.id)

            harness.waitUntil("the close request arrives") { harness.events.contains(.closeRequested(window.id)) }
            XCTAssertTrue(window.isMapped, "closing is the app's decision")
        }
    }

    func testKeyPressCarriesUsageTextAndModifiers() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)

            XCTAssertNotNil(window.textInput.xic, "Xlib's built-in input method serves the C locale")
            harness.observer.sendKeyPress(keysym: KeySym(XK_a), state: 0, to: window.id)
            harness.observer.sendKeyPress(keysym: KeySym(XK_a), state: UInt32(ShiftMask | ControlMask), to: window.id)
            harness.waitUntil("two keys arrive") { harness.events.filter(\.isKey).count == 2 }

            let keys = harness.events.compactMap { event -> KeyEvent? in
                if case .key(let key) = event { key } else { nil }
            }
            XCTAssertEqual(keys.map(\.usage), [.keyboard(0x04), .keyboard(0x04)], "both are the A key")
            XCTAssertEqual(keys.first?.characters, "a")
            XCTAssertEqual(keys.map(\.charactersIgnoringModifiers), ["a", "a"])
            XCTAssertEqual(keys.map(\.isDown), [true, true])
            XCTAssertEqual(keys.map(\.modifiers), [[], [.shift, .control]])
            XCTAssertEqual(keys.first?.window, window.id)
        }
    }

    func testButtonsBecomePointerAndScrollEvents() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)

            harness.observer.sendButtonPress(1, at: PixelPoint(x: 10, y: 12), state: UInt32(ShiftMask), to: window.id)
            harness.observer.sendButtonPress(5, at: PixelPoint(x: 11, y: 13), state: 0, to: window.id)
            harness.waitUntil("two pointer events arrive") { harness.events.filter(\.isPointer).count == 2 }

            let pointers = harness.events.compactMap { event -> PointerEvent? in
                if case .pointer(let pointer) = event { pointer } else { nil }
            }
            XCTAssertEqual(pointers.map(\.kind), [.down, .scroll(dx: 0, dy: 1)])
            XCTAssertEqual(pointers.map(\.button), [1, 0])
            XCTAssertEqual(pointers.first?.location, PixelPoint(x: 10, y: 12))
            XCTAssertEqual(pointers.first?.modifiers, .shift)
            XCTAssertGreaterThan(pointers.first?.timestamp ?? 0, 0)
        }
    }

    func testButtonNumbersFollowThePointerContract() {
        XCTAssertEqual(X11EventTranslation.pointerAction(button: 3, isPress: false)?.kind, .up)
        XCTAssertEqual(X11EventTranslation.pointerAction(button: 4, isPress: true)?.kind, .scroll(dx: 0, dy: -1))
        XCTAssertEqual(X11EventTranslation.pointerAction(button: 6, isPress: true)?.kind, .scroll(dx: -1, dy: 0))
        XCTAssertEqual(X11EventTranslation.pointerAction(button: 7, isPress: true)?.kind, .scroll(dx: 1, dy: 0))
        XCTAssertNil(X11EventTranslation.pointerAction(button: 4, isPress: false))
        XCTAssertNil(X11EventTranslation.pointerAction(button: 8, isPress: true))
        XCTAssertEqual(
            X11EventTranslation.modifiers(state: UInt32(Mod1Mask | Mod4Mask | LockMask)),
            [.alternate, .command, .capsLock])
    }
}

extension PlatformEvent {
    var isKey: Bool { if case .key = self { true } else { false } }
    var isPointer: Bool { if case .pointer = self { true } else { false } }
}
