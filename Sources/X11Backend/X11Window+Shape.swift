import CX11
import WindowSystem

/// Rounded windows without a compositor: the SHAPE extension's bounding shape leaves the corners
/// out of the window, so the server shows what is beneath them.
extension X11Window {
    package func setCornerRadius(_ radius: Int) {
        guard radius != cornerRadius, !isDestroyed else { return }
        cornerRadius = radius
        applyShape()
    }

    /// Sets the bounding shape for `cornerRadius` at the window's size: one rectangle for the
    /// straight middle and, for each pixel row of the corners, one spanning the row between the
    /// arcs (a pixel is in when its centre is inside the circle).
    func applyShape() {
        guard backend.hasShapeExtension else { return }
        let (width, height) = (max(1, frame.width), max(1, frame.height))
        let radius = min(cornerRadius, width / 2, height / 2)
        guard radius > 0 else {
            XShapeCombineMask(display, xid, ShapeBounding, 0, 0, 0, ShapeSet)
            backend.setNeedsFlush()
            return
        }
        var rectangles = [XRectangle(x: 0, y: Int16(radius), width: UInt16(width), height: UInt16(height - 2 * radius))]
        for row in 0..<radius {
            let above = Double(radius - row) - 0.5
            let inset = Int((Double(radius) - (Double(radius * radius) - above * above).squareRoot()).rounded())
            let span = UInt16(max(0, width - 2 * inset))
            rectangles.append(XRectangle(x: Int16(inset), y: Int16(row), width: span, height: 1))
            rectangles.append(XRectangle(x: Int16(inset), y: Int16(height - 1 - row), width: span, height: 1))
        }
        XShapeCombineRectangles(
            display, xid, ShapeBounding, 0, 0, &rectangles, Int32(rectangles.count), ShapeSet, Unsorted)
        backend.setNeedsFlush()
    }
}
