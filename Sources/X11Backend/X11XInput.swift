import CX11

/// What the backend asks of XInput 2.2: touches and the master pointers' buttons and motion on each
/// window, and news of devices coming, going and changing on the root.
///
/// Once a window selects XInput pointer events, the server sends the mouse's presses and motion there
/// as XInput events instead of core ones, with the slave device that made them and its valuators (the
/// scroll valuators among them, `X11Pointer.swift`); enter and leave stay core events. Selecting
/// touches stops the server from emulating pointer events for them on our windows, so a finger is never
/// also a mouse button (`X11Touch.swift`).
enum X11XInput {
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

    /// Asks for touches, button presses and releases and motion from every master device on `window`.
    static func selectWindowEvents(display: OpaquePointer, window: Window) {
        select(
            [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease, XI_Motion],
            from: XIAllMasterDevices, on: window, display: display)
    }

    /// Asks for hierarchy changes (devices added, removed, attached) and device changes (a device's
    /// classes changed, or a master pointer switched to another slave) on the root window.
    static func selectDeviceChanges(display: OpaquePointer, root: Window) {
        select([XI_HierarchyChanged, XI_DeviceChanged], from: XIAllDevices, on: root, display: display)
    }

    /// The valuator values of an event by valuator number: the values come packed, one for each bit
    /// set in the mask.
    static func valuatorValues(_ state: XIValuatorState) -> [Int32: Double] {
        guard let mask = state.mask, let values = state.values else { return [:] }
        var result: [Int32: Double] = [:]
        var next = 0
        for number in 0..<Int(state.mask_len) * 8 where mask[number / 8] & UInt8(1 << (number % 8)) != 0 {
            result[Int32(number)] = values[next]
            next += 1
        }
        return result
    }

    private static func select(_ types: [Int32], from devices: Int32, on window: Window, display: OpaquePointer) {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in types { bits[Int(type) / 8] |= UInt8(1 << (type % 8)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: devices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }
}
