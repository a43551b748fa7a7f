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
        var lineCount = 0
        for paragraph in paragraphs { lineCount += paragraph.lines.count }
        placed.reserveCapacity(lineCount)
        var y: CGFloat = 0
        var previousStyle: TextParagraphStyle?
        // The pieces of the row being placed: `rowLength` lines in reading order from `rowStart`
        // (consecutive, so no list is made for them).
        var rowStart = (paragraph: 0, index: 0)
        var rowLength = 0
        func forEachPiece(_ body: ((paragraph: Int, index: Int)) -> Void) {
            var piece = rowStart
            for _ in 0..<rowLength {
                body(piece)
                piece.index += 1
                while piece.paragraph < paragraphs.count, piece.index == paragraphs[piece.paragraph].lines.count {
                    piece = (piece.paragraph + 1, 0)
                }
            }
        }
        var rowIndex = 0
        func placeRow() {
            let first = paragraphs[rowStart.paragraph]
            let style = first.style
            if let previousStyle {
                y += previousStyle.lineSpacing
                if rowStart.index == 0, first.continuation == .none {
                    y += previousStyle.paragraphSpacing + style.paragraphSpacingBefore
                }
            }
            var ascent = -CGFloat.infinity
            var descent = -CGFloat.infinity
            forEachPiece { piece in
                let logical = paragraphs[piece.paragraph].lines[piece.index].logical
                ascent = max(ascent, -logical.minY)
                descent = max(descent, logical.maxY)
            }
            let natural = ascent + descent
            let height = style.lineHeight(natural: natural)
            let baseline = y + height - natural + ascent
            // Pieces sit side by side in reading order: right to left, the last piece leftmost.
            var x: CGFloat = 0
            let start = placed.count
            forEachPiece { piece in
                let extents = paragraphs[piece.paragraph].lines[piece.index]
                placed.append(
                    Line(
                        paragraph: piece.paragraph, index: piece.index, row: rowIndex,
                        origin: CGPoint(x: x, y: baseline),
                        usedRect: CGRect(x: x, y: y, width: extents.logical.width, height: height),
                        inkRect: extents.ink.offsetBy(dx: 0, dy: baseline)))
                x += extents.logical.width
            }
            if first.isRightToLeft, rowLength > 1 { mirror(&placed[start...], width: x) }
            y += height
            previousStyle = style
            rowIndex += 1
        }
        rows: for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            for index in paragraph.lines.indices {
                if index == 0, paragraph.continuation == .sameLine, rowLength > 0 {
                    rowLength += 1
                    continue
                }
                if rowLength > 0 {
                    placeRow()
                    if container.singleLine {
                        rowLength = 0
                        break rows
                    }
                }
                rowStart = (paragraphIndex, index)
                rowLength = 1
            }
        }
        if rowLength > 0, !(container.singleLine && rowIndex > 0) { placeRow() }
        let rowCount = rowIndex
        var kept = rowCount
        if let limit = container.height,
            let overflowing = placed.first(where: { $0.usedRect.maxY > limit + 0.001 })
        {
            kept = max(1, overflowing.row)
        }
        if container.maximumNumberOfLines > 0 { kept = min(kept, container.maximumNumberOfLines) }
        if kept < rowCount { placed.removeAll { $0.row >= kept } }
        align(&placed)
        return (placed, kept < rowCount)
    }

    /// Moves the boxes of a right-to-left row's pieces, placed left to right in `[0, width)`, so
    /// the first piece ends the row and the last starts it (`align` sets the origins from them).
    private func mirror(_ pieces: inout ArraySlice<Line>, width: CGFloat) {
        for index in pieces.indices {
            pieces[index].usedRect.origin.x = width - pieces[index].usedRect.maxX
        }
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

    /// Calls `body` with each row of `lines` in order: the index range of the lines it holds, and
    /// its advance width. (Walked, not gathered into an array: every layout walks its rows twice.)
    func forEachRow(of lines: [Line], _ body: (Range<Int>, CGFloat) -> Void) {
        var start = 0
        var width: CGFloat = 0
        for index in lines.indices {
            width += lines[index].usedRect.width
            if index + 1 == lines.count || lines[index + 1].row != lines[index].row {
                body(start..<(index + 1), width)
                start = index + 1
                width = 0
            }
        }
    }

    /// Whether a row of `lines` is wider than `width`.
    func hasRow(of lines: [Line], widerThan width: CGFloat) -> Bool {
        var wider = false
        forEachRow(of: lines) { _, rowWidth in wider = wider || rowWidth > width + 0.001 }
        return wider
    }

    /// Where a row starting with `line` starts: the first-line head indent for a paragraph's first
    /// line, else the head indent.
    private func start(_ line: Line) -> CGFloat {
        let paragraph = paragraphs[line.paragraph]
        let style = paragraph.style
        return line.index == 0 && paragraph.continuation == .none ? style.firstLineHeadIndent : style.headIndent
    }

    private func widest(_ lines: [Line]) -> CGFloat {
        var widest: CGFloat?
        forEachRow(of: lines) { range, width in
            let extent = start(lines[range.lowerBound]) + width
            widest = max(widest ?? extent, extent)
        }
        return widest ?? 0
    }

    /// Moves each row of `lines` to where its paragraph's alignment puts it, in place.
    private func align(_ lines: inout [Line]) {
        // Worked out only for a paragraph with no line end (an unbounded container).
        var widestRow: CGFloat?
        var rowStart = 0
        var width: CGFloat = 0
        for end in lines.indices {
            width += lines[end].usedRect.width
            guard end + 1 == lines.count || lines[end + 1].row != lines[end].row else { continue }
            let first = lines[rowStart]
            let paragraph = paragraphs[first.paragraph]
            let style = paragraph.style
            let lineStart = start(first)
            let lineEnd =
                style.lineEnd(containerWidth: container.width)
                ?? {
                    // Row widths and starts, all alignment leaves alone.
                    let widest = widestRow ?? widest(lines)
                    widestRow = widest
                    return widest
                }()
            let x: CGFloat
            switch style.alignment {
            case .left, .justified: x = lineStart
            case .center: x = lineStart + (lineEnd - lineStart - width) / 2
            case .right: x = lineEnd - width
            case .natural: x = paragraph.isRightToLeft ? lineEnd - width : lineStart
            }
            for index in rowStart...end {
                let line = lines[index]
                let pieceX = x + line.usedRect.minX
                let shift = pieceX - paragraphs[line.paragraph].lines[line.index].logical.minX
                lines[index].origin.x = shift
                lines[index].usedRect.origin.x = pieceX
                lines[index].inkRect = line.inkRect.offsetBy(dx: shift, dy: 0)
            }
            rowStart = end + 1
            width = 0
        }
    }
}
