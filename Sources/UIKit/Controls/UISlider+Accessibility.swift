/// A slider is adjustable: its value reads as a percentage of its range, and VoiceOver's steps
/// move it a tenth of the range.
extension UISlider: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    func adjustAccessibilityValue(by steps: Int) {
        let old = value
        setValue(value + Float(steps) * (maximumValue - minimumValue) / 10, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }
}
