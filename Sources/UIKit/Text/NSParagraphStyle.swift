/// How a paragraph is broken into lines, placed and spaced: the `.paragraphStyle` text attribute.
///
/// The style of a paragraph is the one at its first character. Distances are in points; a
/// `tailIndent` greater than zero is measured from the leading margin, zero or less back from the
/// trailing one. Heights of zero mean "no limit", a `lineHeightMultiple` of zero means 1.
/// `NSParagraphStyle` is immutable; make changes on an `NSMutableParagraphStyle` (`mutableCopy()`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    struct Values: Hashable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    /// Each style's own values, behind a reference.
    ///
    /// FIXME: swift-corelibs-foundation's `NSMutableAttributedString.addAttribute` halts when it
    /// replaces an attribute value whose object begins with a plain integer field (CoreFoundation
    /// reads that word as a type ID); keeping a reference first avoids it.
    private final class Storage {
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private let storage: Storage

    var values: Values {
        get { storage.values }
        set { storage.values = newValue }
    }

    public override init() {
        storage = Storage(Values())
        super.init()
    }

    init(values: Values) {
        storage = Storage(values)
        super.init()
    }

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Added between lines.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Added after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Added before the paragraph, when another precedes it.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int {
        values.hashValue
    }
}

/// A paragraph style whose properties can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }

    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }

    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }

    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }

    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }

    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }

    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }

    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }

    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// Takes every property from `paragraphStyle`; nil resets to the default style.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle?) {
        values = paragraphStyle?.values ?? Values()
    }
}
