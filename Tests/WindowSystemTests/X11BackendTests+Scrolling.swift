import CX11
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

/// Scrolling through XInput 2 scroll valuators. Xvfb has no device with scroll valuators, so the
/// translation is fed made-up events and devices; the real server only shows what is selected.
extension X11BackendTests {
    private static let touchpadID = PointerTranslation.touchpadID
    private static let mouseID = PointerTranslation.mouseID

    func testTouchpadScrollValuatorsScrollSmoothlyInPixels() {
        var translation = PointerTranslation()

        let first = translation.motion([3: 1000], from: Self.touchpadID)
        let down = translation.motion([3: 1030], from: Self.touchpadID)
        let upAndAcross = translation.motion([2: 50, 3: 1022.5], from: Self.touchpadID)
        let across = translation.motion([2: 35], from: Self.touchpadID)

        XCTAssertEqual(first, [], "the first value is where deltas start from")
        XCTAssertEqual(down, [.smoothScroll(dx: 0, dy: 20, phase: .changed)], "two increments of 10 pixels")
        XCTAssertEqual(upAndAcross, [.smoothScroll(dx: 0, dy: -5, phase: .changed)])
        XCTAssertEqual(across, [.smoothScroll(dx: -10, dy: 0, phase: .changed)])
    }

    func testTouchpadIncrementIsTenPointsAtTheScreensScale() {
        let doubleDensity = ScreenDescription(
            pixelSize: PixelSize(width: 2560, height: 1600), dotsPerInch: 192, refreshRate: 60)
        var translation = PointerTranslation(
            pixelsPerIncrement: X11ScrollDevice.pointsPerIncrement * doubleDensity.scale(override: nil))

        _ = translation.motion([3: 0], from: Self.touchpadID)
        let down = translation.motion([3: 15], from: Self.touchpadID)

        XCTAssertEqual(down, [.smoothScroll(dx: 0, dy: 20, phase: .changed)])
        XCTAssertEqual(doubleDensity.scale(override: 1.5), 1.5)
        XCTAssertEqual(ScreenDescription.standard.scale(override: nil), 1)
        XCTAssertEqual(ScreenDescription.scaleOverride(in: ["CASEMENT_SCALE": "3"]), 3)
        XCTAssertNil(ScreenDescription.scaleOverride(in: ["CASEMENT_SCALE": "-1"]))
    }

    func testWheelValuatorsAddUpIntoWholeNotches() {
        var translation = PointerTranslation()
        _ = translation.motion([2: 0, 3: 0], from: Self.mouseID)

        let click = translation.motion([2: 120], from: Self.mouseID)
        let eighths = (1...8).map { translation.motion([2: 120 + Double($0) * 15], from: Self.mouseID) }
        let fastSpinUp = translation.motion([2: -120], from: Self.mouseID)
        let tiltRight = translation.motion([3: 120], from: Self.mouseID)

        XCTAssertEqual(click, [.scroll(dx: 0, dy: 1)], "a plain wheel's click is one notch")
        XCTAssertEqual(eighths.dropLast(), Array(repeating: [], count: 7))
        XCTAssertEqual(eighths.last, [.scroll(dx: 0, dy: 1)])
        XCTAssertEqual(fastSpinUp, Array(repeating: .scroll(dx: 0, dy: -1), count: 3))
        XCTAssertEqual(tiltRight, [.scroll(dx: 1, dy: 0)])
    }

    func testANegativeIncrementScrollsTheOtherWay() {
        var translation = PointerTranslation(
            devices: [
                Self.mouseID: X11ScrollDevice(
                    valuators: [.init(number: 2, axis: .vertical, increment: -1)], isTouchpad: false)
            ])
        _ = translation.motion([2: 10], from: Self.mouseID)

        let increasing = translation.motion([2: 11], from: Self.mouseID)

        XCTAssertEqual(increasing, [.scroll(dx: 0, dy: -1)])
    }

    func testTheFirstValueAfterEnteringOrADeviceChangeScrollsNothing() {
        var translation = PointerTranslation()
        _ = translation.motion([3: 0], from: Self.touchpadID)
        _ = translation.motion([2: 0], from: Self.mouseID)
        _ = translation.motion([2: 60], from: Self.mouseID)

        translation.devices[Self.touchpadID]?.forgetValues()
        translation.devices[Self.mouseID]?.forgetValues()
        let touchpadAfter = translation.motion([3: 9000], from: Self.touchpadID)
        let wheelAfter = translation.motion([2: 5000], from: Self.mouseID)
        let wheelNext = translation.motion([2: 5060], from: Self.mouseID)

        XCTAssertEqual(touchpadAfter, [])
        XCTAssertEqual(wheelAfter, [])
        XCTAssertEqual(wheelNext, [], "the half notch from before was forgotten too")
    }

