/// One paragraph of a text view as laid out: a single `TextLayout` at the paragraph's origin, or,
/// where the text container's exclusion paths cut into its lines, one layout per line, each placed
/// in the widest room the paths leave beside it (as TextKit flows text around them). Offsets are
/// UTF-16 offsets into the paragraph; points are in the paragraph's own space.
final class ParagraphLayout {
    /// One placed layout: the text from `start` in it, drawn at `origin`.
    struct Piece {
        let layout: TextLayout
        let origin: CGPoint
        let start: Int
    }

    let pieces: [Piece]

    init(_ layout: TextLayout) {
        pieces = [Piece(layout: layout, origin: .zero, start: 0)]
    }

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The paragraph's box: its pieces' boxes together.
    var usedRect: CGRect {
        pieces.reduce(CGRect.null) { $0.union($1.layout.usedRect.offsetBy(dx: $1.origin.x, dy: $1.origin.y)) }
            .standardizedOrZero
    }

    /// How many lines the paragraph takes.
    var rowCount: Int {
        pieces.reduce(0) { $0 + ($1.layout.lines.last.map { $0.row + 1 } ?? 0) }
    }

    func caretRect(forUTF16Offset offset: Int) -> CGRect {
        let piece = self.piece(holding: offset)
        return piece.layout.caretRect(forUTF16Offset: offset - piece.start).offsetBy(
            dx: piece.origin.x, dy: piece.origin.y)
    }

    /// The character boundary nearest `point`: in the piece whose box is nearest vertically.
    func utf16Offset(nearest point: CGPoint) -> Int {
        let piece =
            pieces.min {
                distance(point.y, $0.layout.usedRect.offsetBy(dx: 0, dy: $0.origin.y))
                    < distance(point.y, $1.layout.usedRect.offsetBy(dx: 0, dy: $1.origin.y))
            } ?? pieces[0]
        let local = CGPoint(x: point.x - piece.origin.x, y: point.y - piece.origin.y)
        return piece.start + piece.layout.utf16Offset(nearest: local)
    }

    func selectionRects(forUTF16Range range: Range<Int>, trailingEdge: CGFloat) -> [CGRect] {
        pieces.enumerated().flatMap { index, piece -> [CGRect] in
            let end = index + 1 < pieces.count ? pieces[index + 1].start : Int.max
            let lower = max(range.lowerBound, piece.start) - piece.start
            let upper = min(range.upperBound, end) - piece.start
            guard lower < upper else { return [] }
            return piece.layout.selectionRects(
                forUTF16Range: lower..<upper, trailingEdge: trailingEdge - piece.origin.x
            )
            .map { $0.offsetBy(dx: piece.origin.x, dy: piece.origin.y) }
        }
    }

    func draw(in context: CGContext) {
        for piece in pieces { piece.layout.draw(in: context, at: piece.origin) }
    }

    /// The last piece starting at or before `offset`.
    private func piece(holding offset: Int) -> Piece {
        pieces.last { $0.start <= offset } ?? pieces[0]
    }

    private func distance(_ y: CGFloat, _ rect: CGRect) -> CGFloat {
        y < rect.minY ? rect.minY - y : max(0, y - rect.maxY)
    }
}

extension CGRect {
    /// The rect, or `.zero` for the null rect.
    fileprivate var standardizedOrZero: CGRect { isNull ? .zero : self }
}
