extension UIWindow {
    /// Converts a point in this window to another window's coordinates (nil: the screen) through the screen.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
        guard let window else { return onScreen }
        return CGPoint(x: onScreen.x - window.frame.minX, y: onScreen.y - window.frame.minY)
    }

    /// Converts a point in another window (nil: the screen) to this window's coordinates.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window.map { CGPoint(x: point.x + $0.frame.minX, y: point.y + $0.frame.minY) } ?? point
        return CGPoint(x: onScreen.x - frame.minX, y: onScreen.y - frame.minY)
    }

    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: window), size: rect.size)
    }

    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: window), size: rect.size)
    }
}
