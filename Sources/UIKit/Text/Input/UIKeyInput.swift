/// A responder that takes text from the keyboard: characters are inserted where it says and
/// Backspace deletes. Its traits (`UITextInputTraits`) say what kind of text it wants.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` as typed (at the caret).
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
}
