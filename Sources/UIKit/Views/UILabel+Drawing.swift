/// A label's drawing, behind `drawText(in:)`.
extension UILabel {
    /// UILabel's own `drawText(in:)`: the lines centred vertically in `rect` (on a pixel row), then
    /// a copy of the text without its colours in `shadowColor` at `shadowOffset`, then the text
    /// (in one colour when the state imposes one). Every layout comes from the thread's layout cache,
    /// so redrawing an unchanged label lays nothing out.
    func drawDefaultText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = layoutText, !text.string.isEmpty else { return }
        let cache = TextLayoutCache.current
        let (container, factor) = fit(text, in: rect.size, lines: numberOfLines)
        let layout = cache.layout(for: text.scaled(by: factor), in: container)
        var top = rect.minY + (rect.height - layout.size.height) / 2
        if factor < 1, numberOfLines == 1, baselineAdjustment != .alignCenters {
            let full = cache.layout(for: text, in: container)
            let fullTop = rect.minY + (rect.height - full.size.height) / 2
            top = baselineAdjustment == .alignBaselines ? fullTop + full.baseline - layout.baseline : fullTop
        }
        let scale = max(1, layer.contentsScale)
        let origin = CGPoint(x: rect.minX, y: (top * scale).rounded(.down) / scale)
        if let shadowColor {
            let shadow = cache.layout(for: text.uncolored(keepingBackgrounds: false).scaled(by: factor), in: container)
            let offset = CGPoint(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height)
            shadow.draw(in: context, at: offset, color: shadowColor.cgColor)
        }
        if let stateColor = stateTextColor {
            let recolored = cache.layout(
                for: text.uncolored(keepingBackgrounds: true).scaled(by: factor), in: container)
            recolored.draw(in: context, at: origin, color: stateColor.cgColor)
        } else {
            layout.draw(in: context, at: origin, color: (textColor as UIColor).cgColor)
        }
    }

    /// The colour the state imposes on all the text: grey while disabled, else the highlighted
    /// colour while highlighted; nil for the text's own colours.
    private var stateTextColor: UIColor? {
        if !isEnabled { return .secondaryLabel }
        return isHighlighted ? highlightedTextColor : nil
    }
}
