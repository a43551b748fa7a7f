/// A point or a rectangle, as coordinate spaces convert them.
@MainActor
protocol CoordinateSpaceConvertible {
    /// From `view`'s bounds space to `other`'s, by the view-to-view path.
    func converted(from view: UIView, to other: UIView) -> Self
    /// From `view`'s bounds space to screen points.
    func converted(fromView view: UIView) -> Self
    /// From screen points to `view`'s bounds space.
    func converted(toView view: UIView) -> Self
    /// Asks `space`, which is neither a view nor the screen's, to convert from it to `other`.
    func converted(from space: any UICoordinateSpace, to other: any UICoordinateSpace) -> Self
}

extension CGPoint: CoordinateSpaceConvertible {
    func converted(from view: UIView, to other: UIView) -> CGPoint { view.convert(self, to: other as UIView?) }
    func converted(fromView view: UIView) -> CGPoint { view.convertToScreen(self) }
    func converted(toView view: UIView) -> CGPoint { view.convertFromScreen(self) }
    func converted(from space: any UICoordinateSpace, to other: any UICoordinateSpace) -> CGPoint {
        space.convert(self, to: other)
    }
}

extension CGRect: CoordinateSpaceConvertible {
    func converted(from view: UIView, to other: UIView) -> CGRect { view.convert(self, to: other as UIView?) }
    func converted(fromView view: UIView) -> CGRect { view.convertToScreen(self) }
    func converted(toView view: UIView) -> CGRect { view.convertFromScreen(self) }
    func converted(from space: any UICoordinateSpace, to other: any UICoordinateSpace) -> CGRect {
        space.convert(self, to: other)
    }
}

/// Converts between any two coordinate spaces: view to view directly, otherwise by way of the
/// screen's space. A space that is neither a view nor the screen's is asked to convert to or
/// from the screen's, so it must implement that without coming back here for the same pair.
@MainActor
enum CoordinateSpaceConversion {
    static func convert<Value: CoordinateSpaceConvertible>(
        _ value: Value, from source: any UICoordinateSpace, to destination: any UICoordinateSpace
    ) -> Value {
        if let source = source as? UIView, let destination = destination as? UIView {
            return value.converted(from: source, to: destination)
        }
        let screen = UIScreen.main.coordinateSpace
        let onScreen: Value
        switch source {
        case is ScreenCoordinateSpace: onScreen = value
        case let view as UIView: onScreen = value.converted(fromView: view)
        default: onScreen = value.converted(from: source, to: screen)
        }
        switch destination {
        case is ScreenCoordinateSpace: return onScreen
        case let view as UIView: return onScreen.converted(toView: view)
        default: return onScreen.converted(from: screen, to: destination)
        }
    }
}
