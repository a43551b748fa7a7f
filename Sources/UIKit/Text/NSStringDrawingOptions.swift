/// Options for `draw(with:options:attributes:context:)` and `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The rect's origin is the top-left of the first line and the text wraps within the rect;
    /// without it the text is one line and the origin is on its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; line heights always include the font's leading here.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink instead of their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the rect is too short for all lines, the last line shown ends in an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    public typealias DrawingOptions = NSStringDrawingOptions
}
