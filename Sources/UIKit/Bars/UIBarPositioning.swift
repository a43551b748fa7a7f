/// A bar that knows its position: navigation bars, toolbars, search bars.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that can tell the bar where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The position of `bar`; the default says `.any`, so the bar takes its usual place.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
