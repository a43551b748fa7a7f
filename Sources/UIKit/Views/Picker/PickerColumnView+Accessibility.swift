/// Each component of a picker is one adjustable element, as on iOS: its value is the centred row's
/// title, and VoiceOver's steps turn it a row at a time, as the user's scrolls do.
extension PickerColumnView: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        guard let view = visibleView(forRow: centredRow) else { return nil }
        return (view as? UILabel)?.text ?? view.accessibilityLabel
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    func adjustAccessibilityValue(by steps: Int) {
        guard rowCount > 0 else { return }
        let row = min(max(centredRow + steps, 0), rowCount - 1)
        if row != centredRow { userScroll(toRow: row) }
    }
}
