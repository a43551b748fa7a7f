extension UIView {
    /// `value` (points) moved to the nearest edge of one of the view's pixels, so that edges drawn
    /// or placed there stay sharp.
    func pixelAligned(_ value: CGFloat) -> CGFloat {
        let scale = max(1, contentScaleFactor)
        return (value * scale).rounded() / scale
    }

    /// `point` moved to the nearest pixel corner.
    func pixelAligned(_ point: CGPoint) -> CGPoint {
        CGPoint(x: pixelAligned(point.x), y: pixelAligned(point.y))
    }

    /// `rect` with each edge on the nearest pixel boundary, as UIKit places solved frames: the
    /// size is what lies between the snapped edges.
    func edgesPixelAligned(_ rect: CGRect) -> CGRect {
        let minX = pixelAligned(rect.minX)
        let minY = pixelAligned(rect.minY)
        return CGRect(x: minX, y: minY, width: pixelAligned(rect.maxX) - minX, height: pixelAligned(rect.maxY) - minY)
    }
}
