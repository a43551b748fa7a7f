import CCairo

/// Laying out each paragraph as one Pango layout, or as several when it is too long for one.
///
/// Pango measures in 32-bit fixed point (1/1024 point), so text more than about 2.1 million points
/// wide overflows: a paragraph of a few hundred thousand characters measures as nothing, wrapped or
/// not. Such a paragraph is laid out in pieces of at most `pieceLimit(for:)` bytes, cut after a
/// space or else between graphemes:
/// - A paragraph that wraps lays out a piece, keeps all its lines but the last, and starts the next
///   piece where that last line started, so lines break where one layout would have broken them
///   (Pango breaks greedily). Later pieces start a line of the paragraph: head indent, no
///   paragraph spacing.
/// - A paragraph kept on one line with room to spare (unbounded, or clipped) lays out every piece
///   and places their lines side by side on one row, as wide as the whole text.
/// - A paragraph kept on one line and truncated to a width lays out only the piece its visible part
///   is in: the first for tail (and middle) truncation, the last for head truncation.
extension TextLayout {
    /// The most bytes of a paragraph one Pango layout takes: 16 KiB, or fewer for large fonts or
    /// wide letter spacing, so that even a line of the widest glyphs (taken as two ems a byte)
    /// stays under a million points.
    static func pieceLimit(for text: AttributedText) -> Int {
        var largest: CGFloat = 0
        for run in text.runs { largest = max(largest, 2 * run.attributes.font.pointSize + max(0, run.attributes.kern)) }
        guard largest > 0 else { return maximumPieceLength }
        return max(minimumPieceLength, min(maximumPieceLength, Int(1_000_000 / largest)))
    }

    private static let maximumPieceLength = 16 * 1024
    private static let minimumPieceLength = 64

    /// `paragraph` laid out, appended to `laidOut`: one Pango paragraph when it is short enough,
    /// else its pieces, added to `filling` as they are made. The pieces of a wrapping paragraph stop
    /// once `filling` fills the container: the lines after are cut anyway.
    func layOut(
        _ paragraph: TextSource.Paragraph, of source: TextSource, pieceLimit limit: Int, filling: inout Filling,
        into laidOut: inout [PangoParagraph]
    ) {
        let style = text.paragraphStyle(at: paragraph.utf16.lowerBound)
        let lineEnd = style.lineEnd(containerWidth: container.width)
        // With a line limit and an ellipsis to show, no paragraph needs more lines than the limit:
        // Pango stops there and ellipsizes, so a single paragraph is laid out once.
        let lineLimit = container.truncatesLastVisibleLine ? container.maximumNumberOfLines : 0
        func make(_ piece: TextSource.Paragraph, lines: Int, _ continuation: PangoParagraph.Continuation)
            -> PangoParagraph
        {
            let laidOut = PangoParagraph(
                piece, of: text, source: source, style: style, lineEnd: lineEnd, singleLine: container.singleLine,
                wrapsEveryMode: container.wrapsEveryParagraph, cut: lines > 0 ? .lines(lines) : nil,
                continuation: continuation)
            filling.add(laidOut)
            return laidOut
        }
        guard paragraph.utf8.count > limit else {
            laidOut.append(make(paragraph, lines: lineLimit, .none))
            return
        }

        let first = laidOut.count
        let wraps = !container.singleLine && style.wraps(everyMode: container.wrapsEveryParagraph)
        if wraps, lineEnd != nil {
            var start = paragraph.utf8.lowerBound
            var kept = 0
            while true {
                let range = source.piece(of: paragraph, from: start, limit: limit)
                let piece = make(
                    range, lines: lineLimit > 0 ? lineLimit - kept : 0, laidOut.count == first ? .none : .nextLine)
                laidOut.append(piece)
                guard range.utf8.upperBound < paragraph.utf8.upperBound, !piece.isEllipsized else { return }
                if let last = piece.lines.last, piece.lines.count > 1 {
                    // The last line may break differently with the text after it: the next piece
                    // lays it out again.
                    start = range.utf8.lowerBound + last.bytes.lowerBound
                    filling.remove(last, of: piece)
                    piece.dropLastLine()
                } else {
                    start = range.utf8.upperBound
                }
                kept += piece.lines.count
                if lineLimit > 0, kept >= lineLimit { return }
                if filling.fills(container) { return }
            }
        }
        if style.lineBreak.truncates, lineEnd != nil {
            // FIXME: middle truncation shows the first piece's middle left out, not the paragraph's.
            var range = source.piece(of: paragraph, from: paragraph.utf8.lowerBound, limit: limit)
            if style.lineBreak == .truncatingHead {
                while range.utf8.upperBound < paragraph.utf8.upperBound {
                    range = source.piece(of: paragraph, from: range.utf8.upperBound, limit: limit)
                }
            }
            laidOut.append(make(range, lines: 0, .none))
            return
        }
        var start = paragraph.utf8.lowerBound
        while laidOut.count == first || start < paragraph.utf8.upperBound {
            let range = source.piece(of: paragraph, from: start, limit: limit)
            laidOut.append(make(range, lines: 0, laidOut.count == first ? .none : .sameLine))
            start = range.utf8.upperBound
        }
    }
}

/// The least room the lines laid out so far take: how many rows, and how tall they are at the
/// least. Once that is more than the container holds, the text after is cut whatever it is, so
/// it need not be laid out.
struct Filling {
    private(set) var rows = 0
    private(set) var height: CGFloat = 0
    /// Negative spacing makes the height no lower bound, so it stops counting.
    private var countsHeight = true

    /// Counts the lines of `paragraph`; a piece continuing the line before adds no row.
    mutating func add(_ paragraph: PangoParagraph) {
        let style = paragraph.style
        if style.lineSpacing < 0 || style.paragraphSpacing < 0 || style.paragraphSpacingBefore < 0 {
            countsHeight = false
        }
        for (index, line) in paragraph.lines.enumerated() where index > 0 || paragraph.continuation != .sameLine {
            rows += 1
            height += style.lineHeight(natural: line.logical.height)
        }
    }

    /// Takes back a line of `paragraph` that was counted.
    mutating func remove(_ line: PangoParagraph.LineExtents, of paragraph: PangoParagraph) {
        rows -= 1
        height -= paragraph.style.lineHeight(natural: line.logical.height)
    }

    /// Whether the lines counted certainly leave some out of `container`: more rows than its line
    /// limit, or taller than its height.
    func fills(_ container: TextContainer) -> Bool {
        if container.maximumNumberOfLines > 0, rows > container.maximumNumberOfLines { return true }
        guard countsHeight, let limit = container.height else { return false }
        return height > limit + 0.001
    }
}
