import WindowSystem

/// The picture of a drag, following the pointer in a window of its own: outside the window manager's
/// control (override-redirect on X11, like a tooltip), so it can go anywhere on the screen, over
/// other apps' windows too, and never takes input. It shows a snapshot of the preview view taken at
/// the lift, slightly translucent, just below and right of the pointer so the pointer stays visible.
@MainActor
final class DragPreviewWindow: UIWindow {
    /// The most a preview measures on each side, in points; larger views are scaled down to fit.
    static let maximumSide: CGFloat = 240
    static let offsetFromPointer = CGPoint(x: 8, y: 8)

    override var platformKind: WindowConfiguration.Kind { .tooltip }

    init(showing view: UIView, at point: CGPoint) {
        let size = view.bounds.size
        let scale = min(1, Self.maximumSide / max(size.width, size.height, 1))
        let fitted = CGSize(
            width: max(1, (size.width * scale).rounded()), height: max(1, (size.height * scale).rounded()))
        super.init(frame: CGRect(origin: .zero, size: fitted))
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 200)
        isUserInteractionEnabled = false
        backgroundColor = .white
        platformCornerRadius = 4
        if let snapshot = view.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = bounds
            snapshot.alpha = 0.85
            addSubview(snapshot)
        }
        follow(point)
        isHidden = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Moves the preview to the pointer at `point` (screen points).
    func follow(_ point: CGPoint) {
        frame.origin = CGPoint(
            x: (point.x + Self.offsetFromPointer.x).rounded(), y: (point.y + Self.offsetFromPointer.y).rounded())
    }

    /// Takes the preview off the screen.
    func close() {
        isHidden = true
    }
}
