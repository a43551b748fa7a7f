/// Text flowing around the text container's exclusion paths: a paragraph whose lines meet one is
/// laid out line by line, each line in the widest room the paths leave across its height, as
/// TextKit's line fragments do. Paragraphs the paths do not reach keep their single layout.
extension UITextView {
    /// The exclusion paths' bounds in the lines' space (x from where lines start, y from the
    /// container's top).
    private var exclusionRects: [CGRect] {
        textContainer.exclusionPaths.map { $0.bounds.offsetBy(dx: -textContainer.lineFragmentPadding, dy: 0) }
    }

    /// Paragraph `index` laid out line by line around the exclusion paths, or nil when none of them
    /// reaches the lines `whole` (its layout at the full width) would take.
    func flowedAroundExclusions(_ index: Int, _ whole: TextLayout) -> ParagraphLayout? {
        let rects = exclusionRects
        guard !rects.isEmpty, index < paragraphLayout.tops.count, storage.paragraphs[index].length > 0 else {
            return nil
        }
        let top = paragraphLayout.tops[index]
        let lineHeight = max(1, whole.lines.first?.usedRect.height ?? resolvedFont.lineHeight)
        let reach = CGRect(x: 0, y: top, width: lineWidth, height: max(whole.usedRect.maxY, lineHeight) + lineHeight)
        guard rects.contains(where: { $0.intersects(reach) }) else { return nil }
        let paragraph = storage.paragraphs[index]
        let runs = paragraph.runs ?? AttributedRuns(string: paragraph.text, attributes: [:])
        var pieces: [ParagraphLayout.Piece] = []
        var start = 0
        var y: CGFloat = 0
        // Lines the paths leave no room on are skipped; a bound keeps a path as tall as the text
        // view from stopping the flow.
        var skipped = 0
        while start < paragraph.length, skipped < 1000 {
            let room = widestRoom(at: top + y, height: lineHeight, among: rects)
            guard room.width >= 2 * resolvedFont.pointSize else {
                y += lineHeight
                skipped += 1
                continue
            }
            let rest = runs.slice(NSRange(location: start, length: paragraph.length - start))
            let line = TextLayout(rest.layoutText(defaults: textAttributes), in: TextContainer(width: room.width))
            let end = max(1, line.firstLineEnd ?? rest.string.utf16.count)
            let piece = runs.slice(NSRange(location: start, length: end))
            let placed = TextLayout(piece.layoutText(defaults: textAttributes), in: TextContainer(singleLine: true))
            pieces.append(ParagraphLayout.Piece(layout: placed, origin: CGPoint(x: room.minX, y: y), start: start))
            start += end
            y += max(lineHeight, placed.usedRect.height)
        }
        return pieces.isEmpty ? nil : ParagraphLayout(pieces: pieces)
    }

    /// The widest stretch of the line width that none of `rects` covers between `y` and `y + height`.
    private func widestRoom(at y: CGFloat, height: CGFloat, among rects: [CGRect]) -> CGRect {
        var free: [ClosedRange<CGFloat>] = [0...lineWidth]
        for rect in rects where rect.maxY > y && rect.minY < y + height {
            free = free.flatMap { span -> [ClosedRange<CGFloat>] in
                var kept: [ClosedRange<CGFloat>] = []
                if rect.minX > span.lowerBound { kept.append(span.lowerBound...min(span.upperBound, rect.minX)) }
                if rect.maxX < span.upperBound { kept.append(max(span.lowerBound, rect.maxX)...span.upperBound) }
                return kept
            }
        }
        let widest = free.max { ($0.upperBound - $0.lowerBound) < ($1.upperBound - $1.lowerBound) }
        guard let widest else { return .zero }
        return CGRect(x: widest.lowerBound, y: y, width: widest.upperBound - widest.lowerBound, height: height)
    }
}
