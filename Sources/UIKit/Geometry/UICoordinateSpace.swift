/// A frame of reference on the screen that points and rectangles convert into and out of; views
/// and the screen's `coordinateSpace` adopt it.
///
/// Spaces that are not views convert through the screen's coordinate space, so a custom space
/// needs only to convert to and from the screen's (or a view's) to work with every other.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace` (the bounding box of the result).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space (the bounding box of the result).
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's extent in its own coordinates.
    var bounds: CGRect { get }
}
