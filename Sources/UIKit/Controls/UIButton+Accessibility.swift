/// A button reads as a button named by its title.
extension UIButton: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? {
        configuration?.title ?? currentTitle
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}
