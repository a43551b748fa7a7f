/// How a view reacts when the pointer enters it. On the desktop every effect shows the pointing hand;
/// the view itself does not change.
public enum UIPointerEffect {
    /// The effect the system finds best for the view.
    case automatic(UITargetedPreview)
    /// The pointer slides under the view and takes its shape.
    case highlight(UITargetedPreview)
    /// The view rises, scaled up with a shadow, and the pointer hides under it.
    case lift(UITargetedPreview)
    /// The view changes (tint, shadow, scale) and the pointer keeps its shape.
    case hover(
        UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// How a hover effect tints its view.
    public enum TintMode: Int, Sendable {
        case none = 0
        case overlay = 1
        case underlay = 2
    }

    /// The view the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _):
            preview
        }
    }
}
