/// Converting points and rects between views' coordinate spaces, through every transform on the way.
///
/// `nil` means the receiver's window (or, for a view in no window, the top of its tree). Views in
/// different windows convert through the screen; views in no common tree and no windows convert
/// as if their trees' tops shared an origin. A converted rect is the bounding box of the
/// transformed rect, as in UIKit.
extension UIView {
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return layer.convert(point, to: nil) }
        guard let crossing = windows(between: self, and: view) else { return layer.convert(point, to: view.layer) }
        let inWindow = layer.convert(point, to: crossing.from.layer)
        let inOtherWindow = crossing.from.convert(inWindow, to: crossing.to as UIWindow?)
        return view.layer.convert(inOtherWindow, from: crossing.to.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return layer.convert(point, from: nil) }
        return view.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let view else { return layer.convert(rect, to: nil) }
        guard let crossing = windows(between: self, and: view) else { return layer.convert(rect, to: view.layer) }
        let inWindow = layer.convert(rect, to: crossing.from.layer)
        let inOtherWindow = crossing.from.convert(inWindow, to: crossing.to as UIWindow?)
        return view.layer.convert(inOtherWindow, from: crossing.to.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return layer.convert(rect, from: nil) }
        return view.convert(rect, to: self)
    }

    /// The two views' windows when they differ (both in a window); nil when one tree holds both.
    private func windows(between source: UIView, and destination: UIView) -> (from: UIWindow, to: UIWindow)? {
        guard let from = source.window, let to = destination.window, from !== to else { return nil }
        return (from, to)
    }
}
