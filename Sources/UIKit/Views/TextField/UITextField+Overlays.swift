/// The left and right views, the background images, shrinking text to fit, and the default
/// attributes.
extension UITextField {
    /// Whether an overlay `view` shows now by `mode`.
    func isShown(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// An overlay's size: its frame's, or what it fits in when it has none.
    func overlaySize(of view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        return view.sizeThatFits(CGSize(width: bounds.width / 2, height: bounds.height))
    }

    func overlayDidChange(from old: UIView?, to new: UIView?) {
        if old !== new {
            old?.removeFromSuperview()
            if let new { insertSubview(new, belowSubview: caretView) }
        }
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Places the overlays that show and hides the others.
    func layOutOverlays() {
        if let leftView {
            leftView.isHidden = !isShown(leftView, leftViewMode)
            if !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !isShown(rightView, rightViewMode)
            if !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
        }
    }

    /// The room the text has: the bounds less the border, and less the overlays and the clear
    /// button that show.
    func contentRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderInsets.width, dy: borderInsets.height)
        if isShown(leftView, leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        if isShown(rightView, rightViewMode) {
            rect.size.width = min(rect.width, rightViewRect(forBounds: bounds).minX - rect.minX)
        }
        if isClearButtonShown { rect.size.width = min(rect.width, clearButtonRect(forBounds: bounds).minX - rect.minX) }
        rect.size.width = max(0, rect.width)
        return rect
    }

    func drawBackground() {
        guard borderStyle != .roundedRect, let image = isEnabled ? background : (disabledBackground ?? background)
        else {
            return
        }
        image.draw(in: bounds)
    }

    /// How much the text shrinks to fit `width` while not editing: 1 unless `adjustsFontSizeToFitWidth`.
    func fittingScale(forTextWidth textWidth: CGFloat, in width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, !isEditing, textWidth > width, textWidth > 0 else { return 1 }
        let smallest = (minimumFontSize > 0 ? minimumFontSize : 14) / max(1, resolvedFont.pointSize)
        return max(min(1, smallest), width / textWidth)
    }

    /// Takes the font, colour and alignment from `attributes` and keeps the rest.
    func setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        var rest = attributes
        if let font = rest.removeValue(forKey: .font) as? UIFont { self.font = font }
        if let color = rest.removeValue(forKey: .foregroundColor) as? UIColor { textColor = color }
        if let style = rest.removeValue(forKey: .paragraphStyle) as? NSParagraphStyle {
            textAlignment = style.alignment
        }
        extraTextAttributes = rest
        textDidChange(caretAtEnd: false)
    }
}
