/// The view holding the parts a switch or slider draws itself with (track, thumb, images): it takes
/// no touches, so the control gets them, and it dims the parts together while the control is
/// disabled — one group opacity, so a translucent thumb does not show the track through it.
@MainActor
final class ControlPartsView: UIView {
    /// The opacity of a disabled control's parts.
    static let disabledAlpha: CGFloat = 0.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the parts at full strength for an enabled control, dimmed for a disabled one.
    func showEnabled(_ isEnabled: Bool) {
        alpha = isEnabled ? 1 : Self.disabledAlpha
    }
}
