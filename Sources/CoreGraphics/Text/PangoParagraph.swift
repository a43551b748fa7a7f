import CCairo

/// One paragraph of attributed text as a Pango layout, broken into lines for a given line end.
///
/// Pango breaks lines, shapes and ellipsizes; where the lines go is `TextLayout`'s business, so
/// Pango's own alignment and spacing stay at their defaults. Use on the thread that made it.
final class PangoParagraph {
    /// One line's extents in points, relative to its origin on the baseline, and the text it holds.
    struct LineExtents {
        var logical: CGRect
        var ink: CGRect
        /// The line's characters as UTF-16 offsets into the whole text.
        var characters: Range<Int>
        /// The line's bytes as offsets into this layout's text.
        var bytes: Range<Int>
    }

    /// Where a wrapping paragraph is cut, its last kept line ending in an ellipsis.
    enum Cut {
        /// After the last line that fits this height, in points of Pango's own tight line stacking.
        case height(CGFloat)
        /// After this many lines.
        case lines(Int)
    }

    /// Whether this layout holds a paragraph from its start or a later piece of one too long for a
    /// single Pango layout (see `TextLayout.pieceLimit(for:)`).
    enum Continuation {
        /// The paragraph's start: its first line takes the first-line head indent and the
        /// paragraph's spacing before it.
        case none
        /// A piece of a wrapping paragraph, starting where the previous piece's last kept line
        /// ended: its lines follow with no spacing but the line spacing and take the head indent.
        case nextLine
        /// A piece of a paragraph kept on one line: its line continues the previous piece's line.
        case sameLine
    }

    let layout: OpaquePointer
    let style: TextParagraphStyle
    let continuation: Continuation
    /// The text laid out: the paragraph, or the piece of it.
    let range: TextSource.Paragraph
    private(set) var isRightToLeft = false
    /// The lines shown; the last ones Pango made may be left out (`dropLastLine()`).
    private(set) var lines: [LineExtents] = []
    /// Whether Pango left text out of a line and put an ellipsis in its place.
    private(set) var isEllipsized = false
    /// The line `dropLastLine()` left out.
    private(set) var droppedLine: LineExtents?

