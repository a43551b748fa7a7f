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
        switch coordinateSpace {
        case is ScreenCoordinateSpace: point
        case let view as UIView: view.convertFromScreen(point)
        default: coordinateSpace.convert(point, from: self)
        }
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        switch coordinateSpace {
        case is ScreenCoordinateSpace: point
        case let view as UIView: view.convertToScreen(point)
        default: coordinateSpace.convert(point, to: self)
        }
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case is ScreenCoordinateSpace: rect
        case let view as UIView: view.convertFromScreen(rect)
        default: coordinateSpace.convert(rect, from: self)
        }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case is ScreenCoordinateSpace: rect
        case let view as UIView: view.convertToScreen(rect)
        default: coordinateSpace.convert(rect, to: self)
        }
    }
}
