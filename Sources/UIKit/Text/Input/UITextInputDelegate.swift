/// The text input system, told by a text input when its text or selection changes other than by
/// the system's own calls (an app setting text, the mouse moving the caret), so that an input
/// method can drop or restart what it is composing.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}
