import Glibc

/// A string with styled runs: what UIKit's attributed strings and attribute dictionaries become
/// before layout. A value, so it can key the layout cache.
package struct AttributedText: Hashable, Sendable {
    package var string: String
    /// Styled ranges in UTF-16 offsets (as `NSRange` counts), in order and not overlapping.
    /// Characters no run covers take the attributes of the nearest run before them.
    package var runs: [TextRun]

    package init(string: String, runs: [TextRun]) {
        self.string = string
        self.runs = runs
    }

    /// Text in one style throughout.
    package init(string: String, attributes: TextAttributes) {
        self.init(string: string, runs: [TextRun(range: 0..<string.utf16.count, attributes: attributes)])
    }

    /// Equal when the runs are and the UTF-8 bytes are: stricter than `String`'s canonical
    /// equivalence (such strings merely lay out separately) and cheap to hash.
    package static func == (lhs: AttributedText, rhs: AttributedText) -> Bool {
        sameBytes(lhs.string, rhs.string) && lhs.runs == rhs.runs
    }

    /// Whether two strings hold the same UTF-8 bytes: lengths first, then one `memcmp` when both
    /// are stored contiguously (the cache compares keys at every step of a dictionary probe).
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Hashes the bytes and each run's start and font size: the layout cache hashes on every draw
    /// and measure, and these tell almost all texts apart; `==` compares the rest.
    package func hash(into hasher: inout Hasher) {
        let hashedContiguously: Void? = string.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashedContiguously == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(runs.count)
        for run in runs {
            hasher.combine(run.range.lowerBound)
            hasher.combine(run.attributes.font.pointSize)
        }
    }

    /// The attributes in force at UTF-16 offset `offset`.
    package func attributes(at offset: Int) -> TextAttributes {
        guard let index = runIndex(at: offset) else { return Self.unstyled }
        return runs[index].attributes
    }

    /// The font in force at `offset`. Layout asks for one attribute of every paragraph, which read
    /// in place costs less than all of them copied.
    package func font(at offset: Int) -> FontDescription {
        guard let index = runIndex(at: offset) else { return Self.unstyled.font }
        return runs[index].attributes.font
    }

    /// The paragraph style in force at `offset`.
    package func paragraphStyle(at offset: Int) -> TextParagraphStyle {
        guard let index = runIndex(at: offset) else { return Self.unstyled.paragraph }
        return runs[index].attributes.paragraph
    }

    /// The last run starting at or before `offset`, else the first; nil without runs.
    /// (A loop over indices: `lastIndex(where:)` hands its predicate a copy of each run.)
    private func runIndex(at offset: Int) -> Int? {
        guard !runs.isEmpty else { return nil }
        var index = runs.count - 1
        while index > 0, runs[index].range.lowerBound > offset { index -= 1 }
        return index
    }

    private static let unstyled = TextAttributes(font: FontDescription(pointSize: 12))
}

/// One styled range of an `AttributedText`.
package struct TextRun: Hashable, Sendable {
    /// UTF-16 offsets into the string.
    package var range: Range<Int>
    package var attributes: TextAttributes

    package init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}

/// How a run of text looks. Colours left nil use the colour the layout is drawn with.
package struct TextAttributes: Hashable, Sendable {
    package var font: FontDescription
    package var foreground: TextColor?
    /// Fills the run's line box behind its glyphs.
    package var background: TextColor?
    /// Extra space after each character, in points.
    package var kern: CGFloat
    package var underline: TextDecoration?
    package var strikethrough: TextDecoration?
    /// Raises the glyphs above the baseline by this many points (negative lowers them).
    package var baselineOffset: CGFloat
    /// The paragraph's style is the one at the paragraph's first character.
    package var paragraph: TextParagraphStyle
    /// The shadow the text casts (UIKit's `NSShadow`); drawing gives the whole text the first
    /// run's shadow that has one.
    package var shadow: TextShadow?

    package init(
        font: FontDescription, foreground: TextColor? = nil, background: TextColor? = nil, kern: CGFloat = 0,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: CGFloat = 0,
        paragraph: TextParagraphStyle = TextParagraphStyle(), shadow: TextShadow? = nil
    ) {
        self.font = font
        self.foreground = foreground
        self.background = background
        self.kern = kern
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.paragraph = paragraph
        self.shadow = shadow
    }
}

/// A shadow under text: offset and blur in the context's base space, as `setShadow` takes them.
package struct TextShadow: Hashable, Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    /// Nil is the default shadow colour: black at a third opacity.
    package var color: TextColor?

    package init(offset: CGSize, blur: CGFloat, color: TextColor?) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

/// Straight (not premultiplied) RGBA, each 0...1; a hashable stand-in for `CGColor`.
package struct TextColor: Hashable, Sendable {
    package var red: CGFloat
    package var green: CGFloat
    package var blue: CGFloat
    package var alpha: CGFloat

    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package init(_ color: CGColor) {
        (red, green, blue, alpha) = color.rgba
    }
}

/// An underline or strikethrough line.
package struct TextDecoration: Hashable, Sendable {
    package enum Lines: Hashable, Sendable {
        case single
        case double
    }

    package var lines: Lines
    /// Draw under words only, skipping the spaces between them.
    package var byWord: Bool
    /// Nil: the text's colour.
    package var color: TextColor?

    package init(lines: Lines = .single, byWord: Bool = false, color: TextColor? = nil) {
        self.lines = lines
        self.byWord = byWord
        self.color = color
    }
}
