extension TextLayout {
    /// Stacks the paragraphs' lines top-down and aligns each one; returns the lines that fit the
    /// container's height (at least one) and line limit, and whether any were left out.
    ///
    /// Vertically: `lineSpacing` between lines, `paragraphSpacing` of the previous paragraph plus
    /// `paragraphSpacingBefore` of the next between paragraphs, each line as tall as its paragraph
    /// style makes it with the extra height above the glyphs. Horizontally: each line starts at its
    /// head indent and is aligned between that and the line end (the container's width less the
    /// tail indent, or the widest line when the width is unbounded).
    ///
    /// The pieces of a paragraph too long for one Pango layout and kept on one line share a row:
    /// side by side in reading order, on one baseline, the row as tall as its tallest piece needs.
    func placeLines() -> (lines: [Line], cut: Bool) {
        var placed: [Line] = []
        var y: CGFloat = 0
        var previousStyle: TextParagraphStyle?
        for (rowIndex, row) in rows().enumerated() {
            let first = paragraphs[row[0].paragraph]
            let style = first.style
            if let previousStyle {
                y += previousStyle.lineSpacing
                if row[0].index == 0, first.continuation == .none {
                    y += previousStyle.paragraphSpacing + style.paragraphSpacingBefore
                }
            }
            let extents = row.map { paragraphs[$0.paragraph].lines[$0.index] }
            let ascent = extents.map { -$0.logical.minY }.max()!
            let natural = ascent + extents.map(\.logical.maxY).max()!
            let height = style.lineHeight(natural: natural)
            let baseline = y + height - natural + ascent
            var x: CGFloat = 0
            let order = first.isRightToLeft ? Array(row.indices.reversed()) : Array(row.indices)
            var offsets = [CGFloat](repeating: 0, count: row.count)
            for index in order {
                offsets[index] = x
                x += extents[index].logical.width
            }
            for (index, piece) in row.enumerated() {
                placed.append(
                    Line(
                        paragraph: piece.paragraph, index: piece.index, row: rowIndex,
                        origin: CGPoint(x: offsets[index], y: baseline),
                        usedRect: CGRect(x: offsets[index], y: y, width: extents[index].logical.width, height: height),
                        inkRect: extents[index].ink.offsetBy(dx: 0, dy: baseline)))
            }
            y += height
            previousStyle = style
        }
        let rowCount = placed.last.map { $0.row + 1 } ?? 0
        var kept = rowCount
        if let limit = container.height,
            let overflowing = placed.first(where: { $0.usedRect.maxY > limit + 0.001 })
        {
            kept = max(1, overflowing.row)
        }
        if container.maximumNumberOfLines > 0 { kept = min(kept, container.maximumNumberOfLines) }
        placed.removeAll { $0.row >= kept }
        return (align(placed), kept < rowCount)
    }

    /// The Pango lines by row: each line its own row, except that a piece of a paragraph kept on
    /// one line joins the row of the piece before it. With a single-line container, the first row.
    private func rows() -> [[(paragraph: Int, index: Int)]] {
        var rows: [[(paragraph: Int, index: Int)]] = []
        for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            for index in paragraph.lines.indices {
                if index == 0, paragraph.continuation == .sameLine, !rows.isEmpty {
                    rows[rows.count - 1].append((paragraphIndex, index))
                } else if container.singleLine, !rows.isEmpty {
                    return rows
                } else {
                    rows.append([(paragraphIndex, index)])
                }
            }
        }
        return rows
    }

    /// The paragraph (or piece) to lay out again, cut to the given height in Pango's tight
    /// stacking, so that its last kept line ends in an ellipsis; nil when nothing was cut or the
    /// style cannot wrap.
    func truncation(after cut: Bool) -> (paragraph: Int, height: CGFloat)? {
        guard cut, container.truncatesLastVisibleLine, !container.singleLine, container.width != nil,
            let last = lines.last
        else { return nil }
        let paragraph = paragraphs[last.paragraph]
        guard paragraph.style.wraps(everyMode: container.wrapsEveryParagraph),
            last.index + 1 < paragraph.laidOutLineCount
        else { return nil }
        let kept = paragraph.lines[...last.index].reduce(0) { $0 + $1.logical.height }
        let next = last.index + 1 < paragraph.lines.count ? paragraph.lines[last.index + 1] : paragraph.droppedLine
        return (last.paragraph, kept + (next?.logical.height ?? 0) / 2)
    }

    /// How wide the text is wherever alignment puts its lines: the widest row's advance width
    /// plus its head indent.
    package var contentWidth: CGFloat {
        widest(lines)
    }

    /// The advance width of each row of `lines`.
    func rowWidths(_ lines: [Line]) -> [CGFloat] {
        rowRanges(lines).map { range in lines[range].reduce(0) { $0 + $1.usedRect.width } }
    }

    /// The index ranges of `lines` that share a row, in order.
    private func rowRanges(_ lines: [Line]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in lines.indices where index + 1 == lines.count || lines[index + 1].row != lines[index].row {
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        return ranges
    }

    /// Where a row starting with `line` starts: the first-line head indent for a paragraph's first
    /// line, else the head indent.
    private func start(_ line: Line) -> CGFloat {
        let paragraph = paragraphs[line.paragraph]
        let style = paragraph.style
        return line.index == 0 && paragraph.continuation == .none ? style.firstLineHeadIndent : style.headIndent
    }

    private func widest(_ lines: [Line]) -> CGFloat {
        zip(rowRanges(lines), rowWidths(lines)).map { start(lines[$0.lowerBound]) + $1 }.max() ?? 0
    }

    private func align(_ lines: [Line]) -> [Line] {
        let widest = widest(lines)
        var aligned = lines
        for (range, width) in zip(rowRanges(lines), rowWidths(lines)) {
            let first = lines[range.lowerBound]
            let paragraph = paragraphs[first.paragraph]
            let style = paragraph.style
            let lineStart = start(first)
            let lineEnd = style.lineEnd(containerWidth: container.width) ?? widest
            let x: CGFloat
            switch style.alignment {
            case .left, .justified: x = lineStart
            case .center: x = lineStart + (lineEnd - lineStart - width) / 2
            case .right: x = lineEnd - width
            case .natural: x = paragraph.isRightToLeft ? lineEnd - width : lineStart
            }
            for index in range {
                let line = lines[index]
                let pieceX = x + line.usedRect.minX
                let shift = pieceX - paragraphs[line.paragraph].lines[line.index].logical.minX
                aligned[index].origin.x = shift
                aligned[index].usedRect.origin.x = pieceX
                aligned[index].inkRect = line.inkRect.offsetBy(dx: shift, dy: 0)
            }
        }
        return aligned
    }
}
