import WindowSystem

/// The one tooltip on screen: a small window of its own, outside the window manager's control (an
/// override-redirect window on X11, so it is never decorated, moved or focused, and may reach past
/// the edges of the window it belongs to), 20 points below the pointer so the pointer never covers
/// it, kept on the screen. Light text on a dark rounded card, as GTK draws tooltips.
///
/// A window rather than a view in the app's window: a tooltip near a window's edge must be able
/// to reach past it, and drawing it inside would disturb the window's layout and hit-testing.
@MainActor
final class ToolTipWindow: UIWindow {
    static let font = UIFont.systemFont(ofSize: 13)
    static let padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    static let maximumTextWidth: CGFloat = 360
    static let offsetBelowPointer: CGFloat = 20
    static let cardColor = UIColor(white: 0.17, alpha: 1)
    static let textColor = UIColor(white: 0.95, alpha: 1)

    /// The interaction whose tooltip shows.
    private(set) weak var owner: UIToolTipInteraction?
    let label = UILabel()

    override var platformKind: WindowConfiguration.Kind { .tooltip }

    private init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 100)
        backgroundColor = Self.cardColor
        platformCornerRadius = 5
        isUserInteractionEnabled = false
        label.font = Self.font
        label.textColor = Self.textColor
        label.numberOfLines = 0
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The tooltip shown now, if any.
    static var shown: ToolTipWindow? {
        UIApplication.shared.toolTipWindow.flatMap { $0.isHidden ? nil : $0 }
    }

    /// Shows `text` below `point` (in `window`'s coordinates) for `owner`, replacing any other tooltip.
    static func show(_ text: String, at point: CGPoint, in window: UIWindow, owner: UIToolTipInteraction) {
        let tip = UIApplication.shared.toolTipWindow ?? ToolTipWindow()
        UIApplication.shared.toolTipWindow = tip
        tip.owner = owner
        tip.label.text = text
        let fitting = tip.label.sizeThatFits(CGSize(width: maximumTextWidth, height: .greatestFiniteMagnitude))
        let textSize = CGSize(width: ceil(min(fitting.width, maximumTextWidth)), height: ceil(fitting.height))
        let size = CGSize(
            width: textSize.width + padding.left + padding.right, height: textSize.height + padding.top + padding.bottom
        )
        let pointer = window.convert(point, to: nil as UIWindow?)
        let screen = window.screen.frameForWindows
        var origin = CGPoint(x: pointer.x, y: pointer.y + offsetBelowPointer)
        origin.x = max(screen.minX, min(origin.x, screen.maxX - size.width))
        if origin.y + size.height > screen.maxY { origin.y = pointer.y - offsetBelowPointer / 2 - size.height }
        tip.frame = CGRect(origin: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), size: size)
        tip.label.frame = CGRect(origin: CGPoint(x: padding.left, y: padding.top), size: textSize)
        tip.isHidden = false
    }

    /// Hides the tooltip if `owner`'s is the one showing.
    static func hide(owner: UIToolTipInteraction) {
        guard let tip = UIApplication.shared.toolTipWindow, tip.owner === owner else { return }
        tip.owner = nil
        tip.isHidden = true
    }
}
