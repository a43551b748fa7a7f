import CX11
import WindowSystem

/// Touchscreen input through XInput 2.2 (selected on each window by `X11XInput`): each touch becomes
/// a `TouchEvent` with its touch id.
enum X11Touch {
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
