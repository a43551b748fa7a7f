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
        let text: String
        switch node {
        case let field as UITextField: text = field.text ?? ""
        case let textView as UITextView: text = textView.text ?? ""
        default: return 0
        }
        guard let input = node as? UITextInput, let range = input.selectedTextRange else { return 0 }
        let offset = input.offset(from: input.beginningOfDocument, to: range.end)
        return String(decoding: text.utf16.prefix(max(0, offset)), as: UTF16.self).unicodeScalars.count
    }
}
