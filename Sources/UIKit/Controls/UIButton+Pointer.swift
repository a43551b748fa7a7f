/// A button's own pointer interaction: off by default, as on iOS; when on, the pointer over the
/// enabled button shows the automatic effect (on the desktop, the pointing hand), or the style
/// `pointerStyleProvider` makes.
extension UIButton {
    /// Makes a button's pointer style from the button and the effect and shape the system proposes.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the button has its pointer interaction, which shows in `interactions` while it is on.
    public var isPointerInteractionEnabled: Bool {
        get { pointerInteractionDelegate != nil }
        set {
            guard newValue != isPointerInteractionEnabled else { return }
            if newValue {
                let delegate = ButtonPointerDelegate(button: self)
                pointerInteractionDelegate = delegate
                addInteraction(delegate.interaction)
            } else if let delegate = pointerInteractionDelegate {
                removeInteraction(delegate.interaction)
                pointerInteractionDelegate = nil
            }
        }
    }
}

/// The delegate of a button's pointer interaction: the button's bounds while it is enabled, styled by
/// its `pointerStyleProvider` or with the proposed automatic effect.
@MainActor
final class ButtonPointerDelegate: UIPointerInteractionDelegate {
    private weak var button: UIButton?
    private(set) lazy var interaction = UIPointerInteraction(delegate: self)

    init(button: UIButton) {
        self.button = button
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        button?.isEnabled == true ? defaultRegion : nil
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let shape = UIPointerShape.roundedRect(button.frame)
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return provider(button, effect, shape) ?? .system()
    }
}
