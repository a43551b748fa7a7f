extension UISegmentedControl {
    /// Selects `index` as the user does: the thumb slides there, the segment's action is performed
    /// and `.valueChanged` is sent — unless the segment is disabled, or already selected in a
    /// control that is not momentary. A momentary control keeps the selection only while it tells
    /// its targets, then lets the thumb fade. A tap does this, and so can a key press on a focused
    /// control.
    func selectSegment(at index: Int, with event: UIEvent? = nil) {
        guard segments.indices.contains(index), segments[index].isEnabled,
            isMomentary || index != selectedSegmentIndex
        else {
            show(animated: true)
            return
        }
        selectedSegmentIndex = index
        show(animated: true)
        if let action = segments[index].action { sendAction(action) }
        sendValueChanged(with: event)
        guard isMomentary else { return }
        selectedSegmentIndex = Self.noSegment
        show(animated: true)
    }
}
