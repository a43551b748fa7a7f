/// A font's vertical metrics in points, from Pango's font metrics and the ink of "H" and "x";
/// measured once per face and size, on any thread.
extension UIFont {
    private var metrics: FontMetrics {
        if let known = measuredMetrics.withLock({ $0 }) { return known }
        let metrics = FontMetrics.of(textFont)
        measuredMetrics.withLock { $0 = metrics }
        return metrics
    }

    /// How far the tallest glyphs rise above the baseline; positive.
    public var ascender: CGFloat { metrics.ascent }

    /// How far glyphs descend below the baseline; negative, as on iOS.
    public var descender: CGFloat { -metrics.descent }

    /// The height of a line: `ascender - descender + leading`.
    public var lineHeight: CGFloat { metrics.lineHeight }

    /// The gap the font asks for between lines, beyond ascender and descender.
    public var leading: CGFloat { metrics.leading }

    /// The height of capital letters above the baseline (the top of "H").
    public var capHeight: CGFloat { metrics.capHeight }

    /// The height of lowercase letters without ascenders (the top of "x").
    public var xHeight: CGFloat { metrics.xHeight }
}
