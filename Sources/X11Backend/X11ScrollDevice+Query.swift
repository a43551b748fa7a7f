import CX11

/// Reading the scroll devices from the X server (XInput 2.1 scroll classes).
extension X11ScrollDevice {
    /// The slave pointers with scroll valuators, by device id, as the server has them now.
    ///
    /// A device unplugged while it is being read fails the requests about it; such errors are expected
    /// (the hierarchy change that follows has the devices read again), so they are trapped.
    @MainActor
    static func query(display: OpaquePointer, atoms: X11Atoms) -> [Int32: X11ScrollDevice] {
        var devices: [Int32: X11ScrollDevice] = [:]
        _ = X11ErrorHandling.trappingErrors {
            var count: Int32 = 0
            if let infos = XIQueryDevice(display, XIAllDevices, &count) {
                for info in UnsafeBufferPointer(start: infos, count: Int(count)) where info.use == XISlavePointer {
                    devices[info.deviceid] = device(from: info, display: display, atoms: atoms)
                }
                XIFreeDeviceInfo(infos)
            }
            XSync(display, 0)
        }
        return devices
    }

    /// The device's scroll valuators, or nil when it has none.
    private static func device(from info: XIDeviceInfo, display: OpaquePointer, atoms: X11Atoms) -> X11ScrollDevice? {
        let valuators = scrollValuators(of: info)
        guard !valuators.isEmpty else { return nil }
        let name = info.name.map { String(cString: $0) } ?? ""
        let touchpadSettings = [atoms[.libinputTappingEnabled], atoms[.synapticsOff]]
        let hasTouchpadSetting = hasProperty(touchpadSettings, device: info.deviceid, display: display)
        return X11ScrollDevice(
            valuators: valuators, isTouchpad: isTouchpad(name: name, hasTouchpadSetting: hasTouchpadSetting))
    }

    /// The scroll classes among a device's classes.
    private static func scrollValuators(of info: XIDeviceInfo) -> [Valuator] {
        guard let classes = info.classes else { return [] }
        return UnsafeBufferPointer(start: classes, count: Int(info.num_classes)).compactMap { anyClass in
            guard let anyClass, anyClass.pointee.type == XIScrollClass else { return nil }
            let scroll = UnsafeRawPointer(anyClass).load(as: XIScrollClassInfo.self)
            switch scroll.scroll_type {
            case XIScrollTypeVertical:
                return Valuator(number: scroll.number, axis: .vertical, increment: scroll.increment)
            case XIScrollTypeHorizontal:
                return Valuator(number: scroll.number, axis: .horizontal, increment: scroll.increment)
            default: return nil
            }
        }
    }

    /// Whether the device has any of `properties`.
    private static func hasProperty(_ properties: [Atom], device: Int32, display: OpaquePointer) -> Bool {
        var count: Int32 = 0
        guard let list = XIListProperties(display, device, &count) else { return false }
        defer { XFree(list) }
        return UnsafeBufferPointer(start: list, count: Int(count)).contains { properties.contains($0) }
    }
}
