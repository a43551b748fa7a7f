/// Turns UIKit's attribute dictionaries and attributed strings into CoreGraphics' attributed text.
/// Unknown keys and values of the wrong type are ignored, as on iOS.
extension AttributedText {
    /// `string` in one style throughout.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.init(string: string, attributes: TextAttributes(attributes ?? [:]))
    }

    /// The string's attribute runs, by their UTF-16 ranges.
    init(_ attributed: NSAttributedString) {
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            runs.append(
                TextRun(range: range.location..<(range.location + range.length), attributes: TextAttributes(attributes))
            )
        }
        self.init(string: attributed.string, runs: runs)
    }
}

extension TextAttributes {
    /// Reads the attributes in one pass over the dictionary: drawing converts them on every call,
    /// and most dictionaries hold two or three of the keys.
    init(_ attributes: [NSAttributedString.Key: Any]) {
        var font: UIFont?
        var foreground: TextColor?
        var background: TextColor?
        var kern: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var underline: (style: Any?, color: Any?)
        var strikethrough: (style: Any?, color: Any?)
        var paragraph: NSParagraphStyle?
        var shadow: NSShadow?
        for (key, value) in attributes {
            switch key {
            case .font: font = value as? UIFont
            case .foregroundColor: foreground = Self.color(value)
            case .backgroundColor: background = Self.color(value)
            case .kern: kern = UIFontDescriptor.number(value) ?? 0
            case .baselineOffset: baselineOffset = UIFontDescriptor.number(value) ?? 0
            case .underlineStyle: underline.style = value
            case .underlineColor: underline.color = value
            case .strikethroughStyle: strikethrough.style = value
            case .strikethroughColor: strikethrough.color = value
            case .paragraphStyle: paragraph = value as? NSParagraphStyle
            case .shadow: shadow = value as? NSShadow
            default: break
            }
        }
        self.init(
            font: font?.textFont ?? Self.defaultFont,
            foreground: foreground,
            background: background,
            kern: kern,
            underline: Self.decoration(underline.style, color: underline.color),
            strikethrough: Self.decoration(strikethrough.style, color: strikethrough.color),
            baselineOffset: baselineOffset,
            paragraph: paragraph.map(TextParagraphStyle.init) ?? Self.defaultParagraph,
            shadow: shadow.map(Self.shadow))
    }

    private static func shadow(_ shadow: NSShadow) -> TextShadow {
        TextShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: color(shadow.shadowColor))
    }

    /// iOS's default for text without a font: the 12-point system font.
    private static let defaultFont = UIFont.systemFont(ofSize: 12).textFont
    private static let defaultParagraph = TextParagraphStyle(NSParagraphStyle.default)

    private static func color(_ value: Any?) -> TextColor? {
        switch value {
        case let color as UIColor: TextColor(color.cgColor)
        case let color as CGColor: TextColor(color)
        default: nil
        }
    }

    /// A line for an `NSUnderlineStyle` (or its raw value); nil for none.
    private static func decoration(_ value: Any?, color: Any?) -> TextDecoration? {
        let style: NSUnderlineStyle
        switch value {
        case let value as NSUnderlineStyle: style = value
        case let value as Int: style = NSUnderlineStyle(rawValue: value)
        case let value as NSNumber: style = NSUnderlineStyle(rawValue: value.intValue)
        default: return nil
        }
        let kind = style.rawValue & 0xFF
        guard kind != 0 else { return nil }
        return TextDecoration(
            lines: kind & 0x0F == NSUnderlineStyle.double.rawValue ? .double : .single,
            byWord: style.contains(.byWord), color: Self.color(color))
    }
}

extension TextParagraphStyle {
    init(_ style: NSParagraphStyle) {
        self.init(alignment: style.alignment, lineBreakMode: style.lineBreakMode)
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore
        firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent
        tailIndent = style.tailIndent
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
    }

    /// A default paragraph style with `alignment` and `lineBreakMode`: a plain label's, made
    /// without an `NSParagraphStyle`.
    init(alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode) {
        self.init()
        self.alignment =
            switch alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .natural: .natural
            }
        lineBreak =
            switch lineBreakMode {
            case .byWordWrapping: .wordWrapping
            case .byCharWrapping: .charWrapping
            case .byClipping: .clipping
            case .byTruncatingHead: .truncatingHead
            case .byTruncatingTail: .truncatingTail
            case .byTruncatingMiddle: .truncatingMiddle
            }
    }
}
