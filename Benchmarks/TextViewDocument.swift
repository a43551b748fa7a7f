import UIKit

/// The document the text view benchmarks edit: 10 000 lines of 40 to 90 characters (the tables'
/// phrases, numbered, some followed by a second), each its own paragraph, in the system font of 17
/// points: one line each across an 800-point view. The caret goes at the end of the middle line, so
/// what is typed shows where nothing was.
@MainActor
enum TextViewDocument {
    static let lineCount = 10_000
    static let font = UIFont.systemFont(ofSize: 17)
    /// The line typed into: the middle one, of typical length.
    static let editedLine = lineCount / 2

    /// Line `index`'s text, without its line break.
    static func line(_ index: Int) -> String {
        let phrases = TableRows.phrases
        let first = TableRows.text(index)
        guard !index.isMultiple(of: 3) else { return first }
        return first + ", then " + phrases[(index + 2) % phrases.count].lowercased()
    }

    /// The whole document: the lines joined by line breaks.
    static let text = (0..<lineCount).map { line($0) }.joined(separator: "\n")

    /// Lines from the first on, as many as make at least `bytes` bytes of UTF-8.
    static func text(bytes: Int) -> String {
        var text = ""
        var index = 0
        while text.utf8.count < bytes {
            text += line(index) + "\n"
            index += 1
        }
        return text
    }

    /// Where the caret goes: the end of `editedLine`, as a UTF-16 offset.
    static let caretOffset: Int = (0...editedLine).reduce(0) { $0 + line($1).utf16.count + 1 } - 1

    /// A text view filling `window` with the document, editing, the caret at `caretOffset` on screen.
    static func makeTextView(in window: UIWindow) -> UITextView {
        let textView = UITextView(frame: window.bounds)
        textView.font = font
        window.addSubview(textView)
        textView.becomeFirstResponder()
        reset(textView)
        return textView
    }

    /// Puts the whole document back, the caret at `caretOffset` on screen.
    static func reset(_ textView: UITextView) {
        textView.text = text
        textView.selectedRange = NSRange(location: caretOffset, length: 0)
    }
}
