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
}
