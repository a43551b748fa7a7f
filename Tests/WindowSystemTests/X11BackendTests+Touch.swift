import CX11
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

/// Touchscreens (XInput 2.2), pointer-grab loss and key autorepeat on the real server. Xvfb has no
/// touch device, so the touch events themselves are checked through their translation (what the
/// windows select is checked with scrolling's selections).
extension X11BackendTests {
    func testTouchEventsTranslateWithTheirIdPhaseAndSubpixelLocation() {
        var device = XIDeviceEvent()
        device.evtype = XI_TouchUpdate
        device.detail = 7
        device.event_x = 10.5
        device.event_y = 20.25
        device.mods.effective = Int32(ShiftMask)
        let window = WindowID(42)
        XCTAssertEqual(
            X11Touch.touchEvent(device, window: window, at: 3),
            TouchEvent(window: window, touchID: 7, phase: .moved, x: 10.5, y: 20.25, modifiers: [.shift], timestamp: 3))
        device.evtype = XI_TouchBegin
        XCTAssertEqual(X11Touch.touchEvent(device, window: window, at: 3)?.phase, .began)
        device.evtype = XI_TouchEnd
        XCTAssertEqual(X11Touch.touchEvent(device, window: window, at: 3)?.phase, .ended)
        device.evtype = XI_Motion
        XCTAssertNil(X11Touch.touchEvent(device, window: window, at: 3))
    }

    func testLeavingForAnotherClientsGrabWithAButtonDownIsAGrabLoss() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)
            harness.clearEvents()
            harness.observer.sendLeave(mode: NotifyNormal, state: UInt32(Button1Mask), to: window.id)
            harness.observer.sendLeave(mode: NotifyGrab, state: 0, to: window.id)
            harness.observer.sendLeave(mode: NotifyGrab, state: UInt32(Button1Mask), to: window.id)
            harness.waitUntil("the grab loss arrives") { harness.events.contains(.pointerGrabLost(window.id)) }
            XCTAssertEqual(harness.events.filter { $0 == .pointerGrabLost(window.id) }.count, 1)
        }
    }

    func testHeldKeysRepeatWithoutReleasesInBetween() throws {
        try withHarness { harness in
            var supported: Int32 = 0
            XCTAssertEqual(XkbGetDetectableAutoRepeat(harness.backend.display, &supported), 1)
            XCTAssertEqual(supported, 1)
        }
    }
}