    func testEmulatedWheelButtonsAreDroppedAndRealOnesAreNotches() {
        var translation = PointerTranslation()

        let emulated = translation.button(4, isPress: true, flags: XIPointerEmulated)
        let real = (4...7).map { translation.button(UInt32($0), isPress: true) }
        let released = translation.button(5, isPress: false)
        let primary = translation.buttonEvents(1, isPress: true, modifiers: ShiftMask)

        XCTAssertEqual(emulated, [])
        XCTAssertEqual(
            real,
            [[.scroll(dx: 0, dy: -1)], [.scroll(dx: 0, dy: 1)], [.scroll(dx: -1, dy: 0)], [.scroll(dx: 1, dy: 0)]])
        XCTAssertEqual(released, [])
        XCTAssertEqual(
            primary,
            [
                PointerEvent(
                    window: PointerTranslation.window, kind: .down, button: 1, location: PixelPoint(x: 10, y: 20),
                    modifiers: .shift, timestamp: 3)
            ])
    }

    func testEmulatedScrollMotionMovesTheStartingPointWithoutScrolling() {
        var translation = PointerTranslation()
        _ = translation.motion([2: 0], from: Self.mouseID)

        let emulated = translation.motion([2: 120], from: Self.mouseID, flags: XIPointerEmulated)
        let real = translation.motion([2: 240], from: Self.mouseID)

        XCTAssertEqual(emulated, [], "a legacy button press already was the notch")
        XCTAssertEqual(real, [.scroll(dx: 0, dy: 1)])
    }

    func testMotionIsAMoveUnlessItOnlyScrolls() {
        var translation = PointerTranslation()
        _ = translation.motion([3: 0], from: Self.touchpadID)

        let plain = translation.motionEvents([0: 10.5, 1: 20.75], from: PointerTranslation.xtestID)
        let movingWhileScrolling = translation.motion([0: 10.5, 1: 20.75, 3: 15], from: Self.touchpadID)
        let empty = translation.motion([:], from: Self.touchpadID)

        XCTAssertEqual(
            plain,
            [
                PointerEvent(
                    window: PointerTranslation.window, kind: .moved, button: 0, location: PixelPoint(x: 10, y: 20),
                    modifiers: [], timestamp: 3)
            ])
        XCTAssertEqual(movingWhileScrolling, [.moved, .smoothScroll(dx: 0, dy: 10, phase: .changed)])
        XCTAssertEqual(empty, [.moved])
    }

    func testValuatorValuesArePackedInMaskOrder() {
        var mask: [UInt8] = [0b0000_1001, 0b0000_0010]
        var values: [Double] = [1.5, -2, 300]

        let read = mask.withUnsafeMutableBufferPointer { mask in
            values.withUnsafeMutableBufferPointer { values in
                X11XInput.valuatorValues(
                    XIValuatorState(mask_len: Int32(mask.count), mask: mask.baseAddress, values: values.baseAddress))
            }
        }

        XCTAssertEqual(read, [0: 1.5, 3: -2, 9: 300])
    }

    func testTouchpadsAreKnownByTheirDriversSettingOrName() {
        XCTAssertTrue(X11ScrollDevice.isTouchpad(name: "ELAN0501:01 04F3:3060", hasTouchpadSetting: true))
        XCTAssertTrue(X11ScrollDevice.isTouchpad(name: "SynPS/2 Synaptics TouchPad", hasTouchpadSetting: false))
        XCTAssertFalse(X11ScrollDevice.isTouchpad(name: "Logitech USB Receiver Mouse", hasTouchpadSetting: false))
    }

