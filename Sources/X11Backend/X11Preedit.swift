/// The text an on-the-spot input method is composing, kept as its draw and caret callbacks change it.
///
/// XIM counts in characters (Unicode scalars in a UTF-8 locale): a draw replaces `changeLength`
/// characters from `changeFirst` with new ones, and the caret is a character index. The app gets the
/// text and the caret as a UTF-16 offset, which is what `NSRange` counts in.
struct X11Preedit: Equatable {
    private(set) var characters: [Unicode.Scalar] = []
    /// The caret as a character index, 0 through `characters.count`.
    private(set) var caret = 0

    var text: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: characters)
        return text
    }

    /// The caret as a UTF-16 offset in `text`.
    var utf16Caret: Int {
        characters.prefix(caret).reduce(0) { $0 + $1.utf16.count }
    }

    /// Applies a draw callback: `inserted` replaces the changed range (nil when the draw only deletes, or
    /// only changes how the text looks). Out-of-range values from the server are clamped.
    mutating func draw(changeFirst: Int, changeLength: Int, inserted: [Unicode.Scalar]?, caret: Int) {
        let first = min(max(changeFirst, 0), characters.count)
        let end = min(first + max(changeLength, 0), characters.count)
        characters.replaceSubrange(first..<end, with: inserted ?? [])
        moveCaret(to: caret)
    }

    mutating func moveCaret(to caret: Int) {
        self.caret = min(max(caret, 0), characters.count)
    }

    mutating func clear() {
        characters = []
        caret = 0
    }
}
