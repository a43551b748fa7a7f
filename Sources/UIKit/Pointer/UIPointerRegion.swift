/// A rectangle of a pointer interaction's view in which one pointer style applies.
@preconcurrency @MainActor
public final class UIPointerRegion {
    /// The region in the interaction's view's coordinates.
    public let rect: CGRect
    /// Tells regions apart: a delegate can name the part of its view the region covers.
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}
