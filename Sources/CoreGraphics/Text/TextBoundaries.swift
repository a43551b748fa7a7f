import CCairo

/// Where characters, words and sentences of a piece of text begin and end, by Unicode's rules
/// (UAX #29, with Pango's tailoring for scripts written without spaces): what text editing steps
/// by. Offsets count UTF-16 units, as `NSRange` does, from 0 to the text's length.
package struct TextBoundaries: Sendable {
    /// One flag set per boundary kind at each UTF-16 offset; offsets inside a surrogate pair have none.
    fileprivate struct Marks: OptionSet, Sendable {
        let rawValue: UInt8
        static let character = Marks(rawValue: 1 << 0)
        static let wordStart = Marks(rawValue: 1 << 1)
        static let wordEnd = Marks(rawValue: 1 << 2)
        static let sentenceStart = Marks(rawValue: 1 << 3)
        static let sentenceEnd = Marks(rawValue: 1 << 4)
    }

    /// A kind of boundary.
    package enum Kind: Sendable {
        case character, wordStart, wordEnd, sentenceStart, sentenceEnd

        fileprivate var mark: Marks {
            switch self {
            case .character: .character
            case .wordStart: .wordStart
            case .wordEnd: .wordEnd
            case .sentenceStart: .sentenceStart
            case .sentenceEnd: .sentenceEnd
            }
        }
    }

    private let marks: [Marks]

    /// The text's length in UTF-16 units.
    package var length: Int { marks.count - 1 }

    /// Finds the boundaries of `text` (best kept to a paragraph: the work is linear in its length).
    package init(_ text: String) {
        let scalars = text.unicodeScalars.count
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars + 1)
        text.withCString { bytes in
            pango_get_log_attrs(
                bytes, Int32(text.utf8.count), -1, pango_language_get_default(), &attributes, Int32(scalars + 1))
        }
        var marks: [Marks] = []
        marks.reserveCapacity(text.utf16.count + 1)
        for (index, scalar) in text.unicodeScalars.enumerated() {
            marks.append(Self.marks(of: attributes[index]))
            if scalar.utf16.count == 2 { marks.append([]) }
        }
        marks.append(Self.marks(of: attributes[scalars]))
        self.marks = marks
    }

    private static func marks(of attribute: PangoLogAttr) -> Marks {
        var marks: Marks = []
        if attribute.is_cursor_position != 0 { marks.insert(.character) }
        if attribute.is_word_start != 0 { marks.insert(.wordStart) }
        if attribute.is_word_end != 0 { marks.insert(.wordEnd) }
        if attribute.is_sentence_start != 0 { marks.insert(.sentenceStart) }
        if attribute.is_sentence_end != 0 { marks.insert(.sentenceEnd) }
        return marks
    }

    /// Whether `offset` is a boundary of `kind`.
    package func isBoundary(_ offset: Int, _ kind: Kind) -> Bool {
        offset >= 0 && offset < marks.count && marks[offset].contains(kind.mark)
    }

    /// The first boundary of `kind` after `offset`, or nil when none follows.
    package func boundary(after offset: Int, _ kind: Kind) -> Int? {
        var index = max(0, offset + 1)
        while index < marks.count {
            if marks[index].contains(kind.mark) { return index }
            index += 1
        }
        return nil
    }

    /// The last boundary of `kind` before `offset`, or nil when none precedes it.
    package func boundary(before offset: Int, _ kind: Kind) -> Int? {
        var index = min(marks.count, offset) - 1
        while index >= 0 {
            if marks[index].contains(kind.mark) { return index }
            index -= 1
        }
        return nil
    }
}
