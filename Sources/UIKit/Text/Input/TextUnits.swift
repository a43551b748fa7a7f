import Foundation

/// Where the units of a granularity (all but lines, which depend on layout) begin and end in a
/// string, in UTF-16 offsets: what `UITextInputStringTokenizer` and the text views' keys step by.
/// Words and sentences are found paragraph by paragraph (they never cross one), so the work
/// is the length of the paragraphs looked at, not of the whole text.
struct TextUnits {
    let string: NSString

    var length: Int { string.length }

    /// The next boundary from `offset` going forward (a unit's end) or backward (a unit's start);
    /// nil at the text's end going forward, or its start going backward.
    func boundary(from offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Int? {
        guard forward ? offset < length : offset > 0 else { return nil }
        switch granularity {
        case .character:
            return forward
                ? NSMaxRange(string.rangeOfComposedCharacterSequence(at: offset))
                : string.rangeOfComposedCharacterSequence(at: offset - 1).location
        case .word, .sentence:
            return marked(from: offset, granularity, forward: forward)
        case .paragraph:
            let paragraph = paragraphContent(at: offset)
            if forward {
                return offset < NSMaxRange(paragraph) ? NSMaxRange(paragraph) : boundaryInNextParagraph(offset)
            }
            return offset > paragraph.location ? paragraph.location : paragraphContent(at: offset - 1).location
        case .line, .document:
            return forward ? length : 0
        }
    }

    /// Whether `offset` ends a unit going forward, or starts one going backward.
    func isBoundary(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Bool {
        switch granularity {
        case .character:
            return offset == 0 || offset == length
                || string.rangeOfComposedCharacterSequence(at: offset).location == offset
        case .word, .sentence:
            let (boundaries, start) = paragraphBoundaries(at: offset)
            return boundaries.isBoundary(offset - start, Self.kind(granularity, end: forward))
        case .paragraph:
            let paragraph = paragraphContent(at: offset)
            return offset == (forward ? NSMaxRange(paragraph) : paragraph.location)
        case .line, .document:
            return offset == (forward ? length : 0)
        }
    }

    /// The unit holding the character after `offset` (forward) or before it (backward); nil
    /// when that character belongs to none (a space between words, a paragraph's separator).
    func enclosing(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> NSRange? {
        let character = forward ? offset : offset - 1
        guard character >= 0, character < length else {
            return granularity == .document || (granularity == .paragraph && length == 0)
                ? NSRange(location: 0, length: length) : nil
        }
        switch granularity {
        case .character:
            return string.rangeOfComposedCharacterSequence(at: character)
        case .word, .sentence:
            let (boundaries, start) = paragraphBoundaries(at: character)
            let local = character - start
            guard Self.isInside(local, boundaries, granularity),
                let unitStart = boundaries.isBoundary(local, Self.kind(granularity, end: false))
                    ? local : boundaries.boundary(before: local, Self.kind(granularity, end: false)),
                let unitEnd = boundaries.boundary(after: local, Self.kind(granularity, end: true))
            else { return nil }
            return NSRange(location: start + unitStart, length: unitEnd - unitStart)
        case .paragraph:
            let paragraph = paragraphContent(at: character)
            return NSLocationInRange(character, paragraph) ? paragraph : nil
        case .line, .document:
            return NSRange(location: 0, length: length)
        }
    }

    /// Whether the character after `offset` (forward) or before it (backward) is inside a unit.
    func isWithin(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Bool {
        enclosing(offset, granularity, forward: forward) != nil
    }

    /// The paragraph holding `offset`, without the separator that ends it.
    func paragraphContent(at offset: Int) -> NSRange {
        let paragraph = string.paragraphRange(for: NSRange(location: min(offset, length), length: 0))
        var end = NSMaxRange(paragraph)
        while end > paragraph.location, Self.isSeparator(string.character(at: end - 1)) { end -= 1 }
        return NSRange(location: paragraph.location, length: end - paragraph.location)
    }

    // MARK: - Words and sentences

    private static func kind(_ granularity: UITextGranularity, end: Bool) -> TextBoundaries.Kind {
        granularity == .word ? (end ? .wordEnd : .wordStart) : (end ? .sentenceEnd : .sentenceStart)
    }

    /// Whether the character at `local` is inside a unit: the nearest start or end at or before it
    /// is a start.
    private static func isInside(_ local: Int, _ boundaries: TextBoundaries, _ granularity: UITextGranularity) -> Bool {
        let start = kind(granularity, end: false)
        let end = kind(granularity, end: true)
        var index = local
        while index >= 0 {
            if boundaries.isBoundary(index, start) { return true }
            if boundaries.isBoundary(index, end) { return false }
            index -= 1
        }
        return false
    }

    /// The boundaries of the paragraph holding `offset`, and where that paragraph starts.
    private func paragraphBoundaries(at offset: Int) -> (TextBoundaries, Int) {
        let paragraph = paragraphContent(at: offset)
        return (TextBoundaries(string.substring(with: paragraph)), paragraph.location)
    }

    /// The next word or sentence end (forward) or start (backward), looking paragraph by paragraph.
    private func marked(from offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Int? {
        var position = offset
        let kind = Self.kind(granularity, end: forward)
        while forward ? position < length : position > 0 {
            let paragraph = paragraphContent(at: position)
            let boundaries = TextBoundaries(string.substring(with: paragraph))
            let local = position - paragraph.location
            if forward, let found = boundaries.boundary(after: local, kind) { return paragraph.location + found }
            if !forward, local > 0, let found = boundaries.boundary(before: local, kind) {
                return paragraph.location + found
            }
            guard forward ? NSMaxRange(paragraph) < length : paragraph.location > 0 else { break }
            position =
                forward
                ? nextParagraphStart(after: paragraph) : NSMaxRange(paragraphContent(at: paragraph.location - 1))
        }
        return forward ? length : 0
    }

    private func nextParagraphStart(after paragraph: NSRange) -> Int {
        NSMaxRange(string.paragraphRange(for: NSRange(location: paragraph.location, length: 0)))
    }

    private func boundaryInNextParagraph(_ offset: Int) -> Int {
        let next = nextParagraphStart(after: paragraphContent(at: offset))
        return next >= length ? length : NSMaxRange(paragraphContent(at: next))
    }

    private static func isSeparator(_ unit: unichar) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x85
    }
}
