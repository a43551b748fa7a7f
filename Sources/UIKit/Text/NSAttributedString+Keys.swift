/// The text attributes string drawing understands. Values: `.font` a `UIFont` (default: the
/// 12-point system font); `.foregroundColor`, `.backgroundColor`, `.underlineColor`,
/// `.strikethroughColor` a `UIColor`; `.kern` and `.baselineOffset` a number of points;
/// `.underlineStyle` and `.strikethroughStyle` an `NSUnderlineStyle` or its raw value;
/// `.paragraphStyle` an `NSParagraphStyle`.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A `URL` (or a `String` of one): the text is a link, clickable in a text view that is not editable.
    public static let link = NSAttributedString.Key("NSLink")
}

/// The style of an underline or strikethrough: a line kind, optionally a pattern, optionally only
/// under words.
///
/// Pango draws single and double lines; `.thick` is drawn as a single line and the dash patterns
/// as solid lines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
