/// A shape the pointer takes in a pointer style. The desktop cannot morph its cursor, so beams show
/// the text I-beam and the other shapes the crosshair (see `UIPointerStyle`).
public enum UIPointerShape {
    /// The pointer takes the outline of a path.
    case path(UIBezierPath)
    /// The pointer becomes a rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical bar, as over text laid out in lines.
    case verticalBeam(length: CGFloat)
    /// A horizontal bar, as over vertical text.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of `roundedRect` when none is given (Apple does not document its value).
    public static let defaultCornerRadius: CGFloat = 8
}
