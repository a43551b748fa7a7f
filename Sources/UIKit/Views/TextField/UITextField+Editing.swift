/// Editing: beginning and ending it, the keys the field keeps, Return and the clear button.
extension UITextField {
    /// Whether a field being edited keeps `key` to itself: an editing key, Return, or one that types.
    static func isEditingKey(_ key: UIKey?) -> Bool {
        guard let key else { return false }
        return key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter || TextEditor.takes(key)
    }

    /// Does what `key` does while editing; returns false for keys the field does not handle.
    func handleEditingKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            editor.unmarkText()
            returnPressed()
            return true
        default:
            return editor.handle(key)
        }
    }

    /// The clear button: with the delegate's leave (`textFieldShouldClear`), empties the field as
    /// an edit of the user's (not offered to `shouldChangeCharactersIn`, as on iOS).
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        asksBeforeChanging = false
        editor.replace(NSRange(location: 0, length: storedText.length), with: "", as: .delete)
        asksBeforeChanging = true
    }

    /// Return: unless the delegate's `textFieldShouldReturn` says no, sends `.editingDidEndOnExit`
    /// and, when something listens for that event, ends editing.
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listened = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listened { resignFirstResponder() }
    }

    /// Editing began: the caret goes to the end and blinks, then the delegate, the targets and
    /// observers hear of it.
    func beginEditing() {
        isEditingStorage = true
        if clearsOnBeginEditing, hasText {
            replaceCharacters(in: NSRange(location: 0, length: storedText.length), with: "")
            textDidChange(caretAtEnd: true)
        }
        editor.textWasReset()
        clearsOnNextInsertion = (clearsOnInsertion || isSecureTextEntry) && hasText
        caretView.isHidden = false
        restartCaretBlink()
        setNeedsLayout()
        setNeedsDisplay()
        reloadInputViews()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended: composing is committed, the caret and selection go away and the text scrolls
    /// back to its start, then the delegate, the targets and observers hear of it.
    func finishEditing() {
        editor.unmarkText()
        isEditingStorage = false
        CaretBlink.stop(on: caretView)
        caretView.isHidden = true
        scrollOffset = 0
        editor.select(NSRange(location: storedText.length, length: 0))
        InputPanel.hide(for: self)
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
}
