extension TextLayout {
    /// Stacks the paragraphs' lines top-down and aligns each one; returns the lines that fit the
    /// container's height (at least one) and line limit, and whether any were left out.
    ///
    /// Vertically: `lineSpacing` between lines, `paragraphSpacing` of the previous paragraph plus
    /// `paragraphSpacingBefore` of the next between paragraphs, each line as tall as its paragraph
    /// style makes it with the extra height above the glyphs. Horizontally: each line starts at its
    /// head indent and is aligned between that and the line end (the container's width less the
    /// tail indent, or the widest line when the width is unbounded).
    func placeLines() -> (lines: [Line], cut: Bool) {
        var placed: [Line] = []
        var y: CGFloat = 0
        var previousStyle: TextParagraphStyle?
        stacking: for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            let style = paragraph.style
            for (index, extents) in paragraph.lines.enumerated() {
                if let previousStyle {
                    y += previousStyle.lineSpacing
                    if index == 0 { y += previousStyle.paragraphSpacing + style.paragraphSpacingBefore }
                }
                let natural = extents.logical.height
                let height = style.lineHeight(natural: natural)
                let baseline = y + height - natural - extents.logical.minY
                placed.append(
                    Line(
                        paragraph: paragraphIndex, index: index, origin: CGPoint(x: 0, y: baseline),
                        usedRect: CGRect(x: 0, y: y, width: extents.logical.width, height: height),
                        inkRect: extents.ink.offsetBy(dx: 0, dy: baseline)))
                y += height
                previousStyle = style
                if container.singleLine { break stacking }
            }
        }
        var kept = placed.count
        if let limit = container.height,
            let overflowing = placed.firstIndex(where: { $0.usedRect.maxY > limit + 0.001 })
        {
            kept = max(1, overflowing)
        }
        if container.maximumNumberOfLines > 0 { kept = min(kept, container.maximumNumberOfLines) }
        let cut = kept < placed.count
        placed.removeSubrange(kept...)
        return (align(placed), cut)
    }

    /// The paragraph to lay out again, cut to the given height in Pango's tight stacking, so that
    /// its last kept line ends in an ellipsis; nil when nothing was cut or the style cannot wrap.
    func truncation(after cut: Bool) -> (paragraph: Int, height: CGFloat)? {
        guard cut, container.truncatesLastVisibleLine, !container.singleLine, container.width != nil,
            let last = lines.last
        else { return nil }
        let paragraph = paragraphs[last.paragraph]
        guard paragraph.style.wraps(everyMode: container.wrapsEveryParagraph), last.index + 1 < paragraph.lines.count
        else { return nil }
        let kept = paragraph.lines[...last.index].reduce(0) { $0 + $1.logical.height }
        return (last.paragraph, kept + paragraph.lines[last.index + 1].logical.height / 2)
    }

    /// How wide the text is wherever alignment puts its lines: the widest line's advance width
    /// plus its head indent.
    package var contentWidth: CGFloat {
        widest(lines)
    }

    private func start(_ line: Line) -> CGFloat {
        let style = paragraphs[line.paragraph].style
        return line.index == 0 ? style.firstLineHeadIndent : style.headIndent
    }

    private func widest(_ lines: [Line]) -> CGFloat {
        lines.map { start($0) + $0.usedRect.width }.max() ?? 0
    }

    private func align(_ lines: [Line]) -> [Line] {
        let widest = widest(lines)
        return lines.map { line in
            let paragraph = paragraphs[line.paragraph]
            let style = paragraph.style
            let lineStart = start(line)
            let lineEnd = style.lineEnd(containerWidth: container.width) ?? widest
            let width = line.usedRect.width
            let x: CGFloat
            switch style.alignment {
            case .left, .justified: x = lineStart
            case .center: x = lineStart + (lineEnd - lineStart - width) / 2
            case .right: x = lineEnd - width
            case .natural: x = paragraph.isRightToLeft ? lineEnd - width : lineStart
            }
            let logicalX = paragraph.lines[line.index].logical.minX
            var aligned = line
            aligned.origin.x = x - logicalX
            aligned.usedRect.origin.x = x
            aligned.inkRect = line.inkRect.offsetBy(dx: x - logicalX, dy: 0)
            return aligned
        }
    }
}
