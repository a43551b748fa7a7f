import CCairo

/// Between characters and points: where the caret goes for an offset into the text, and which
/// offset a point is nearest. Offsets count UTF-16 units, as `NSRange` does; points are in the
/// layout's coordinates (as `usedRect`).
extension TextLayout {
    /// The caret before the character at `offset` (clamped to the text; the text's length puts
    /// it after the last character): a zero-width rect at the character's leading edge, as tall
    /// as the line box of the line that holds it. An offset in text that is left out (lines cut
    /// for want of room) puts it at the end of the last line shown; zero for empty text.
    package func caretRect(forUTF16Offset offset: Int) -> CGRect {
        guard let index = lineIndex(holding: offset) else { return .zero }
        let line = lines[index]
        let paragraph = paragraphs[line.paragraph]
        let extents = paragraph.lines[line.index]
        let clamped = max(extents.characters.lowerBound, min(extents.characters.upperBound, offset))
        let byte = paragraph.byteIndex(ofUTF16Offset: clamped, inLine: extents)
        var x: Int32 = 0
        if let pangoLine = paragraph.line(at: line.index) {
            pango_layout_line_index_to_x(pangoLine, Int32(byte), 0, &x)
        }
        let caretX = line.origin.x + CGFloat(x) / CGFloat(PANGO_SCALE)
        return CGRect(x: caretX, y: line.usedRect.minY, width: 0, height: line.usedRect.height)
    }

    /// The character boundary (a UTF-16 offset) nearest `point`: on the row whose box is nearest
    /// vertically, between the characters nearest horizontally. Zero for empty text.
    package func utf16Offset(nearest point: CGPoint) -> Int {
        guard let row = lines.first(where: { point.y < $0.usedRect.maxY })?.row ?? lines.last?.row else { return 0 }
        let pieces = lines.filter { $0.row == row }
        let line =
            pieces.min { distance(point.x, $0.usedRect) < distance(point.x, $1.usedRect) } ?? pieces[0]
        let paragraph = paragraphs[line.paragraph]
        let extents = paragraph.lines[line.index]
        guard let pangoLine = paragraph.line(at: line.index) else { return extents.characters.lowerBound }
        var index: Int32 = 0
        var trailing: Int32 = 0
        let x = (point.x - line.origin.x) * CGFloat(PANGO_SCALE)
        pango_layout_line_x_to_index(
            pangoLine, Int32(max(-CGFloat(Int32.max / 2), min(CGFloat(Int32.max / 2), x))), &index, &trailing)
        let byte = paragraph.byteIndex(Int(index), advancedBy: Int(trailing))
        let clamped = max(extents.bytes.lowerBound, min(extents.bytes.upperBound, byte))
        return paragraph.utf16Offset(ofByte: clamped, inLine: extents)
    }

    /// The highlight of the characters in `range` (UTF-16 offsets): a rectangle per line they fall
    /// on, each as tall as the line's box, from the first character's leading edge to the last's
    /// trailing edge; a line the range runs on past ends at `trailingEdge` (or its own end).
    package func selectionRects(forUTF16Range range: Range<Int>, trailingEdge: CGFloat? = nil) -> [CGRect] {
        var rects: [CGRect] = []
        for line in lines {
            let characters = paragraphs[line.paragraph].lines[line.index].characters
            let start = max(range.lowerBound, characters.lowerBound)
            let end = min(range.upperBound, characters.upperBound)
            let runsOn = range.upperBound > characters.upperBound
            guard start < end || (runsOn && start <= characters.upperBound && range.lowerBound <= characters.upperBound)
            else { continue }
            let from = caretRect(forUTF16Offset: start).minX
            let to = runsOn ? max(line.usedRect.maxX, trailingEdge ?? 0) : caretRect(forUTF16Offset: end).minX
            rects.append(CGRect(x: from, y: line.usedRect.minY, width: max(0, to - from), height: line.usedRect.height))
        }
        return rects
    }

    /// Where the first line ends (a UTF-16 offset into the text); nil for empty text.
    package var firstLineEnd: Int? {
        guard let line = lines.first else { return nil }
        return paragraphs[line.paragraph].lines[line.index].characters.upperBound
    }

    /// The index in `lines` of the line holding `offset`: the last one starting at or before it.
    private func lineIndex(holding offset: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        let extents = { (line: Line) in self.paragraphs[line.paragraph].lines[line.index] }
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if extents(lines[middle]).characters.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    private func distance(_ x: CGFloat, _ rect: CGRect) -> CGFloat {
        x < rect.minX ? rect.minX - x : max(0, x - rect.maxX)
    }
}

extension PangoParagraph {
    /// The byte index in this layout's text of `offset` (a UTF-16 offset into the whole text, within
    /// `line`): counted from the line's start, so it costs the line's length at most.
    func byteIndex(ofUTF16Offset offset: Int, inLine line: LineExtents) -> Int {
        guard let text = pango_layout_get_text(layout) else { return line.bytes.lowerBound }
        var byte = line.bytes.lowerBound
        var utf16 = line.characters.lowerBound
        while utf16 < offset, byte < line.bytes.upperBound {
            let length = Self.sequenceLength(UInt8(bitPattern: text[byte]))
            utf16 += length == 4 ? 2 : 1
            byte += length
        }
        return min(byte, line.bytes.upperBound)
    }

    /// The UTF-16 offset into the whole text of `byte` (a byte index in this layout's text, within
    /// `line`).
    func utf16Offset(ofByte byte: Int, inLine line: LineExtents) -> Int {
        guard let text = pango_layout_get_text(layout) else { return line.characters.lowerBound }
        var index = line.bytes.lowerBound
        var utf16 = line.characters.lowerBound
        while index < byte {
            let length = Self.sequenceLength(UInt8(bitPattern: text[index]))
            utf16 += length == 4 ? 2 : 1
            index += length
        }
        return utf16
    }

    /// The byte index `count` characters (Unicode scalars) after `index` in this layout's text.
    func byteIndex(_ index: Int, advancedBy count: Int) -> Int {
        guard let text = pango_layout_get_text(layout) else { return index }
        var byte = index
        for _ in 0..<max(0, count) where text[byte] != 0 {
            byte += Self.sequenceLength(UInt8(bitPattern: text[byte]))
        }
        return byte
    }

    /// How many bytes the UTF-8 sequence that starts with `lead` takes.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }
}
