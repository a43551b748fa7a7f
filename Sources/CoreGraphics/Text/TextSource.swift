/// A string's UTF-8 bytes (what Pango reads), the map between UTF-16 offsets (what `NSRange` counts)
/// and byte offsets, and its paragraphs.
struct TextSource {
    /// One paragraph: its text without the separator that ends it; or a piece of one
    /// (`piece(of:from:limit:)`).
    struct Paragraph: Equatable {
        var utf16: Range<Int>
        var utf8: Range<Int>
    }

    let utf8: [UInt8]
    let paragraphs: [Paragraph]
    /// `byteOffsets[i]` is the byte offset of UTF-16 offset `i`, for `0...utf16Count`; an offset
    /// inside a surrogate pair maps to the start of its character, so no range splits one. Nil for
    /// ASCII text, where the two offsets are the same.
    private let byteOffsets: [Int]?

    var utf16Count: Int { byteOffsets.map { $0.count - 1 } ?? utf8.count }

    /// Splits at the separators Pango and TextKit agree on: LF, CR, CR LF and U+2029.
    init(_ string: String) {
        utf8 = Array(string.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) {
            paragraphs = Self.asciiParagraphs(of: utf8)
            byteOffsets = nil
            return
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var paragraphs: [Paragraph] = []
        var start = (utf16: 0, utf8: 0)
        var position = (utf16: 0, utf8: 0)
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            let width16 = scalar.utf16.count
            offsets.append(contentsOf: repeatElement(position.utf8, count: width16))
            let next = (utf16: position.utf16 + width16, utf8: position.utf8 + scalar.utf8.count)
            switch scalar {
            case "\n" where previous == "\r":
                start = next
            case "\n", "\r", "\u{2029}":
                paragraphs.append(Paragraph(utf16: start.utf16..<position.utf16, utf8: start.utf8..<position.utf8))
                start = next
            default:
                break
            }
            previous = scalar
            position = next
        }
        offsets.append(position.utf8)
        paragraphs.append(Paragraph(utf16: start.utf16..<position.utf16, utf8: start.utf8..<position.utf8))
        self.paragraphs = paragraphs
        byteOffsets = offsets
    }

    /// The paragraphs of ASCII text, where every byte is one UTF-16 unit: most labels' and buttons'
    /// text, which then costs one pass over its bytes.
    private static func asciiParagraphs(of bytes: [UInt8]) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            paragraphs.append(Paragraph(utf16: start..<index, utf8: start..<index))
            let crlf = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            index += crlf ? 2 : 1
            start = index
        }
        paragraphs.append(Paragraph(utf16: start..<bytes.count, utf8: start..<bytes.count))
        return paragraphs
    }

    /// The byte offset of a UTF-16 offset, clamped to the string.
    func byteOffset(utf16 offset: Int) -> Int {
        let offset = max(0, min(utf16Count, offset))
        return byteOffsets?[offset] ?? offset
    }

    /// The UTF-16 offset of the character that starts at byte offset `byte`, or of the first one
    /// after it; the string's UTF-16 length past its end.
    func utf16Offset(byte: Int) -> Int {
        guard let byteOffsets else { return max(0, min(utf8.count, byte)) }
        var low = 0
        var high = utf16Count
        while low < high {
            let middle = (low + high) / 2
            if byteOffsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The piece of `paragraph` that starts at byte offset `start` (inside it, at a character
    /// boundary) and holds at most `limit` bytes: the rest of the paragraph when that fits; else
    /// ending after the last space in the second half of the limit, or failing that at the last
    /// grapheme boundary within it (a single grapheme longer than the limit is cut after a scalar).
    func piece(of paragraph: Paragraph, from start: Int, limit: Int) -> Paragraph {
        let end: Int
        if paragraph.utf8.upperBound - start <= limit {
            end = paragraph.utf8.upperBound
        } else {
            end = breakOpportunity(after: start, before: start + max(1, limit))
        }
        return Paragraph(utf16: utf16Offset(byte: start)..<utf16Offset(byte: end), utf8: start..<end)
    }

    /// Where a piece that starts at `start` best ends at or before `limit` (both byte offsets at
    /// character boundaries, `start < limit`): see `piece(of:from:limit:)`.
    private func breakOpportunity(after start: Int, before limit: Int) -> Int {
        let halfway = start + (limit - start) / 2
        if let space = utf8[halfway..<limit].lastIndex(where: { $0 == 0x20 || $0 == 0x09 }) {
            return space + 1
        }
        var scalarEnd = limit
        while scalarEnd > start, utf8[scalarEnd] & 0xC0 == 0x80 { scalarEnd -= 1 }
        if scalarEnd == start {
            scalarEnd = start + 1
            while scalarEnd < utf8.count, utf8[scalarEnd] & 0xC0 == 0x80 { scalarEnd += 1 }
            return scalarEnd
        }
        // The last grapheme of the bytes up to the limit may go on past it, so it is left out.
        let head = String(decoding: utf8[start..<scalarEnd], as: UTF8.self)
        let lastLength = head.last.map { String($0).utf8.count } ?? 0
        return head.count > 1 ? scalarEnd - lastLength : scalarEnd
    }
}
