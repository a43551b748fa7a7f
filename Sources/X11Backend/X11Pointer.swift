import CX11
import WindowSystem

/// The master pointers' XInput 2 button and motion events as pointer events, scrolling included.
///
/// Buttons and plain motion mean what their core events meant (`X11EventTranslation`). A motion
/// event that moves a scroll valuator of the slave device behind it is scrolling (`X11ScrollDevice`);
/// it is also a `.moved` when it changed another valuator (the position) too.
///
/// Events the server emulated (`XIPointerEmulated`) are dropped: they repeat in another form what the
/// app already hears. A device with scroll valuators gets buttons 4–7 emulated from its scrolling for
/// core clients; a device without them that presses buttons 4–7 (the XTest device under Xvfb,
/// `xdotool click 4`) presses them for real, and they are notches as in core events. A legacy press of
/// button 4–7 on a device with scroll valuators is real too, and the server adds an emulated motion of
/// the scroll valuator for it: that motion only updates the device's last values, so the next real
/// delta is not counted twice. Touches never come emulated to our windows (they select touches).
enum X11Pointer {
    /// What an XInput button or motion event (its data already fetched) means, in order; empty when
    /// it means nothing. `scrollDevices` are the slave pointers with scroll valuators by id, whose
    /// last values the event updates.
    static func events(
        _ device: XIDeviceEvent, window: WindowID, at time: Double,
        scrollDevices: inout [Int32: X11ScrollDevice], pixelsPerIncrement: Double
    ) -> [PointerEvent] {
        let isEmulated = device.flags & XIPointerEmulated != 0
        let kinds: [(kind: PointerEvent.Kind, button: Int)]
        switch device.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            guard !isEmulated,
                let action = X11EventTranslation.pointerAction(
                    button: UInt32(bitPattern: device.detail), isPress: device.evtype == XI_ButtonPress)
            else { return [] }
            kinds = [action]
        case XI_Motion:
            let values = X11XInput.valuatorValues(device.valuators)
            let scrolls = scrollDevices[device.sourceid]?.scrollEvents(
                values: values, pixelsPerIncrement: pixelsPerIncrement)
            guard !isEmulated else { return [] }
            let scrollDevice = scrollDevices[device.sourceid]
            let moved = scrolls == nil || values.keys.contains { scrollDevice?.scrolls(valuator: $0) != true }
            kinds = (moved ? [(.moved, 0)] : []) + (scrolls ?? []).map { ($0, 0) }
        default:
            return []
        }
        let location = PixelPoint(x: Int(device.event_x.rounded(.down)), y: Int(device.event_y.rounded(.down)))
        let modifiers = X11EventTranslation.modifiers(state: UInt32(bitPattern: device.mods.effective))
        return kinds.map {
            PointerEvent(
                window: window, kind: $0.kind, button: $0.button, location: location, modifiers: modifiers,
                timestamp: time)
        }
    }
}
