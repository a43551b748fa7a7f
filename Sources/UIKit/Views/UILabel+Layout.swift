/// How a label turns its text, bounds and line count into layouts: the text prepared once per
/// change, the container its line rules make, and the shrinking `adjustsFontSizeToFitWidth` asks for.
extension UILabel {
    /// The text as the layout engine takes it, kept until the text or a property styling it changes:
    /// plain text in the label's font and paragraph style (its colour is given when drawing), or the
    /// attributed text with its own attributes. `.natural` alignment is left, as the interface runs
    /// left to right here, whatever direction the text itself runs in.
    var layoutText: AttributedText? {
        if let preparedText { return preparedText }
        var prepared: AttributedText
        if let styledText {
            prepared = AttributedText(styledText)
        } else if let plainText {
            prepared = AttributedText(string: plainText, attributes: plainTextAttributes)
        } else {
            return nil
        }
        for index in prepared.runs.indices where prepared.runs[index].attributes.paragraph.alignment == .natural {
            prepared.runs[index].attributes.paragraph.alignment = .left
        }
        preparedText = prepared
        return prepared
    }

    /// Where text goes in `size` (a huge dimension is unbounded) with at most `lines` lines (0: no
    /// limit), as UIKit's rules for labels have it: one line keeps the line break mode as it is;
    /// more always wrap, and a truncating mode puts its ellipsis in the last line shown. With
    /// `adjustsFontSizeToFitWidth`, the factor `text`'s fonts shrink by to fit whole, else 1.
    func fit(_ text: AttributedText, in size: CGSize, lines: Int) -> (container: TextContainer, factor: CGFloat) {
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(storedLineBreakMode)
        let container = TextContainer(
            width: size.width, height: size.height, truncatesLastVisibleLine: lines != 1 && truncates,
            maximumNumberOfLines: lines, wrapsEveryParagraph: lines != 1)
        guard adjustsFontSizeToFitWidth else { return (container, 1) }
        let factor = TextLayoutCache.current.shrinkFactor(
            for: text, in: container, minimumScaleFactor: minimumScaleFactor)
        return (container, factor)
    }
}

extension AttributedText {
    /// The text with no colours of its own, so that all of it is drawn in the colour given to
    /// `TextLayout.draw`; backgrounds go too unless `keepingBackgrounds`.
    func uncolored(keepingBackgrounds: Bool) -> AttributedText {
        var result = self
        for index in result.runs.indices {
            result.runs[index].attributes.foreground = nil
            result.runs[index].attributes.underline?.color = nil
            result.runs[index].attributes.strikethrough?.color = nil
            if !keepingBackgrounds { result.runs[index].attributes.background = nil }
        }
        return result
    }
}
