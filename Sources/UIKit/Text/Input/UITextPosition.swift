/// A place in a text input's text, between two characters. Each text input makes its own
/// subclass; only that input can read one. Casement's text views use `OffsetTextPosition`.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}

/// A run of a text input's text from one position to another.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() {
        super.init()
    }

    /// Whether the range holds no characters. Subclasses override it with `start` and `end`.
    open var isEmpty: Bool { true }
    /// The first position of the range.
    open var start: UITextPosition { UITextPosition() }
    /// The position after the last character of the range.
    open var end: UITextPosition { UITextPosition() }
}

/// One rectangle of a selection's highlight, as `UITextInput.selectionRects(for:)` gives them: one
/// per line the selection covers.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() {
        super.init()
    }

    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the selection's start (its first line).
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the selection's end (its last line).
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
}
