/// A switch reads as a button whose value is "1" when on and "0" when off, as on iOS.
extension UISwitch: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}
