import CX11
import WindowSystem

extension X11Screen {
    /// The RandR 1.5 monitors (what `xrandr --listmonitors` shows, `--setmonitor` adds), without dots
    /// per inch or refresh rates; empty when the server has no RandR 1.5.
    static func monitors(display: OpaquePointer, root: Window) -> [ScreenDescription] {
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XRRQueryVersion(display, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 5) else { return [] }
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, root, 1, &count) else { return [] }
        defer { XRRFreeMonitors(monitors) }
        return UnsafeBufferPointer(start: monitors, count: Int(count)).compactMap { monitor in
            guard monitor.width > 0, monitor.height > 0 else { return nil }
            var name = ""
            if monitor.name != 0, let atomName = XGetAtomName(display, monitor.name) {
                name = String(cString: atomName)
                XFree(atomName)
            }
            let millimeters = PixelSize(width: Int(monitor.mwidth), height: Int(monitor.mheight))
            return ScreenDescription(
                pixelSize: PixelSize(width: Int(monitor.width), height: Int(monitor.height)), dotsPerInch: nil,
                refreshRate: 0, origin: PixelPoint(x: Int(monitor.x), y: Int(monitor.y)),
                millimeterSize: millimeters.width > 0 && millimeters.height > 0 ? millimeters : nil, name: name,
                isPrimary: monitor.primary != 0)
        }
    }
}

extension PixelRect {
    /// Whether `point` is inside the rectangle.
    func contains(_ point: PixelPoint) -> Bool {
        (x..<x + width).contains(point.x) && (y..<y + height).contains(point.y)
    }
}
