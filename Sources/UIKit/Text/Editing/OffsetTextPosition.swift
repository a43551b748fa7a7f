/// A position in the text of one of Casement's text views: a UTF-16 offset from the start.
final class OffsetTextPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override var description: String { "<OffsetTextPosition \(offset)>" }
}

/// A range in the text of one of Casement's text views, in UTF-16 offsets.
final class OffsetTextRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { OffsetTextPosition(range.location) }
    override var end: UITextPosition { OffsetTextPosition(NSMaxRange(range)) }
    override var description: String { "<OffsetTextRange \(range.location)..<\(NSMaxRange(range))>" }
}

/// One line's piece of a selection's highlight.
final class TextSelectionRectangle: UITextSelectionRect {
    private let storedRect: CGRect
    private let startsSelection: Bool
    private let endsSelection: Bool

    init(_ rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        startsSelection = containsStart
        endsSelection = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var writingDirection: NSWritingDirection { .leftToRight }
    override var containsStart: Bool { startsSelection }
    override var containsEnd: Bool { endsSelection }
}

extension UITextPosition {
    /// The offset of one of Casement's positions; nil for another input's.
    var textOffset: Int? { (self as? OffsetTextPosition)?.offset }
}

extension UITextRange {
    /// The range of one of Casement's ranges; nil for another input's.
    var textRange: NSRange? { (self as? OffsetTextRange)?.range }
}
