/// A text view's text, kept as paragraphs so that an edit touches only the paragraphs it falls in:
/// their text (and styles, for attributed text) is rebuilt, the rest only shift. The whole text is
/// also kept as one `NSMutableString`, which the editor and the tokenizer read by UTF-16 offset.
final class TextViewStorage {
    /// One paragraph: its text without the separator that ends it, its own styles when the text
    /// is attributed, and an identity that lasts until the paragraph is edited, so that its layout
    /// and view can be kept.
    struct Paragraph {
        let id: Int
        var text: String
        var runs: AttributedRuns?
        var length: Int
        /// The separator's UTF-16 length: 1 or 2 (CR LF), 0 for the last paragraph.
        var separatorLength: Int
    }

    private(set) var string = NSMutableString(string: "")
    private(set) var paragraphs: [Paragraph] = []
    /// `starts[i]` is where paragraph `i` starts, as a UTF-16 offset.
    private(set) var starts: [Int] = []
    /// Whether the text carries its own styles (set as attributed text).
    private(set) var isStyled = false
    private var nextID = 0

    init() {
        setText(plain: "")
    }

    var length: Int { string.length }

    /// Replaces everything with `text` in the view's style.
    func setText(plain text: String) {
        string = NSMutableString(string: text)
        isStyled = false
        paragraphs = split(text, runs: nil)
        countStarts()
    }

    /// Replaces everything with `text` and its styles.
    func setText(attributed text: NSAttributedString) {
        string = NSMutableString(string: text.string)
        isStyled = true
        paragraphs = split(text.string, runs: AttributedRuns(text))
        countStarts()
    }

    /// The text with its styles; the view's style (`defaults`) where it has none.
    func attributedString(defaults: [NSAttributedString.Key: Any]) -> NSAttributedString {
        guard isStyled else { return NSAttributedString(string: string as String, attributes: defaults) }
        var all = AttributedRuns(string: "", attributes: [:])
        for index in paragraphs.indices { all.append(runs(of: index, withSeparator: true)) }
        return all.attributedString
    }

    /// The paragraph holding `offset`: the one it falls in, or ends (before its separator).
    func paragraphIndex(at offset: Int) -> Int {
        starts.lastIndex(atOrBelow: offset)
    }

    /// Replaces the characters in `range` with `replacement`, which takes the styles of the text it
    /// replaces (or that before it). Returns the paragraphs replaced (old indices) and how many
    /// took their place.
    @discardableResult
    func replaceCharacters(in range: NSRange, with replacement: String) -> (replaced: Range<Int>, count: Int) {
        let first = paragraphIndex(at: range.location)
        let last = paragraphIndex(at: NSMaxRange(range))
        let chunkStart = starts[first]
        var text = ""
        var runs: AttributedRuns? = isStyled ? AttributedRuns(string: "", attributes: [:]) : nil
        for index in first...last {
            text += paragraphs[index].text + separator(of: index)
            runs?.append(self.runs(of: index, withSeparator: true))
        }
        let local = NSRange(location: range.location - chunkStart, length: range.length)
        text = (text as NSString).replacingCharacters(in: local, with: replacement)
        runs?.replaceCharacters(in: local, with: replacement)
        string.replaceCharacters(in: range, with: replacement)
        let rebuilt = split(text, runs: runs, isLast: last == paragraphs.count - 1)
        paragraphs.replaceSubrange(first...last, with: rebuilt)
        starts.replaceSubrange(first...last, with: Self.starts(of: rebuilt, from: chunkStart))
        // The paragraphs after the edit are untouched: they only move by the change in length.
        let change = replacement.utf16.count - range.length
        if change != 0 {
            for index in (first + rebuilt.count)..<starts.count { starts[index] += change }
        }
        return (first..<(last + 1), rebuilt.count)
    }

