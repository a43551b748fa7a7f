extension NSAttributedString {
    /// A copy with `defaults` beneath the string's own attributes: each key a run sets keeps the
    /// run's value, the others take the default (how labels and text fields style attributed text).
    func withDefaultAttributes(_ defaults: [NSAttributedString.Key: Any]) -> NSMutableAttributedString {
        let result = NSMutableAttributedString(string: string, attributes: defaults)
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            result.addAttributes(attributes, range: range)
        }
        return result
    }
}