    /// Lays out `paragraph` of `text` (a whole one, or a piece of one).
    ///
    /// - Parameters:
    ///   - style: the style of the paragraph `paragraph` is in, from that paragraph's first character.
    ///   - lineEnd: where lines end, from the container's leading edge; nil: unbounded.
    ///   - singleLine: no wrapping, whatever the style says.
    ///   - wrapsEveryMode: wrapping, whatever the style says (`TextContainer.wrapsEveryParagraph`).
    ///   - cut: where a wrapping paragraph stops, its last line ending in an ellipsis; nil: nowhere.
    ///   - continuation: whether `paragraph` is the paragraph's start or a later piece of it.
    init(
        _ paragraph: TextSource.Paragraph, of text: AttributedText, source: TextSource, style: TextParagraphStyle,
        lineEnd: CGFloat?, singleLine: Bool, wrapsEveryMode: Bool = false, cut: Cut? = nil,
        continuation: Continuation = .none
    ) {
        let layout = pango_layout_new(PangoContextCache.current)!
        self.layout = layout
        self.style = style
        self.continuation = continuation
        range = paragraph
        let font = text.font(at: paragraph.utf16.lowerBound)
        let description = font.makePangoDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        if paragraph.utf8.isEmpty {
            pango_layout_set_text(layout, "", 0)
        } else {
            source.utf8.withUnsafeBufferPointer { bytes in
                let start = UnsafeRawPointer(bytes.baseAddress! + paragraph.utf8.lowerBound)
                let text = start.assumingMemoryBound(to: CChar.self)
                let length = Int32(paragraph.utf8.count)
                pango_layout_set_text(layout, text, length)
            }
        }
        if let list = Self.makeAttributeList(for: paragraph, of: text, source: source, layoutFont: font) {
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        let wraps = !singleLine && style.wraps(everyMode: wrapsEveryMode)
        configureBreaking(lineEnd: lineEnd, wraps: wraps, cut: cut)
        lines = Self.extents(of: layout, range: paragraph, source: source)
        // Asked once the lines are made: asking earlier would lay the text out an extra time.
        isRightToLeft = Self.startsRightToLeft(layout)
        isEllipsized = pango_layout_is_ellipsized(layout) != 0
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Whether the text's first character runs right to left: the bidi level of the first line's
    /// run that holds it, as `pango_layout_get_direction(layout, 0)` answers. That function finds
    /// the line through every line's extents, which costs a short label a tenth of its layout.
    private static func startsRightToLeft(_ layout: OpaquePointer) -> Bool {
        var node = pango_layout_get_line_readonly(layout, 0)?.pointee.runs
        while let current = node {
            if let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
                item.pointee.offset == 0, item.pointee.length > 0
            {
                return item.pointee.analysis.level % 2 == 1
            }
            node = current.pointee.next
        }
        return false
    }

    /// The Pango line at `index`, valid while this paragraph lives.
    func line(at index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(layout, Int32(index))
    }

    /// How many lines Pango made, including any left out of `lines`.
    var laidOutLineCount: Int {
        Int(pango_layout_get_line_count(layout))
    }

    /// Whether every line fits before `lineEnd`, so that Pango, given that line end, would neither
    /// wrap nor ellipsize any of them: it compares widths in its own units, as here.
    func fitsUnbroken(lineEnd: CGFloat) -> Bool {
        let scale = CGFloat(PANGO_SCALE)
        let end = (lineEnd * scale).rounded(.down)
        return lines.allSatisfy { $0.logical.width * scale <= end }
    }

    /// Leaves the last line out of `lines`: the next piece of the paragraph lays its text out again.
    func dropLastLine() {
        droppedLine = lines.removeLast()
    }

    /// Wrapping paragraphs break at the line end (by character for character wrapping, else by
    /// word) and, when `cut`, put the style's ellipsis in their last line kept; the others
    /// are one line per paragraph, ellipsized when the style truncates.
    private func configureBreaking(lineEnd: CGFloat?, wraps: Bool, cut: Cut?) {
        let scale = CGFloat(PANGO_SCALE)
        func units(_ points: CGFloat) -> Int32 { Int32(max(0, min(CGFloat(Int32.max / 2), points * scale))) }
        guard let lineEnd else { return }
        let first = continuation == .none ? style.firstLineHeadIndent : style.headIndent
        let head = style.headIndent
        if wraps {
            // Pango's indent shortens the first line when positive and the others when negative.
            pango_layout_set_width(layout, units(lineEnd - min(first, head)))
            pango_layout_set_indent(layout, Int32((first - head) * scale))
            pango_layout_set_wrap(layout, style.lineBreak == .charWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
            switch cut {
            case .height(let height)?:
                pango_layout_set_ellipsize(layout, ellipsizeMode)
                pango_layout_set_height(layout, units(height))
            case .lines(let count)?:
                pango_layout_set_ellipsize(layout, ellipsizeMode)
                pango_layout_set_height(layout, -Int32(clamping: count))
            case nil:
                break
            }
        } else if style.lineBreak.truncates {
            pango_layout_set_ellipsize(layout, ellipsizeMode)
            pango_layout_set_width(layout, units(lineEnd - first))
        }
    }

    private var ellipsizeMode: PangoEllipsizeMode {
        switch style.lineBreak {
        case .truncatingHead: PANGO_ELLIPSIZE_START
        case .truncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }

    private static func extents(of layout: OpaquePointer, range: TextSource.Paragraph, source: TextSource)
        -> [LineExtents]
    {
        let scale = CGFloat(PANGO_SCALE)
        func rect(_ r: PangoRectangle) -> CGRect {
            CGRect(
                x: CGFloat(r.x) / scale, y: CGFloat(r.y) / scale, width: CGFloat(r.width) / scale,
                height: CGFloat(r.height) / scale)
        }
        return (0..<Int(pango_layout_get_line_count(layout))).compactMap { index in
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return nil }
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            let start = Int(line.pointee.start_index)
            let bytes = start..<(start + Int(line.pointee.length))
            let first = source.utf16Offset(byte: range.utf8.lowerBound + bytes.lowerBound)
            let end = source.utf16Offset(byte: range.utf8.lowerBound + bytes.upperBound)
            return LineExtents(logical: rect(logical), ink: rect(ink), characters: first..<end, bytes: bytes)
        }
    }
}
