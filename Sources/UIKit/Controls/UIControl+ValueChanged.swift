extension UIControl {
    /// Tells the targets the user changed the control's value: `.valueChanged`, with
    /// `.primaryActionTriggered`, where a value control's primary action (`init(frame:primaryAction:)`)
    /// is performed. Changes made in code send nothing.
    func sendValueChanged(with event: UIEvent?) {
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }
}
