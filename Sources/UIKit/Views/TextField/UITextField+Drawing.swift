/// Drawing: the border, the line of text, the clear button, and the caret with its blink.
extension UITextField {
    static let caretWidth: CGFloat = 2
    static let clearButtonSize: CGFloat = 19
    static let roundedCornerRadius: CGFloat = 5

    /// The room the border takes on each side: horizontally (`width`) and vertically (`height`).
    var borderInsets: CGSize {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: CGSize(width: 2, height: 2)
        case .roundedRect: CGSize(width: 7, height: 7)
        }
    }

    /// Whether the clear button shows now: the mode allows it and there is text.
    var isClearButtonShown: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The line as drawn: the text in the field's attributes (its own over them), or a bullet
    /// per character for secure entry. Made from the text and the field's properties each time, so
    /// dynamic colours resolve for the current traits; no attributed string is involved.
    var displayedText: AttributedText {
        if isSecureTextEntry {
            return AttributedText(String(repeating: "•", count: (text ?? "").count), attributes: textAttributes)
        }
        return styledRuns?.layoutText(defaults: textAttributes)
            ?? AttributedText(text ?? "", attributes: textAttributes)
    }

    /// The placeholder in the field's font and `.placeholderText` colour under its own attributes.
    var styledPlaceholder: AttributedText? {
        placeholderRuns?.layoutText(defaults: [.font: resolvedFont, .foregroundColor: UIColor.placeholderText])
    }

    /// The layout of a line as the field draws it: unwrapped, from this thread's layout cache.
    func lineLayout(of line: AttributedText) -> TextLayout {
        TextLayoutCache.current.layout(for: line, in: TextContainer())
    }

    /// How wide `line` is, as `NSAttributedString.size()` measures it.
    func lineWidth(of line: AttributedText) -> CGFloat {
        max(0, lineLayout(of: line).usedRect.maxX)
    }

    /// Draws `line` centred vertically in `rect`, placed by the alignment, moved left by
    /// `scroll`, and cut at the rect's sides.
    func drawLine(_ line: AttributedText, in rect: CGRect, scrolledBy scroll: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = lineLayout(of: line)
        context.saveGState()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        let width = max(0, layout.usedRect.maxX)
        let scale = fittingScale(forTextWidth: width, in: rect.width)
        if scale < 1 {
            context.translateBy(x: rect.minX, y: rect.midY)
            context.scaleBy(x: scale, y: scale)
            context.translateBy(x: -rect.minX, y: -rect.midY)
        }
        let x = rect.minX + (lineStart(width: width * scale, in: rect) - rect.minX) / scale - scroll
        layout.draw(in: context, at: CGPoint(x: x, y: rect.midY - resolvedFont.lineHeight / 2))
        context.restoreGState()
    }

    /// Where a line `width` wide starts in `rect`: by the alignment when it fits, else at the left.
    private func lineStart(width: CGFloat, in rect: CGRect) -> CGFloat {
        guard width < rect.width else { return rect.minX }
        switch textAlignment {
        case .center: return rect.minX + (rect.width - width) / 2
        case .right: return rect.maxX - width
        default: return rect.minX
        }
    }

    func drawBorder() {
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        let edge = bounds.insetBy(dx: pixel / 2, dy: pixel / 2)
        switch borderStyle {
        case .none:
            return
        case .line:
            stroke(UIBezierPath(rect: edge), color: .label, width: pixel)
        case .bezel:
            stroke(UIBezierPath(rect: edge), color: .systemGray3, width: pixel)
            let shade = UIBezierPath()
            shade.move(to: CGPoint(x: edge.minX, y: edge.maxY))
            shade.addLine(to: CGPoint(x: edge.minX, y: edge.minY))
            shade.addLine(to: CGPoint(x: edge.maxX, y: edge.minY))
            stroke(shade, color: .systemGray, width: pixel)
        case .roundedRect:
            let box = UIBezierPath(roundedRect: edge, cornerRadius: Self.roundedCornerRadius)
            UIColor.tertiarySystemBackground.setFill()
            box.fill()
            stroke(box, color: .systemGray4, width: pixel)
        }
    }

    private func stroke(_ path: UIBezierPath, color: UIColor, width: CGFloat) {
        color.setStroke()
        path.lineWidth = width
        path.stroke()
    }

    /// A grey disc with a white cross.
    func drawClearButton(in rect: CGRect) {
        UIColor.systemGray2.setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        let arm = rect.insetBy(dx: rect.width * 0.3, dy: rect.height * 0.3)
        cross.move(to: CGPoint(x: arm.minX, y: arm.minY))
        cross.addLine(to: CGPoint(x: arm.maxX, y: arm.maxY))
        cross.move(to: CGPoint(x: arm.maxX, y: arm.minY))
        cross.addLine(to: CGPoint(x: arm.minX, y: arm.maxY))
        stroke(cross, color: .white, width: 1.5)
    }

    // MARK: - The caret

    /// Where the caret at `offset` (UTF-16, at a character boundary) stands in `rect`, unscrolled.
    private func caretX(at offset: Int, in rect: CGRect, layout: TextLayout) -> CGFloat {
        let shown = isSecureTextEntry ? (text ?? "").characterCount(beforeUTF16Offset: offset) : offset
        return lineStart(width: max(0, layout.usedRect.maxX), in: rect)
            + layout.caretRect(forUTF16Offset: shown).minX
    }

    /// Places the caret at the selection's head, first scrolling the text just enough to keep the
    /// head inside the editing rect; the caret hides while characters are selected.
    func layOutCaret() {
        guard isEditing else { return }
        let rect = editingRect(forBounds: bounds)
        let layout = lineLayout(of: displayedText)
        let x = caretX(at: editor.head, in: rect, layout: layout)
        if max(0, layout.usedRect.maxX) + Self.caretWidth <= rect.width {
            scrollOffset = 0
        } else if x - scrollOffset > rect.maxX - Self.caretWidth {
            scrollOffset = x - rect.maxX + Self.caretWidth
        } else if x - scrollOffset < rect.minX {
            scrollOffset = x - rect.minX
        }
        caretView.frame = caretFrame(at: editor.head)
        caretView.isHidden = editor.selectedRange.length > 0
    }

    /// The caret's frame before the character at `offset`, as the line is shown now.
    func caretFrame(at offset: Int) -> CGRect {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let x = caretX(at: offset, in: rect, layout: lineLayout(of: displayedText)) - (isEditing ? scrollOffset : 0)
        let height = ceil(resolvedFont.lineHeight)
        return CGRect(x: x, y: rect.midY - height / 2, width: Self.caretWidth, height: height)
    }

    /// The selection's highlight (the tint at low alpha) and the marked text's underline, drawn
    /// under the text while editing.
    func drawSelectionAndMarkedText() {
        guard isEditing else { return }
        let selection = editor.selectedRange
        if selection.length > 0 {
            tintColor.withAlphaComponent(0.25).setFill()
            for rect in editorSelectionRects(for: selection) { UIRectFill(rect) }
        }
        if let marked = editor.markedRange {
            let line = caretFrame(at: marked.location)
            let end = caretFrame(at: NSMaxRange(marked))
            (textColor ?? .label).setFill()
            UIRectFill(CGRect(x: line.minX, y: line.maxY - 1, width: end.minX - line.minX, height: 1))
        }
    }

    /// The character boundary nearest `x` (in the bounds) as the line is shown now.
    func caretOffset(nearestX x: CGFloat) -> Int {
        let rect = editingRect(forBounds: bounds)
        let layout = lineLayout(of: displayedText)
        let lineX = x + scrollOffset - lineStart(width: max(0, layout.usedRect.maxX), in: rect)
        let shown = layout.utf16Offset(nearest: CGPoint(x: lineX, y: layout.baseline))
        let text = self.text ?? ""
        if isSecureTextEntry { return text.utf16Offset(ofCharacter: shown) }
        return text.utf16Offset(ofCharacter: text.characterCount(beforeUTF16Offset: shown))
    }

    func restartCaretBlink() {
        if isEditing { CaretBlink.restart(on: caretView) }
    }
}

extension String {
    /// How many characters (grapheme clusters) start before UTF-16 offset `offset`.
    fileprivate func characterCount(beforeUTF16Offset offset: Int) -> Int {
        var count = 0
        var position = 0
        for character in self {
            guard position < offset else { break }
            position += character.utf16.count
            count += 1
        }
        return count
    }

    /// The UTF-16 offset where character `index` starts; the string's length past the last one.
    fileprivate func utf16Offset(ofCharacter index: Int) -> Int {
        prefix(max(0, index)).utf16.count
    }
}
