/// The space text is laid out in: what UIKit's string drawing and measuring calls pass as a size
/// and options, or what a label makes of its bounds and line count. A value, so it can key the
/// layout cache.
package struct TextContainer: Hashable, Sendable {
    /// Where lines wrap or truncate; nil: unbounded (lines break only at paragraph separators).
    package var width: CGFloat?
    /// Only lines that fit entirely are kept (always at least the first); nil: unbounded.
    package var height: CGFloat?
    /// Only the first line of the first paragraph, unwrapped (truncated if the style truncates):
    /// string drawing without `.usesLineFragmentOrigin`.
    package var singleLine: Bool
    /// When lines are left out for want of height or of lines, the last one kept ends in an ellipsis.
    package var truncatesLastVisibleLine: Bool
    /// The most lines kept, counted over all paragraphs; 0: no limit.
    package var maximumNumberOfLines: Int
    /// Paragraphs wrap whatever their line break mode says (by character for character wrapping,
    /// else by word), and a truncating mode only chooses where the last visible line's ellipsis
    /// goes: how UILabel treats its line break mode when it shows more than one line.
    package var wrapsEveryParagraph: Bool

    package init(
        width: CGFloat? = nil, height: CGFloat? = nil, singleLine: Bool = false, truncatesLastVisibleLine: Bool = false,
        maximumNumberOfLines: Int = 0, wrapsEveryParagraph: Bool = false
    ) {
        self.width = width.flatMap { $0.isFinite && $0 < CGFloat(Int32.max / 2048) ? max(0, $0) : nil }
        self.height = height.flatMap { $0.isFinite && $0 < CGFloat(Int32.max / 2048) ? max(0, $0) : nil }
        self.singleLine = singleLine
        self.truncatesLastVisibleLine = truncatesLastVisibleLine
        self.maximumNumberOfLines = max(0, maximumNumberOfLines)
        self.wrapsEveryParagraph = wrapsEveryParagraph
    }
}
