/// The text's style where it says nothing else, and what a change of the text or its layout redoes.
extension UITextField {
    /// The font and colour the text is drawn in where it says nothing else.
    var textAttributes: [NSAttributedString.Key: Any] {
        var attributes = extraTextAttributes
        attributes[.font] = resolvedFont
        attributes[.foregroundColor] = textColor ?? .label
        return attributes
    }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// Redraws after a change of the text or of how it is laid out; `caretAtEnd` for text the
    /// app set, which puts the caret at the end and ends any composing and typing run.
    func textDidChange(caretAtEnd: Bool) {
        if caretAtEnd { editor.textWasReset() }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }
}
