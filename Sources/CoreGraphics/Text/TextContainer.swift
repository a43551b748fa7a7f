/// The space text is laid out in: what UIKit's string drawing and measuring calls pass as a size
/// and options. A value, so it can key the layout cache.
package struct TextContainer: Hashable, Sendable {
    /// Where lines wrap or truncate; nil: unbounded (lines break only at paragraph separators).
    package var width: CGFloat?
    /// Only lines that fit entirely are kept (always at least the first); nil: unbounded.
    package var height: CGFloat?
    /// Only the first line of the first paragraph, unwrapped (truncated if the style truncates):
    /// string drawing without `.usesLineFragmentOrigin`.
    package var singleLine: Bool
    /// When lines are left out for want of height, the last one kept ends in an ellipsis.
    package var truncatesLastVisibleLine: Bool

    package init(
        width: CGFloat? = nil, height: CGFloat? = nil, singleLine: Bool = false, truncatesLastVisibleLine: Bool = false
    ) {
        self.width = width.flatMap { $0.isFinite && $0 < CGFloat(Int32.max / 2048) ? max(0, $0) : nil }
        self.height = height.flatMap { $0.isFinite && $0 < CGFloat(Int32.max / 2048) ? max(0, $0) : nil }
        self.singleLine = singleLine
        self.truncatesLastVisibleLine = truncatesLastVisibleLine
    }
}
