import CX11
import WindowSystem

extension X11Observer {
    /// Adds a RandR 1.5 monitor named `name` over `frame` (root pixels) with a physical size in
    /// millimetres and no outputs, as `xrandr --setmonitor NAME W/MMxH/MM+X+Y none` does.
    package func addMonitor(_ name: String, frame: PixelRect, millimeters: PixelSize) {
        guard let monitor = XRRAllocateMonitor(display, 0) else { return }
        defer { XRRFreeMonitors(monitor) }
        monitor.pointee.name = atom(name)
        monitor.pointee.x = Int32(frame.x)
        monitor.pointee.y = Int32(frame.y)
        monitor.pointee.width = Int32(frame.width)
        monitor.pointee.height = Int32(frame.height)
        monitor.pointee.mwidth = Int32(millimeters.width)
        monitor.pointee.mheight = Int32(millimeters.height)
        XRRSetMonitor(display, root, monitor)
        XSync(display, 0)
    }

    /// Removes the monitor named `name` (`xrandr --delmonitor NAME`).
    package func deleteMonitor(_ name: String) {
        XRRDeleteMonitor(display, root, atom(name))
        XSync(display, 0)
    }
}

extension X11Observer {
    /// The names of the active RandR monitors.
    package func monitorNames() -> [String] {
        var major: Int32 = 1
        var minor: Int32 = 5
        XRRQueryVersion(display, &major, &minor)
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, root, 1, &count) else { return [] }
        defer { XRRFreeMonitors(monitors) }
        return UnsafeBufferPointer(start: monitors, count: Int(count)).map { monitor in
            guard let name = XGetAtomName(display, monitor.name) else { return "" }
            defer { XFree(name) }
            return String(cString: name)
        }
    }
}

extension X11Observer {
    /// Replaces the root window's resource database (`RESOURCE_MANAGER`) as `xrdb` does; nil removes it.
    package func setResources(_ resources: String?) {
        let property = atom("RESOURCE_MANAGER")
        if var bytes = resources.map({ Array($0.utf8) }) {
            XChangeProperty(
                display, root, property, atom("STRING"), 8, PropModeReplace, &bytes, Int32(bytes.count))
        } else {
            XDeleteProperty(display, root, property)
        }
        XSync(display, 0)
    }
}
