/// A string's UTF-8 bytes (what Pango reads), the map from UTF-16 offsets (what `NSRange` counts)
/// to byte offsets, and its paragraphs.
struct TextSource {
    /// One paragraph: its text without the separator that ends it.
    struct Paragraph {
        var utf16: Range<Int>
        var utf8: Range<Int>
    }

    let utf8: [UInt8]
    let paragraphs: [Paragraph]
    /// `byteOffsets[i]` is the byte offset of UTF-16 offset `i`, for `0...utf16Count`; an offset
    /// inside a surrogate pair maps to the start of its character, so no range splits one.
    private let byteOffsets: [Int]

    var utf16Count: Int { byteOffsets.count - 1 }

    /// Splits at the separators Pango and TextKit agree on: LF, CR, CR LF and U+2029.
    init(_ string: String) {
        utf8 = Array(string.utf8)
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

    /// The byte offset of a UTF-16 offset, clamped to the string.
    func byteOffset(utf16 offset: Int) -> Int {
        byteOffsets[max(0, min(utf16Count, offset))]
    }
}
