/// A text field's value is its text (dots while secure), or its placeholder while empty.
extension UITextField: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return placeholder }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
}
