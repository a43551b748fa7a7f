extension UIScreen {
    /// The screen's coordinate space, in points from its top-left corner (where window frames are).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's space in its natural orientation; the same as `coordinateSpace`, since a
    /// desktop screen does not rotate with the interface.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
