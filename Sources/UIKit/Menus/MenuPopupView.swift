/// The list a menu popup shows, drawn in one pass: a white card with 13-point corners, each action
/// in its row (a checkmark for `.on`, a dash for `.mixed`, the title in black, red when
/// destructive, grey when disabled, an optional subtitle, the image at the trailing end), each
/// titled submenu in a row ending in a chevron, headers in grey, separator bands between sections.
///
/// It tracks one touch across all its rows: the row under the touch (or, with no button down, the
/// pointer) is highlighted, and a release on a row that can be chosen chooses it. The popup hears
/// of each row the pointer highlights, to open a submenu's.
@MainActor
final class MenuPopupView: UIView {
    static let cardColor = UIColor.appearance(
        "menuCardColor", light: UIColor(white: 0.99, alpha: 1), dark: UIColor(white: 0.17, alpha: 1))
    static let highlightColor = UIColor.systemGray5
    static let bandColor = UIColor.appearance(
        "menuBandColor", light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 1, alpha: 0.08))

    let layout: MenuPopupLayout
    /// Called with the action a release (or Return) chose.
    var onChoose: (UIAction) -> Void = { _ in }
    /// Called with the row the pointer highlighted (nil: none), and with a submenu row Return or
    /// Right asked to open (`true`: from the keyboard).
    var onPointerHighlight: (Int?) -> Void = { _ in }
    var onOpenSubmenu: (Int, Bool) -> Void = { _, _ in }
    /// The highlighted row, if any.
    var highlightedRow: Int? {
        didSet { if highlightedRow != oldValue { setNeedsDisplay() } }
    }

    init(layout: MenuPopupLayout) {
        self.layout = layout
        super.init(frame: CGRect(origin: .zero, size: layout.size))
        isOpaque = false
        contentMode = .redraw
        addGestureRecognizer(
            UIHoverGestureRecognizer { [weak self] hover in
                guard let self else { return }
                let inside = hover.state == .began || hover.state == .changed
                let row = inside ? layout.rowIndex(at: hover.location(in: self)) : nil
                // Leaving the list for an open submenu keeps its row highlighted.
                guard inside || layout.submenu(at: highlightedRow) == nil else { return }
                if row != highlightedRow {
                    highlightedRow = row
                    onPointerHighlight(row)
                }
            })
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Choosing

    /// Highlights the next (`step` 1) or previous (-1) action that can be chosen or submenu.
    func moveHighlight(by step: Int) {
        let candidates = layout.rows.indices.filter(layout.isSelectable)
        guard !candidates.isEmpty else { return }
        guard let current = highlightedRow, let position = candidates.firstIndex(of: current) else {
            highlightedRow = step > 0 ? candidates.first : candidates.last
            return
        }
        highlightedRow = candidates[(position + step + candidates.count) % candidates.count]
    }

    /// Chooses the highlighted action, if it can be chosen, or opens the highlighted submenu.
    func chooseHighlighted(fromKeyboard: Bool = false) {
        if let action = layout.choosableAction(at: highlightedRow) { onChoose(action) }
        if let row = highlightedRow, layout.submenu(at: row) != nil { onOpenSubmenu(row, fromKeyboard) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
        chooseHighlighted()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightedRow = nil
    }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let row = layout.rowIndex(at: touch.location(in: self))
        guard row != highlightedRow else { return }
        highlightedRow = row
        onPointerHighlight(row)
    }

    // MARK: - Drawing

    override func draw(_ rect: CGRect) {
        let card = UIBezierPath(roundedRect: bounds, cornerRadius: MenuPopupLayout.cornerRadius)
        Self.cardColor.setFill()
        card.fill()
        UIGraphicsGetCurrentContext()?.saveGState()
        card.addClip()
        for (index, row) in layout.rows.enumerated() {
            let frame = layout.frames[index]
            switch row {
            case .header(let title, let destructive):
                drawText(
                    title, font: MenuPopupLayout.headerFont, color: destructive ? .systemRed : .secondaryLabel,
                    in: frame,
                    inset: MenuPopupLayout.padding)
            case .action(let action):
                drawAction(
                    action, in: frame, highlighted: index == highlightedRow && layout.choosableAction(at: index) != nil)
                if rowHasHairlineAfter(index) { drawHairline(under: frame) }
            case .submenu(let menu):
                drawSubmenu(menu, in: frame, highlighted: index == highlightedRow)
                if rowHasHairlineAfter(index) { drawHairline(under: frame) }
            case .separator:
                Self.bandColor.setFill()
                UIBezierPath(rect: frame).fill()
            }
        }
        UIGraphicsGetCurrentContext()?.restoreGState()
        UIColor.separator.setStroke()
        let border = UIBezierPath(
            roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: MenuPopupLayout.cornerRadius)
        border.lineWidth = 1
        border.stroke()
    }

    private func drawAction(_ action: UIAction, in frame: CGRect, highlighted: Bool) {
        if highlighted {
            Self.highlightColor.setFill()
            UIBezierPath(rect: frame).fill()
        }
        let color: UIColor =
            action.attributes.contains(.disabled)
            ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
        if action.state != .off { drawStateMark(action.state, in: frame, color: color) }
        var textFrame = frame
        if let image = action.state == .on ? action.selectedImage ?? action.image : action.image {
            drawTrailingImage(image, in: &textFrame, color: color)
        }
        if let shortcut = action.keyEquivalent {
            textFrame.size.width -= drawShortcut(
                shortcut, in: textFrame, disabled: action.attributes.contains(.disabled))
        }
        guard let subtitle = action.subtitle else {
            drawText(
                action.title, font: MenuPopupLayout.titleFont, color: color, in: textFrame, inset: layout.titleInset)
            return
        }
        let split = textFrame.height * 0.55
        let top = CGRect(x: textFrame.minX, y: textFrame.minY + 3, width: textFrame.width, height: split)
        let bottom = CGRect(
            x: textFrame.minX, y: top.maxY - 6, width: textFrame.width, height: textFrame.height - split)
        let inset = layout.titleInset
        drawText(action.title, font: MenuPopupLayout.titleFont, color: color, in: top, inset: inset)
        drawText(subtitle, font: MenuPopupLayout.subtitleFont, color: .secondaryLabel, in: bottom, inset: inset)
    }

    /// Whether a hairline parts row `index` from the next: both are actions or submenus.
    private func rowHasHairlineAfter(_ index: Int) -> Bool {
        guard index + 1 < layout.rows.count else { return false }
        switch layout.rows[index + 1] {
        case .action, .submenu: return true
        case .header, .separator: return false
        }
    }

    /// A submenu's row: its title (red when destructive), its image, and a chevron at the end.
    private func drawSubmenu(_ menu: UIMenu, in frame: CGRect, highlighted: Bool) {
        if highlighted {
            Self.highlightColor.setFill()
            UIBezierPath(rect: frame).fill()
        }
        let color: UIColor = menu.options.contains(.destructive) ? .systemRed : .label
        let chevron = UIBezierPath()
        let tip = CGPoint(x: frame.maxX - MenuPopupLayout.padding - 2, y: frame.midY)
        chevron.move(to: CGPoint(x: tip.x - 5, y: tip.y - 6))
        chevron.addLine(to: tip)
        chevron.addLine(to: CGPoint(x: tip.x - 5, y: tip.y + 6))
        chevron.lineWidth = 2
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        UIColor.secondaryLabel.setStroke()
        chevron.stroke()
        var textFrame = frame
        textFrame.size.width -= MenuPopupLayout.chevronWidth
        if let image = menu.image { drawTrailingImage(image, in: &textFrame, color: color) }
        drawText(menu.title, font: MenuPopupLayout.titleFont, color: color, in: textFrame, inset: layout.titleInset)
    }

    /// Draws a row's image at the trailing end of `frame`, which then leaves it and its gap out.
    private func drawTrailingImage(_ image: UIImage, in frame: inout CGRect, color: UIColor) {
        let side = MenuPopupLayout.imageSide
        let box = CGRect(
            x: frame.maxX - MenuPopupLayout.padding - side, y: frame.midY - side / 2, width: side, height: side)
        drawImage(image, in: box, color: color)
        frame.size.width -= side + MenuPopupLayout.imageGap
    }

    /// Draws `text` on one line, centred down `frame`, `inset` points from its leading edge.
    private func drawText(_ text: String, font: UIFont, color: UIColor, in frame: CGRect, inset: CGFloat) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let height = text.size(withAttributes: attributes).height
        let box = CGRect(
            x: frame.minX + inset, y: frame.midY - height / 2,
            width: max(frame.width - inset - MenuPopupLayout.padding, 0),
            height: height)
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        var drawn = attributes
        drawn[.paragraphStyle] = style
        text.draw(in: box, withAttributes: drawn)
    }

    /// Draws a keyboard shortcut right-aligned in `frame`; returns the width it took with its gap.
    private func drawShortcut(_ shortcut: String, in frame: CGRect, disabled: Bool) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: MenuPopupLayout.shortcutFont, .foregroundColor: disabled ? UIColor.tertiaryLabel : .secondaryLabel,
        ]
        let size = shortcut.size(withAttributes: attributes)
        shortcut.draw(
            at: CGPoint(x: frame.maxX - MenuPopupLayout.padding - size.width, y: frame.midY - size.height / 2),
            withAttributes: attributes)
        return size.width + MenuPopupLayout.shortcutGap
    }

    /// A checkmark (`.on`) or a dash (`.mixed`) in the checkmark column.
    private func drawStateMark(_ state: UIMenuElement.State, in frame: CGRect, color: UIColor) {
        let centre = CGPoint(x: frame.minX + MenuPopupLayout.padding + 7, y: frame.midY)
        let mark = UIBezierPath()
        if state == .on {
            mark.move(to: CGPoint(x: centre.x - 6, y: centre.y))
            mark.addLine(to: CGPoint(x: centre.x - 2, y: centre.y + 4.5))
            mark.addLine(to: CGPoint(x: centre.x + 6, y: centre.y - 5))
        } else {
            mark.move(to: CGPoint(x: centre.x - 5, y: centre.y))
            mark.addLine(to: CGPoint(x: centre.x + 5, y: centre.y))
        }
        mark.lineWidth = 2
        mark.lineCapStyle = .round
        mark.lineJoinStyle = .round
        color.setStroke()
        mark.stroke()
    }

    /// Draws `image` fitted into `box`; template and automatic images take `color`, as menu
    /// symbols do.
    private func drawImage(_ image: UIImage, in box: CGRect, color: UIColor) {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return }
        let scale = min(box.width / size.width, box.height / size.height, 1)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        let origin = CGPoint(x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2)
        let shown = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
        shown.draw(in: CGRect(origin: origin, size: fitted))
    }

    private func drawHairline(under frame: CGRect) {
        UIColor.separator.setFill()
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        UIBezierPath(
            rect: CGRect(
                x: frame.minX + layout.titleInset, y: frame.maxY - pixel, width: frame.width - layout.titleInset,
                height: pixel)
        ).fill()
    }
}
