/// A stepper is one adjustable element whose value is its number; VoiceOver's steps step it.
extension UIStepper: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    func adjustAccessibilityValue(by steps: Int) {
        for _ in 0..<abs(steps) { step(up: steps > 0) }
    }
}
