import QuartzCore
import WindowSystem

/// A window's link to the platform's input method: the responder it composes for, whether a
/// composition is under way, and the caret rectangle the platform was last told.
///
/// The platform follows the window's first responder: text input begins when a `UIKeyInput` becomes
/// first responder and ends when it resigns. `update(in:)` runs at the end of every commit, after
/// layout, so the caret rectangle it sends is where the caret is drawn, and it follows the caret
/// however it moved: the first responder changing, and a `UITextInput` client telling its
/// `inputDelegate` (this object, as iOS's text system is) that its text or selection changed, ask
/// for a commit.
@MainActor
final class WindowTextInput: UITextInputDelegate {
    private weak var client: UIResponder?
    private var isActive = false
    /// Whether the input method's preedit is in the client as marked text.
    private var isComposing = false
    private var caretRect: PixelRect?

    /// Brings the platform window in line with the first responder and its caret.
    func update(in window: UIWindow) {
        guard let platform = window.platformWindow else { return }
        let responder = window.firstResponder.flatMap { $0 is UIKeyInput ? $0 : nil }
        if responder !== client || (responder != nil) != isActive {
            if isActive { platform.endTextInput() }
            if let old = client as? UITextInput, old.inputDelegate === self { old.inputDelegate = nil }
            client = responder
            isActive = responder != nil
            isComposing = false
            caretRect = nil
            if isActive { platform.beginTextInput() }
            (responder as? UITextInput)?.inputDelegate = self
        }
        guard let input = responder as? UITextInput else { return }
        if isComposing, input.markedTextRange == nil {
            // The client unmarked its text itself (a click moved the caret): the preedit it kept is
            // its text now, and the input method drops its own.
            isComposing = false
            platform.resetTextInput()
        }
        if let rect = Self.caretRect(of: input, in: window), rect != caretRect {
            caretRect = rect
            platform.setTextInputRect(rect)
        }
    }

    /// Asks for the commit whose end updates the platform (`update(in:)`).
    func setNeedsUpdate() {
        CATransaction.scheduleCommit()
    }

    func selectionWillChange(_ textInput: (any UITextInput)?) {}

    func selectionDidChange(_ textInput: (any UITextInput)?) {
        setNeedsUpdate()
    }

    func textWillChange(_ textInput: (any UITextInput)?) {}

    func textDidChange(_ textInput: (any UITextInput)?) {
        setNeedsUpdate()
    }

    /// Applies an input method's change to `responder`: a preedit as marked text with the selection at
    /// the input method's caret, a commit as inserted text.
    ///
    /// A composition that ends without a commit removes the marked text, as iOS does when a
    /// composition is cancelled: `setMarkedText("", selectedRange: NSRange(location: 0, length: 0))`,
    /// then `unmarkText()` (which alone would keep the marked text as typed). A commit replaces any
    /// marked text the same way first, then goes to `insertText(_:)`. A responder that is only a
    /// `UIKeyInput` gets commits and no preedit.
    func apply(_ event: TextInputEvent, to responder: UIKeyInput) {
        defer { setNeedsUpdate() }
        let input = responder as? UITextInput
        switch event {
        case .preeditChanged(let text, let caret):
            guard let input, !text.isEmpty || input.markedTextRange != nil else { return }
            input.setMarkedText(text, selectedRange: NSRange(location: caret, length: 0))
            isComposing = true
        case .preeditEnded:
            if let input { removeMarkedText(of: input) }
        case .commit(let text):
            if let input { removeMarkedText(of: input) }
            responder.insertText(text)
        }
    }

    private func removeMarkedText(of input: UITextInput) {
        isComposing = false
        guard let marked = input.markedTextRange else { return }
        // The input method may have emptied the preedit already.
        if !marked.isEmpty { input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
        input.unmarkText()
    }

    /// The caret at the end of the selection, in window pixels.
    private static func caretRect(of input: UITextInput, in window: UIWindow) -> PixelRect? {
        guard let end = input.selectedTextRange?.end else { return nil }
        let rect = input.caretRect(for: end)
        guard !rect.isNull, !rect.isInfinite else { return nil }
        let inWindow = window.convert(rect, from: input.textInputView)
        return window.screen.pixels(inWindow)
    }
}