    /// Sets `attributes` over `range` (the text becomes attributed if it was not); the paragraphs
    /// touched get new identities, so their layouts are made again. Returns their indices.
    @discardableResult
    func addAttributes(_ attributes: [NSAttributedString.Key: Any], range: NSRange) -> ClosedRange<Int> {
        if !isStyled {
            isStyled = true
            for index in paragraphs.indices {
                paragraphs[index].runs = AttributedRuns(string: paragraphs[index].text, attributes: [:])
            }
        }
        let first = paragraphIndex(at: range.location)
        let last = paragraphIndex(at: NSMaxRange(range))
        for index in first...last {
            let local = NSRange(location: range.location - starts[index], length: range.length)
            nextID += 1
            let old = paragraphs[index]
            var runs = old.runs ?? AttributedRuns(string: old.text, attributes: [:])
            runs.addAttributes(attributes, range: local)
            paragraphs[index] = Paragraph(
                id: nextID, text: old.text, runs: runs, length: old.length, separatorLength: old.separatorLength)
        }
        return first...last
    }

    /// The attributes of the character before `offset` (or at it, at the start); empty for plain text.
    func attributes(before offset: Int) -> [NSAttributedString.Key: Any] {
        guard isStyled, length > 0 else { return [:] }
        let index = paragraphIndex(at: max(0, offset - 1))
        let local = max(0, offset - 1 - starts[index])
        var start = 0
        for run in paragraphs[index].runs?.runs ?? [] {
            if local < start + run.length { return run.attributes }
            start += run.length
        }
        return paragraphs[index].runs?.runs.last?.attributes ?? [:]
    }

    /// The separator ending paragraph `index`, as it stands in the text.
    private func separator(of index: Int) -> String {
        let paragraph = paragraphs[index]
        guard paragraph.separatorLength > 0 else { return "" }
        return string.substring(
            with: NSRange(location: starts[index] + paragraph.length, length: paragraph.separatorLength))
    }

    /// Paragraph `index`'s styles, with its separator's when asked.
    private func runs(of index: Int, withSeparator: Bool) -> AttributedRuns {
        let paragraph = paragraphs[index]
        var runs = paragraph.runs ?? AttributedRuns(string: paragraph.text, attributes: [:])
        if withSeparator, paragraph.separatorLength > 0 {
            let attributes = runs.runs.last?.attributes ?? [:]
            runs.append(AttributedRuns(string: separator(of: index), attributes: attributes))
        }
        return runs
    }

    /// `text` cut into paragraphs at LF, CR, CR LF and U+2029, each with its slice of `runs`.
    /// `isLast`: the text runs to the end, so its last paragraph has no separator (an empty one
    /// follows a final separator).
    private func split(_ text: String, runs: AttributedRuns?, isLast: Bool = true) -> [Paragraph] {
        // The separators are single UTF-16 units of scalars of their own, so the text is cut at
        // string indices found by walking its UTF-16 view once, and each paragraph copied out whole.
        let units = text.utf16
        var result: [Paragraph] = []
        var start = units.startIndex
        var startOffset = 0
        var index = units.startIndex
        var offset = 0
        while index != units.endIndex {
            let unit = units[index]
            let next = units.index(after: index)
            guard unit == 0x0A || unit == 0x0D || unit == 0x2029 else {
                index = next
                offset += 1
                continue
            }
            let pair = unit == 0x0D && next != units.endIndex && units[next] == 0x0A
            let range = NSRange(location: startOffset, length: offset - startOffset)
            result.append(paragraph(text[start..<index], range, pair ? 2 : 1, runs))
            index = pair ? units.index(after: next) : next
            offset += pair ? 2 : 1
            start = index
            startOffset = offset
        }
        if start != units.endIndex || isLast {
            let range = NSRange(location: startOffset, length: offset - startOffset)
            result.append(paragraph(text[start...], range, 0, runs))
        }
        return result
    }

    /// A new paragraph of `text`, at `range` of the text split.
    private func paragraph(_ text: Substring, _ range: NSRange, _ separatorLength: Int, _ runs: AttributedRuns?)
        -> Paragraph
    {
        nextID += 1
        return Paragraph(
            id: nextID, text: String(text), runs: runs?.slice(range), length: range.length,
            separatorLength: separatorLength)
    }

    private func countStarts() {
        starts = Self.starts(of: paragraphs, from: 0)
    }

    /// Where each of `paragraphs` starts when the first starts at `offset`.
    private static func starts(of paragraphs: [Paragraph], from offset: Int) -> [Int] {
        var offset = offset
        return paragraphs.map { paragraph in
            defer { offset += paragraph.length + paragraph.separatorLength }
            return offset
        }
    }
}
