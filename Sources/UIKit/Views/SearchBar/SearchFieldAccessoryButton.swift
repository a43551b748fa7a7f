/// The bookmark or results list button at the trailing end of a search field: a glyph in the
/// secondary label colour (the tint while selected), dimmed while pressed.
@MainActor
final class SearchFieldAccessoryButton: UIControl {
    enum Glyph {
        case bookmark, resultsList
    }

    var glyph = Glyph.bookmark {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    override var isHighlighted: Bool {
        didSet { setNeedsDisplay() }
    }

    override var isSelected: Bool {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let color: UIColor = isSelected ? tintColor : .secondaryLabel
        let shown = isHighlighted ? color.withAlphaComponent(0.3) : color
        let box = bounds.insetBy(dx: 3, dy: 3)
        switch glyph {
        case .bookmark:
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.translateBy(x: box.minX, y: box.minY)
            context.scaleBy(x: box.width / SystemItemGlyph.side, y: box.height / SystemItemGlyph.side)
            SystemItemGlyph.draw(.bookmarks, at: .zero, color: shown)
            context.restoreGState()
        case .resultsList:
            drawList(in: box, color: shown)
        }
    }

    /// A circle around three short lines, each with a dot before it.
    private func drawList(in box: CGRect, color: UIColor) {
        color.set()
        let circle = UIBezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
        circle.lineWidth = 1.5
        circle.stroke()
        let lines = UIBezierPath()
        for row in -1...1 {
            let y = box.midY + CGFloat(row) * box.height * 0.2
            UIBezierPath(ovalIn: CGRect(x: box.minX + box.width * 0.28 - 1, y: y - 1, width: 2, height: 2)).fill()
            lines.move(to: CGPoint(x: box.minX + box.width * 0.4, y: y))
            lines.addLine(to: CGPoint(x: box.maxX - box.width * 0.25, y: y))
        }
        lines.lineWidth = 1.5
        lines.stroke()
    }
}
