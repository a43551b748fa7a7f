/// How a paragraph's lines are broken, placed and spaced; UIKit's `NSParagraphStyle` as a value.
///
/// Distances are in points. Indents are measured from the leading edge of the container, except a
/// `tailIndent` of zero or less, which is measured back from the trailing edge (as in TextKit).
package struct TextParagraphStyle: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable {
        case left
        case center
        case right
        case justified
        /// Left for left-to-right paragraphs, right for right-to-left ones.
        case natural
    }

    package enum LineBreak: Hashable, Sendable {
        /// Wraps at word boundaries, breaking inside a word only when it is wider than a line.
        case wordWrapping
        case charWrapping
        /// No wrapping: each paragraph is one line, cut off at the container's edge.
        case clipping
        /// No wrapping: each paragraph is one line, with an ellipsis where text is left out.
        case truncatingHead
        case truncatingTail
        case truncatingMiddle

        package var truncates: Bool {
            self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle
        }
    }

    package var alignment: Alignment = .natural
    package var lineBreak: LineBreak = .wordWrapping
    /// Added between the lines of the layout.
    package var lineSpacing: CGFloat = 0
    /// Added after the paragraph, before the next one.
    package var paragraphSpacing: CGFloat = 0
    /// Added before the paragraph when another precedes it.
    package var paragraphSpacingBefore: CGFloat = 0
    package var firstLineHeadIndent: CGFloat = 0
    package var headIndent: CGFloat = 0
    package var tailIndent: CGFloat = 0
    /// Zero: no minimum.
    package var minimumLineHeight: CGFloat = 0
    /// Zero: no maximum.
    package var maximumLineHeight: CGFloat = 0
    /// Multiplies each line's natural height; zero: 1.
    package var lineHeightMultiple: CGFloat = 0

    package init() {}

    /// The height of a line whose glyphs need `natural` points: the multiple applied, then the
    /// minimum and maximum. Extra height goes above the glyphs, as in TextKit.
    func lineHeight(natural: CGFloat) -> CGFloat {
        var height = natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// Whether the paragraph wraps at the line end: wrapping modes do; truncating and clipping
    /// modes keep one line per paragraph, unless `everyMode` (`TextContainer.wrapsEveryParagraph`).
    func wraps(everyMode: Bool) -> Bool {
        everyMode || (!lineBreak.truncates && lineBreak != .clipping)
    }

    /// Where lines end, measured from the container's leading edge, for a container `width` wide
    /// (nil: unbounded).
    func lineEnd(containerWidth width: CGFloat?) -> CGFloat? {
        if tailIndent > 0 { return width.map { min($0, tailIndent) } ?? tailIndent }
        return width.map { max(0, $0 + tailIndent) }
    }
}
