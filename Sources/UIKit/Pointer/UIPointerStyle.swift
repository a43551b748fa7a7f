/// What the pointer looks like in a region: an effect on the view, a shape, the system pointer, or
/// none. A pointer interaction's delegate returns one per region.
///
/// On the desktop the style picks the window's cursor: `system()` the arrow, any effect the pointing
/// hand, a vertical or horizontal beam the I-beam, another shape the crosshair, `hidden()` no cursor.
@preconcurrency @MainActor
public final class UIPointerStyle {
    enum Kind {
        case effect(UIPointerEffect, shape: UIPointerShape?)
        case shape(UIPointerShape)
        case system
        case hidden
    }

    let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// A style that applies `effect` to its view, with the pointer in `shape` (nil: the view's).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape: shape))
    }

    /// A style that turns the pointer into `shape`. `constrainedAxes` are the axes along which the
    /// pointer would snap to the shape; a desktop cursor does not snap, so they change nothing.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(kind: .shape(shape))
    }

    /// The ordinary pointer, as outside any pointer interaction.
    public static func system() -> Self {
        Self(kind: .system)
    }

    /// No pointer at all while it is in the region.
    public static func hidden() -> Self {
        Self(kind: .hidden)
    }
}
