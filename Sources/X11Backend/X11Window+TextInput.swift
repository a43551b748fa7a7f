import WindowSystem

/// The app's side of the window's input context (see `X11InputContext`).
extension X11Window {
    package func beginTextInput() {
        guard !isDestroyed else { return }
        textInput.setTextInputActive(true)
        backend.setNeedsFlush()
    }

    package func endTextInput() {
        guard !isDestroyed else { return }
        textInput.setTextInputActive(false)
        backend.setNeedsFlush()
    }

    package func resetTextInput() {
        guard !isDestroyed else { return }
        textInput.reset()
        backend.setNeedsFlush()
    }

    package func setTextInputRect(_ rect: PixelRect) {
        guard !isDestroyed else { return }
        textInput.setCaretRect(rect)
        backend.setNeedsFlush()
    }
}
