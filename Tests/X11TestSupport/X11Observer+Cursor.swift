import CX11
import WindowSystem

/// A cursor as the server shows it: its size, hotspot and ARGB pixels.
package struct CursorImage: Equatable, CustomStringConvertible {
    package var width: Int
    package var height: Int
    package var hotspot: PixelPoint
    package var pixels: [UInt32]

    package var description: String { "\(width)×\(height) cursor, hotspot \(hotspot.x),\(hotspot.y)" }
}

extension X11Observer {
    /// The cursor the server shows right now (whatever window the pointer is over), read with the
    /// XFixes extension; nil when the server lacks it.
    package func cursorImage() -> CursorImage? {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XFixesQueryExtension(display, &eventBase, &errorBase) != 0,
            XFixesQueryVersion(display, &major, &minor) != 0,
            let image = XFixesGetCursorImage(display)
        else { return nil }
        defer { XFree(image) }
        let width = Int(image.pointee.width)
        let height = Int(image.pointee.height)
        // The pixels are C longs holding 32-bit ARGB values.
        let pixels = UnsafeBufferPointer(start: image.pointee.pixels, count: width * height).map {
            UInt32(truncatingIfNeeded: $0)
        }
        return CursorImage(
            width: width, height: height,
            hotspot: PixelPoint(x: Int(image.pointee.xhot), y: Int(image.pointee.yhot)), pixels: pixels)
    }

    /// Moves the pointer to a point on the screen; the server reports the motion as if a user had
    /// moved the mouse there.
    package func warpPointer(to point: PixelPoint) {
        XWarpPointer(display, 0, root, 0, 0, 0, 0, Int32(point.x), Int32(point.y))
        XSync(display, 0)
    }
}