    func testTheServersDevicesAndSelectionsAreRead() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))

            let windowSelection = Self.selectedXInputEvents(on: window.xid, display: harness.backend.display)
            let rootSelection = Self.selectedXInputEvents(on: harness.backend.root, display: harness.backend.display)

            XCTAssertEqual(windowSelection.devices, [XIAllMasterDevices])
            for type in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease, XI_Motion] {
                XCTAssertTrue(windowSelection.types.contains(type), "window selects \(type)")
            }
            XCTAssertEqual(rootSelection.devices, [XIAllDevices])
            XCTAssertEqual(rootSelection.types, [XI_DeviceChanged, XI_HierarchyChanged])
            XCTAssertTrue(harness.backend.scrollDevices.isEmpty, "Xvfb's pointers have no scroll valuators")
            XCTAssertEqual(harness.backend.pixelsPerScrollIncrement, 10 * harness.backend.screen.scale(override: nil))
        }
    }

    func testCasementScaleSetsTheTouchpadIncrementInPixels() throws {
        try withHarness(["CASEMENT_SCALE": "2"]) { harness in
            XCTAssertEqual(harness.backend.pixelsPerScrollIncrement, 20)
        }
    }

    /// The devices and event types this client selected on `window` through XInput.
    @MainActor
    private static func selectedXInputEvents(on window: Window, display: OpaquePointer) -> (
        devices: [Int32], types: [Int32]
    ) {
        var count: Int32 = 0
        guard let masks = XIGetSelectedEvents(display, window, &count) else { return ([], []) }
        defer { XFree(masks) }
        let selection = UnsafeBufferPointer(start: masks, count: Int(count))
        let types = selection.flatMap { mask -> [Int32] in
            (0..<mask.mask_len * 8).filter { mask.mask[Int($0) / 8] & UInt8(1 << ($0 % 8)) != 0 }
        }
        return (selection.map(\.deviceid), types)
    }
}

/// `X11Pointer.events` fed made-up XInput events, with a touchpad and a wheel among the devices.
private struct PointerTranslation {
    static let window = WindowID(42)
    static let xtestID: Int32 = 4
    static let touchpadID: Int32 = 11
    static let mouseID: Int32 = 12
    /// Valuators 0 and 1 are the position; 2 and 3 scroll sideways and down, 15 units a notch, as
    /// libinput's touchpads do.
    static let touchpad = X11ScrollDevice(
        valuators: [
            .init(number: 2, axis: .horizontal, increment: 15), .init(number: 3, axis: .vertical, increment: 15),
        ],
        isTouchpad: true)
    /// A high-resolution wheel: 120 units a notch (a plain wheel's click moves all 120 at once).
    static let wheel = X11ScrollDevice(
        valuators: [
            .init(number: 2, axis: .vertical, increment: 120), .init(number: 3, axis: .horizontal, increment: 120),
        ],
        isTouchpad: false)

    var devices: [Int32: X11ScrollDevice] = [touchpadID: touchpad, mouseID: wheel]
    var pixelsPerIncrement = 10.0

    /// The kinds of the events for a motion of device `source` whose valuators have `values`.
    mutating func motion(_ values: [Int32: Double], from source: Int32, flags: Int32 = 0) -> [PointerEvent.Kind] {
        motionEvents(values, from: source, flags: flags).map(\.kind)
    }

    /// The events for a motion at (10.5, 20.75) of device `source` whose valuators have `values`.
    mutating func motionEvents(_ values: [Int32: Double], from source: Int32, flags: Int32 = 0) -> [PointerEvent] {
        let numbers = values.keys.sorted()
        var mask = [UInt8](repeating: 0, count: 4)
        for number in numbers { mask[Int(number) / 8] |= UInt8(1 << (number % 8)) }
        var packed = numbers.map { values[$0]! }
        return mask.withUnsafeMutableBufferPointer { mask in
            packed.withUnsafeMutableBufferPointer { packed in
                var event = Self.event(XI_Motion, source: source, flags: flags)
                event.valuators = XIValuatorState(
                    mask_len: Int32(mask.count), mask: mask.baseAddress, values: packed.baseAddress)
                return translate(event)
            }
        }
    }

    /// The kinds of the events for a press or release of `button` by the XTest device.
    mutating func button(_ button: UInt32, isPress: Bool, flags: Int32 = 0) -> [PointerEvent.Kind] {
        buttonEvents(button, isPress: isPress, flags: flags).map(\.kind)
    }

    /// The events for a press or release of `button` at (10.5, 20.75) by the XTest device.
    mutating func buttonEvents(_ button: UInt32, isPress: Bool, flags: Int32 = 0, modifiers: Int32 = 0)
        -> [PointerEvent]
    {
        var event = Self.event(isPress ? XI_ButtonPress : XI_ButtonRelease, source: Self.xtestID, flags: flags)
        event.detail = Int32(button)
        event.mods.effective = modifiers
        return translate(event)
    }

    private mutating func translate(_ event: XIDeviceEvent) -> [PointerEvent] {
        X11Pointer.events(
            event, window: Self.window, at: 3, scrollDevices: &devices, pixelsPerIncrement: pixelsPerIncrement)
    }

    private static func event(_ type: Int32, source: Int32, flags: Int32) -> XIDeviceEvent {
        var event = XIDeviceEvent()
        event.evtype = type
        event.deviceid = 2
        event.sourceid = source
        event.flags = flags
        event.event_x = 10.5
        event.event_y = 20.75
        return event
    }
}
