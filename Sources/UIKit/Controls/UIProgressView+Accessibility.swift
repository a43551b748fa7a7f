/// A progress view reads its progress as a percentage and changes often.
extension UIProgressView: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}
