/// How a date picker shows itself: `UIDatePicker.preferredDatePickerStyle` asks for one and
/// `datePickerStyle` says which one it resolved to.
public enum UIDatePickerStyle: Int, Sendable {
    /// The platform's choice: compact, and wheels for a countdown timer, as on iPhone.
    case automatic = 0
    /// Spinning wheels, one per part of the date.
    case wheels = 1
    /// A button-like label showing the value, which opens the inline calendar when clicked.
    case compact = 2
    /// A month calendar with the time beneath it (wheels for a countdown timer).
    case inline = 3
}
