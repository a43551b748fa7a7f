import CX11
import WindowSystem

/// XInput 2 events (selected by `X11XInput`): touches and the mouse on our windows, and changes of
/// the devices, which decide how the mouse's scroll valuators read.
extension X11Backend {
    /// How many window pixels a touchpad's scroll increment moves: `X11ScrollDevice.pointsPerIncrement`
    /// at the scale UIKit has.
    var pixelsPerScrollIncrement: Double {
        X11ScrollDevice.pointsPerIncrement * screen.scale(override: scaleOverride)
    }

    /// Reads the scroll devices from the server again, forgetting every last value.
    func refreshScrollDevices() {
        scrollDevices = X11ScrollDevice.query(display: display, atoms: atoms)
    }

    /// Makes the next value of every scroll valuator a starting point (the pointer entered a window).
    func forgetScrollValues() {
        for id in scrollDevices.keys { scrollDevices[id]?.forgetValues() }
    }

    func dispatchInput(_ cookie: inout XGenericEventCookie) {
        guard XGetEventData(display, &cookie) != 0 else { return }
        defer { XFreeEventData(display, &cookie) }
        guard let data = cookie.data else { return }
        switch cookie.evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let device = data.load(as: XIDeviceEvent.self)
            guard windows[device.event] != nil,
                let touch = X11Touch.touchEvent(device, window: WindowID(UInt(device.event)), at: scheduler.now)
            else { return }
            eventHandler?(.touch(touch))
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            let device = data.load(as: XIDeviceEvent.self)
            guard windows[device.event] != nil else { return }
            let pointers = X11Pointer.events(
                device, window: WindowID(UInt(device.event)), at: scheduler.now, scrollDevices: &scrollDevices,
                pixelsPerIncrement: pixelsPerScrollIncrement)
            for pointer in pointers { eventHandler?(.pointer(pointer)) }
        case XI_DeviceChanged:
            // A master switching slaves keeps every device's classes; the values restart all the same.
            let change = data.load(as: XIDeviceChangedEvent.self)
            if change.reason == XISlaveSwitch {
                scrollDevices[change.sourceid]?.forgetValues()
            } else {
                refreshScrollDevices()
            }
        case XI_HierarchyChanged:
            refreshScrollDevices()
        default:
            break
        }
    }
}
