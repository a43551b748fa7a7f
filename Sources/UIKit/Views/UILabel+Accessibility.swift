/// A label reads as static text: its text.
extension UILabel: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { text }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
}
