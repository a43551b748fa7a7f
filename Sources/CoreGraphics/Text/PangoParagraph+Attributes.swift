import CCairo

extension PangoParagraph {
    /// Pango attributes for the runs of `text` that fall in `paragraph`, by byte offsets from the
    /// paragraph's start. Each run reaches to the next run's start, so no character goes unstyled.
    /// Runs in `layoutFont` (the layout's own font description) need no font attribute, which
    /// spares Pango work itemizing; nil when no run needs any attribute (plain text in one font), so
    /// no list is made.
    static func makeAttributeList(
        for paragraph: TextSource.Paragraph, of text: AttributedText, source: TextSource, layoutFont: FontDescription
    ) -> OpaquePointer? {
        var list: OpaquePointer?
        for (index, run) in text.runs.enumerated() {
            let lower = max(index == 0 ? 0 : run.range.lowerBound, paragraph.utf16.lowerBound)
            let upper = min(
                index + 1 < text.runs.count ? text.runs[index + 1].range.lowerBound : Int.max,
                paragraph.utf16.upperBound)
            guard lower < upper else { continue }
            let start = source.byteOffset(utf16: lower) - paragraph.utf8.lowerBound
            let end = source.byteOffset(utf16: upper) - paragraph.utf8.lowerBound
            let bytes = start..<end
            guard !bytes.isEmpty else { continue }
            let byWord = run.attributes.underline?.byWord == true || run.attributes.strikethrough?.byWord == true
            let words = byWord ? wordRanges(in: bytes, paragraphStart: paragraph.utf8.lowerBound, source: source) : []
            insert(run.attributes, over: bytes, words: words, into: &list, layoutFont: layoutFont)
        }
        return list
    }

    private static func insert(
        _ attributes: TextAttributes, over bytes: Range<Int>, words: [Range<Int>], into list: inout OpaquePointer?,
        layoutFont: FontDescription
    ) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int> = bytes) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            if list == nil { list = pango_attr_list_new() }
            pango_attr_list_insert(list, attribute)
        }
        if attributes.font != layoutFont {
            let description = attributes.font.makePangoDescription()
            add(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
        }
        if attributes.font.tabularDigits { add(pango_attr_font_features_new("tnum")) }
        if let color = attributes.foreground {
            add(pango_attr_foreground_new(color.red16, color.green16, color.blue16))
            if color.alpha < 1 { add(pango_attr_foreground_alpha_new(color.alpha16)) }
        }
        if let color = attributes.background {
            add(pango_attr_background_new(color.red16, color.green16, color.blue16))
            if color.alpha < 1 { add(pango_attr_background_alpha_new(color.alpha16)) }
        }
        if attributes.kern != 0 {
            add(pango_attr_letter_spacing_new(Int32(attributes.kern * CGFloat(PANGO_SCALE))))
        }
        if attributes.baselineOffset != 0 {
            add(pango_attr_rise_new(Int32(attributes.baselineOffset * CGFloat(PANGO_SCALE))))
        }
        if let underline = attributes.underline {
            let kind = underline.lines == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
            for range in underline.byWord ? words : [bytes] {
                add(pango_attr_underline_new(kind), range)
                if let color = underline.color {
                    add(pango_attr_underline_color_new(color.red16, color.green16, color.blue16), range)
                }
            }
        }
        if let strikethrough = attributes.strikethrough {
            for range in strikethrough.byWord ? words : [bytes] {
                add(pango_attr_strikethrough_new(1), range)
                if let color = strikethrough.color {
                    add(pango_attr_strikethrough_color_new(color.red16, color.green16, color.blue16), range)
                }
            }
        }
    }

    /// The byte ranges of the runs of non-whitespace characters inside `bytes`.
    private static func wordRanges(in bytes: Range<Int>, paragraphStart: Int, source: TextSource) -> [Range<Int>] {
        let slice = source.utf8[(paragraphStart + bytes.lowerBound)..<(paragraphStart + bytes.upperBound)]
        var words: [Range<Int>] = []
        var offset = bytes.lowerBound
        var wordStart: Int?
        for scalar in String(decoding: slice, as: UTF8.self).unicodeScalars {
            if scalar.properties.isWhitespace {
                if let start = wordStart { words.append(start..<offset) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = offset
            }
            offset += scalar.utf8.count
        }
        if let start = wordStart { words.append(start..<offset) }
        return words
    }
}

extension TextColor {
    fileprivate var red16: UInt16 { Self.channel(red) }
    fileprivate var green16: UInt16 { Self.channel(green) }
    fileprivate var blue16: UInt16 { Self.channel(blue) }
    /// Pango reads an alpha of 0 as "unset" (opaque), so the faintest it can say is 1/65535.
    fileprivate var alpha16: UInt16 { max(1, Self.channel(alpha)) }

    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((max(0, min(1, value.isFinite ? value : 0)) * 65535).rounded())
    }
}
