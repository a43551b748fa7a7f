import DBus

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
        return [("CharacterCount", .int32(Int32(text.unicodeScalars.count))), ("CaretOffset", .int32(-1))]
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
