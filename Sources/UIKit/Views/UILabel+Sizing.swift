/// A label's measuring, behind `intrinsicContentSize`, `sizeThatFits(_:)` and
/// `textRect(forBounds:limitedToNumberOfLines:)`.
extension UILabel {
    /// The size `textRect(forBounds:limitedToNumberOfLines:)` gives for the text wrapped at
    /// `width` (0 or less: unbounded) and unbounded in height.
    func measuredSize(wrappingAt width: CGFloat) -> CGSize {
        let bounds = CGRect(
            x: 0, y: 0, width: width > 0 ? width : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The width multi-line text wraps at for the intrinsic size: the preferred width, else for a
    /// label constraints place the width a fitting solve gave it or its current width; 0 for no
    /// limit.
    var intrinsicWrapWidth: CGFloat {
        guard wrapsAtConstrainedWidth else { return preferredMaxLayoutWidth }
        if let fittingWrapWidth { return fittingWrapWidth }
        return autoLayout.liveEngine != nil && !translatesAutoresizingMaskIntoConstraints ? bounds.width : 0
    }

    /// Whether the text wraps at the width constraints give the label (no preferred width, more
    /// than one line).
    var wrapsAtConstrainedWidth: Bool {
        preferredMaxLayoutWidth == 0 && numberOfLines != 1
    }

    /// The baselines of the text laid out at its intrinsic size: the first below the top, the last
    /// above the bottom; the font's ascender and descender without text.
    func intrinsicBaselines() -> (first: CGFloat, lastFromBottom: CGFloat) {
        guard let text = layoutText, !text.string.isEmpty else {
            return (font.ascender.rounded(.up), (-font.descender).rounded(.up))
        }
        let width = intrinsicWrapWidth > 0 ? intrinsicWrapWidth : CGFloat.greatestFiniteMagnitude
        let (container, factor) = fit(
            text, in: CGSize(width: width, height: .greatestFiniteMagnitude), lines: numberOfLines)
        let layout = TextLayoutCache.current.layout(for: text.scaled(by: factor), in: container)
        let last = layout.lines.last?.origin.y ?? layout.baseline
        return (layout.baseline, max(0, layout.size.height - last))
    }

    /// UILabel's own `textRect(forBounds:limitedToNumberOfLines:)`.
    func defaultTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let text = layoutText, !text.string.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let (container, factor) = fit(text, in: bounds.size, lines: lines)
        let layout = TextLayoutCache.current.layout(for: text.scaled(by: factor), in: container)
        let size = CGSize(
            width: min(layout.contentWidth.rounded(.up), max(0, bounds.width)),
            height: max(0, layout.usedRect.maxY).rounded(.up))
        return CGRect(origin: bounds.origin, size: size)
    }
}
