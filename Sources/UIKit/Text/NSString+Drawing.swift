extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// String drawing into the current graphics context, as UIKit adds it to `NSString` and `String`.
/// Supported attributes: `.font` (default 12-point system font, as on iOS) and `.foregroundColor` (default black).
extension NSString {
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension StringProtocol {
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (font, color) = Self.style(attrs)
        font.layout(String(self)).draw(in: context, at: point, color: color.cgColor)
    }

    /// Draws wrapped to the rect's width, clipped to the rect.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (font, color) = Self.style(attrs)
        context.saveGState()
        context.clip(to: rect)
        font.layout(String(self), width: rect.width).draw(in: context, at: rect.origin, color: color.cgColor)
        context.restoreGState()
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        Self.style(attrs).font.layout(String(self)).size
    }

    private static func style(_ attrs: [NSAttributedString.Key: Any]?) -> (font: UIFont, color: UIColor) {
        ((attrs?[.font] as? UIFont) ?? .systemFont(ofSize: 12), (attrs?[.foregroundColor] as? UIColor) ?? .black)
    }
}
