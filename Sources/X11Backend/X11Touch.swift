import CX11
import WindowSystem

/// Touchscreen input through XInput 2.2: each window selects touch begin, update and end events from
/// every master device, and each touch becomes a `TouchEvent` with its touch id. Selecting touches
/// also stops the server from emulating pointer events for them on our windows, so a finger is never
/// also a mouse button.
enum X11Touch {
    /// The XInput extension's major opcode when the server has XInput 2.2 or later, else nil.
    static func extensionOpcode(display: OpaquePointer) -> Int32? {
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return nil }
        var major: Int32 = 2
        var minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2)
        else { return nil }
        return opcode
    }

    /// Asks for touch events on `window`.
    static func selectEvents(display: OpaquePointer, window: Window) {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { bits[Int(type) / 8] |= UInt8(1 << (type % 8)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(
                deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// The touch event in an XInput generic event (its data already fetched), or nil for other kinds.
    static func touchEvent(_ device: XIDeviceEvent, window: WindowID, at time: Double) -> TouchEvent? {
        let phase: TouchEvent.Phase
        switch device.evtype {
        case XI_TouchBegin: phase = .began
        case XI_TouchUpdate: phase = .moved
        case XI_TouchEnd: phase = .ended
        default: return nil
        }
        return TouchEvent(
            window: window, touchID: UInt32(truncatingIfNeeded: device.detail), phase: phase,
            x: device.event_x, y: device.event_y,
            modifiers: X11EventTranslation.modifiers(state: UInt32(bitPattern: device.mods.effective)),
            timestamp: time)
    }
}
