import DBus
import Foundation

/// `org.a11y.atspi.Text`, read only: the text of labels, text fields and text views, so a screen
/// reader can read it by character and word. Offsets count characters (Unicode scalars), as AT-SPI's do.
extension ATSPIBridge {
    /// The text `node` shows, or nil when it shows none of its own (a secure field's is dots).
    func text(of node: UIResponder) -> String? {
        switch node {
        case let label as UILabel: return label.text ?? ""
        case let field as UITextField:
            let text = field.text ?? ""
            return field.isSecureTextEntry ? String(repeating: "•", count: text.unicodeScalars.count) : text
        case let textView as UITextView: return textView.text ?? ""
        default: return nil
        }
    }

    func textProperties(of node: UIResponder) -> [(String, DBusValue)] {
        guard let text = text(of: node) else { return [] }
        return [
            ("CharacterCount", .int32(Int32(text.unicodeScalars.count))),
            ("CaretOffset", .int32(Int32(caretOffset(of: node)))),
        ]
    }

    func answerText(_ node: UIResponder, member: String, arguments: [DBusValue]) throws(ATSPIRequestError)
        -> [DBusValue]
    {
        let scalars = Array((text(of: node) ?? "").unicodeScalars)
        switch member {
        case "GetText":
            guard arguments.count == 2, let start = arguments[0].intValue, let end = arguments[1].intValue else {
                throw .invalidArguments("(ii)")
            }
            let upper = end < 0 ? scalars.count : min(end, scalars.count)
            let lower = min(max(0, start), upper)
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[lower..<upper])
            return [.string(String(result))]
        case "GetStringAtOffset", "GetTextAtOffset":
            guard arguments.count == 2, let offset = arguments[0].intValue, let kind = arguments[1].intValue,
                let granularity = member == "GetStringAtOffset"
                    ? TextGranularity(rawValue: kind) : TextGranularity(boundaryType: kind)
            else { throw .invalidArguments("(iu)") }
            let (piece, start, end) = Self.piece(
                of: String(String.UnicodeScalarView(scalars)), at: offset, by: granularity)
            return [.string(piece), .int32(Int32(start)), .int32(Int32(end))]
        case "GetNSelections":
            return [.int32(selection(of: node) == nil ? 0 : 1)]
        case "GetSelection":
            let range = arguments.first?.intValue == 0 ? selection(of: node) : nil
            return [.int32(Int32(range?.lowerBound ?? 0)), .int32(Int32(range?.upperBound ?? 0))]
        case "GetCharacterAtOffset":
            guard let offset = arguments.first?.intValue else { throw .invalidArguments("(i)") }
            return [.int32(scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0)]
        default:
            throw .unknownMethod("org.a11y.atspi.Text", member)
        }
    }
}

/// Text edits and caret moves in text fields and views, as `object:text-changed:insert`/`delete` and
/// `object:text-caret-moved`, in AT-SPI's character offsets.
extension ATSPIBridge {
    /// One edit of a text, noted before it is made (what it removes is gone afterwards) and reported after.
    struct TextEdit {
        private let start: Int
        private let removed: String
        private let inserted: String

        /// Notes the replacement of `range` (UTF-16) of `text` by `string`; nil, without reading the
        /// text, when no bridge runs.
        @MainActor
        init?(replacing range: NSRange, in text: @autoclosure () -> NSString, with string: String) {
            guard ATSPIBridge.shared != nil else { return nil }
            let text = text()
            guard NSMaxRange(range) <= text.length else { return nil }
            start = text.substring(to: range.location).unicodeScalars.count
            removed = text.substring(with: range)
            inserted = string
        }

