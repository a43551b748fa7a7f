/// The screen's coordinate space: points from the screen's top-left corner, the space window
/// frames are given in. A desktop screen does not rotate, so it is also the fixed space.
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}
