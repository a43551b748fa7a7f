/// A tab bar item's badge: a capsule at least 18 points high and wide in the badge colour, with
/// the badge text centred in it (white 13-point system font unless the item's badge text
/// attributes say otherwise). An empty text gives an empty 18-point circle.
@MainActor
final class TabBarBadgeView: BarDecorationView {
    /// The capsule's height and least width.
    static let height: CGFloat = 18
    /// Space between the text and the capsule's ends.
    static let textPadding: CGFloat = 5
    static let defaultFont = UIFont.systemFont(ofSize: 13)

    var text = "" {
        didSet { setNeedsDisplay() }
    }

    var fillColor = UIColor.systemRed {
        didSet { setNeedsDisplay() }
    }

    var textAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { setNeedsDisplay() }
    }

    /// The text's attributes with the defaults filled in.
    private var resolvedAttributes: [NSAttributedString.Key: Any] {
        var attributes = textAttributes
        if attributes[.font] == nil { attributes[.font] = Self.defaultFont }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.white }
        return attributes
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textWidth = text.isEmpty ? 0 : text.size(withAttributes: resolvedAttributes).width
        return CGSize(width: max(Self.height, (textWidth + 2 * Self.textPadding).rounded(.up)), height: Self.height)
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        guard !text.isEmpty else { return }
        let attributes = resolvedAttributes
        let size = text.size(withAttributes: attributes)
        text.draw(
            at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }
}
