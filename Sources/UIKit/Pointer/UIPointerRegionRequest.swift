/// Where the pointer is when a pointer interaction asks its delegate for a region.
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}