        /// Tells clients that `node`'s text changed so (a secure field's characters as dots).
        @MainActor
        func report(from node: UIResponder) {
            guard let bridge = ATSPIBridge.shared else { return }
            let secure = (node as? UITextField)?.isSecureTextEntry ?? false
            for (kind, text) in [("delete", removed), ("insert", inserted)] where !text.isEmpty {
                let count = text.unicodeScalars.count
                let shown = secure ? String(repeating: "•", count: count) : text
                bridge.emit(
                    "TextChanged", from: node, detail: kind, Int32(start), Int32(count), value: .string(shown))
            }
        }
    }

    /// The caret or selection of a text field or view moved.
    static func caretDidMove(in node: UIResponder) {
        guard let bridge = shared else { return }
        bridge.emit("TextCaretMoved", from: node, detail: "", Int32(bridge.caretOffset(of: node)))
    }

    /// Where the caret of a text field or view is, in characters; 0 for text that has no caret.
    func caretOffset(of node: UIResponder) -> Int {
        selectedCharacters(of: node)?.upperBound ?? 0
    }

    /// The selected characters of a text field or view, when it has a selection that is not just a caret.
    func selection(of node: UIResponder) -> Range<Int>? {
        guard let range = selectedCharacters(of: node), !range.isEmpty else { return nil }
        return range
    }

    /// A text field's or view's selected range (a caret is an empty one) in characters, or nil.
    private func selectedCharacters(of node: UIResponder) -> Range<Int>? {
        let text: String
        switch node {
        case let field as UITextField: text = field.text ?? ""
        case let textView as UITextView: text = textView.text ?? ""
        default: return nil
        }
        guard let input = node as? UITextInput, let range = input.selectedTextRange else { return nil }
        let characters = { (position: UITextPosition) in
            let offset = input.offset(from: input.beginningOfDocument, to: position)
            return String(decoding: text.utf16.prefix(max(0, offset)), as: UTF16.self).unicodeScalars.count
        }
        let start = characters(range.start)
        return start..<max(start, characters(range.end))
    }
}

/// Text by character, word, sentence or line around an offset (`GetStringAtOffset`, and the older
/// `GetTextAtOffset` with its boundary types), as screen readers read while the caret moves.
extension ATSPIBridge {
    /// AT-SPI's text granularities.
    enum TextGranularity: Int {
        case character = 0, word, sentence, line, paragraph

        /// The granularity an older boundary type (`AtspiTextBoundaryType`) stands for.
        init?(boundaryType: Int) {
            switch boundaryType {
            case 0: self = .character
            case 1, 2: self = .word
            case 3, 4: self = .sentence
            case 5, 6: self = .line
            default: return nil
            }
        }
    }

    /// The piece of `text` of `granularity` holding the character at `offset`, with its start and end
    /// in characters. A word runs from its first letter or digit to the next word's; a sentence from
    /// its first character to the next one's, after ".", "!" or "?" and a space; a line or paragraph to
    /// the next line break (wrapping is not seen).
    nonisolated static func piece(of text: String, at offset: Int, by granularity: TextGranularity) -> (
        String, Int, Int
    ) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, (0...scalars.count).contains(offset) else { return ("", 0, 0) }
        let isStart: (Int) -> Bool =
            switch granularity {
            case .character: { _ in true }
            case .word:
                { index in
                    isWordCharacter(scalars[index]) && (index == 0 || !isWordCharacter(scalars[index - 1]))
                }
            case .sentence:
                { index in
                    guard !scalars[index].properties.isWhitespace else { return false }
                    var before = index - 1
                    while before >= 0, scalars[before].properties.isWhitespace { before -= 1 }
                    return before >= 0 && before < index - 1 && ".!?".unicodeScalars.contains(scalars[before])
                }
            case .line, .paragraph: { index in index > 0 && scalars[index - 1] == "\n" }
            }
        let target = min(offset, scalars.count - 1)
        var start = target
        while start > 0, !isStart(start) { start -= 1 }
        var end = target + 1
        while end < scalars.count, !isStart(end) { end += 1 }
        return (String(String.UnicodeScalarView(scalars[start..<end])), start, end)
    }

    private nonisolated static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'"
    }
}
