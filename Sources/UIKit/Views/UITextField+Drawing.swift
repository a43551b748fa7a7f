/// Drawing: the border, the line of text, the clear button, and the caret with its blink.
extension UITextField {
    static let caretBlinkKey = "caretBlink"
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

    /// The bounds less the border, and less the clear button while it shows.
    func contentRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderInsets.width, dy: borderInsets.height)
        if isClearButtonShown { rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - rect.minX) }
        return rect
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
    /// per character for secure entry.
    var displayedText: NSAttributedString {
        let text = self.text ?? ""
        if isSecureTextEntry {
            return NSAttributedString(string: String(repeating: "•", count: text.count), attributes: textAttributes)
        }
        return attributedText?.withDefaultAttributes(textAttributes) ?? NSAttributedString(string: text)
    }

    /// The placeholder in the field's font and `.placeholderText` colour under its own attributes.
    var styledPlaceholder: NSAttributedString? {
        attributedPlaceholder?.withDefaultAttributes([.font: resolvedFont, .foregroundColor: UIColor.placeholderText])
    }

    /// Draws `line` centred vertically in `rect`, placed by the alignment, moved left by
    /// `scroll`, and cut at the rect's sides.
    func drawLine(_ line: NSAttributedString, in rect: CGRect, scrolledBy scroll: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        let x = lineStart(width: line.size().width, in: rect) - scroll
        line.draw(at: CGPoint(x: x, y: rect.midY - resolvedFont.lineHeight / 2))
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
            stroke(UIBezierPath(rect: edge), color: .black, width: pixel)
        case .bezel:
            stroke(UIBezierPath(rect: edge), color: .systemGray3, width: pixel)
            let shade = UIBezierPath()
            shade.move(to: CGPoint(x: edge.minX, y: edge.maxY))
            shade.addLine(to: CGPoint(x: edge.minX, y: edge.minY))
            shade.addLine(to: CGPoint(x: edge.maxX, y: edge.minY))
            stroke(shade, color: .systemGray, width: pixel)
        case .roundedRect:
            let box = UIBezierPath(roundedRect: edge, cornerRadius: Self.roundedCornerRadius)
            UIColor.white.setFill()
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
    private func caretX(at offset: Int, in rect: CGRect) -> CGFloat {
        let line = displayedText
        let text = (self.text ?? "") as NSString
        let shown = isSecureTextEntry ? text.substring(to: offset).count : offset
        let before = line.attributedSubstring(from: NSRange(location: 0, length: shown))
        return lineStart(width: line.size().width, in: rect) + before.size().width
    }

    /// Places the caret, first scrolling the text just enough to keep it inside the editing rect.
    func layOutCaret() {
        guard isEditing else { return }
        let rect = editingRect(forBounds: bounds)
        let x = caretX(at: caretOffset, in: rect)
        if displayedText.size().width + Self.caretWidth <= rect.width {
            scrollOffset = 0
        } else if x - scrollOffset > rect.maxX - Self.caretWidth {
            scrollOffset = x - rect.maxX + Self.caretWidth
        } else if x - scrollOffset < rect.minX {
            scrollOffset = x - rect.minX
        }
        let height = ceil(resolvedFont.lineHeight)
        caretView.frame = CGRect(
            x: x - scrollOffset, y: rect.midY - height / 2, width: Self.caretWidth, height: height)
    }

    /// The character boundary nearest `x` (in the bounds) as the line is shown now.
    func caretOffset(nearestX x: CGFloat) -> Int {
        let rect = editingRect(forBounds: bounds)
        let text = (self.text ?? "") as NSString
        var nearest = (offset: 0, distance: CGFloat.infinity)
        var offset = 0
        while true {
            let distance = abs(caretX(at: offset, in: rect) - scrollOffset - x)
            if distance < nearest.distance { nearest = (offset, distance) }
            guard offset < text.length else { return nearest.offset }
            offset = NSMaxRange(text.rangeOfComposedCharacterSequence(at: offset))
        }
    }

    /// Shows the caret solid, then blinks it: its opacity goes to 0 and back every second for as
    /// long as editing lasts, on the animation clock (no timer).
    func restartCaretBlink() {
        guard isEditing else { return }
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = Float(1)
        blink.toValue = Float(0)
        blink.duration = 0.5
        blink.autoreverses = true
        blink.repeatCount = .infinity
        blink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        caretView.layer.add(blink, forKey: Self.caretBlinkKey)
    }
}
