import WindowSystem

/// Input method text (`.textInput` events) goes to the key window's first responder when it takes
/// text (`UIKeyInput`), through the window's `WindowTextInput`.
extension UIApplication {
    func handleTextInput(_ event: TextInputEvent, in window: UIWindow?) {
        guard let window = keyWindow ?? window, let responder = window.firstResponder as? UIKeyInput else { return }
        window.textInput.apply(event, to: responder)
    }

    /// Tells each window's platform about its text-input responder and caret; run after every commit.
    func updateTextInput() {
        for window in windows { window.textInput.update(in: window) }
    }
}
