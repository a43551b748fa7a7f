extension UITextField {
    /// The frame a text field draws around its text.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A rectangle with a darker top and left edge, looking sunk.
        case bezel = 2
        /// A white box with 5-point rounded corners and a thin grey border.
        case roundedRect = 3
    }

    /// When an overlay such as the clear button shows.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field gave up first-responder status.
        case committed = 0
    }

    /// Posted with the field as object when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as object after each change the user makes to the text.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// Posted with the field as object when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
}
