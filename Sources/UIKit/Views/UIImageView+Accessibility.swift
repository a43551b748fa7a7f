/// An image view is an image, but not an element until the app makes it one (as on iOS).
extension UIImageView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
}
