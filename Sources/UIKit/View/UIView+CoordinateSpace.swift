/// Views as coordinate spaces: conversions to other views take the view-to-view path; to the
/// screen and to spaces that are not views, through the screen (a view in no window takes the
/// top of its tree to be at the screen's origin).
extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }

    /// `point` in screen points: through the window, then by the window's position.
    func convertToScreen(_ point: CGPoint) -> CGPoint {
        guard let window else { return convert(point, to: nil as UIView?) }
        return window.convert(convert(point, to: window as UIView?), to: nil as UIWindow?)
    }

    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        guard let window else { return convert(point, from: nil as UIView?) }
        return convert(window.convert(point, from: nil as UIWindow?), from: window as UIView?)
    }

    func convertToScreen(_ rect: CGRect) -> CGRect {
        guard let window else { return convert(rect, to: nil as UIView?) }
        return window.convert(convert(rect, to: window as UIView?), to: nil as UIWindow?)
    }

    func convertFromScreen(_ rect: CGRect) -> CGRect {
        guard let window else { return convert(rect, from: nil as UIView?) }
        return convert(window.convert(rect, from: nil as UIWindow?), from: window as UIView?)
    }
}
