/// Editing: beginning and ending it, the user's changes, keys and the caret.
extension UITextField {
    /// The keys a field being edited handles itself rather than passing up the responder chain.
    private static let editingKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardReturnOrEnter, .keypadEnter,
        .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardHome, .keyboardEnd,
    ]

    /// Whether a field being edited keeps `key` to itself: an editing key or one that types text.
    static func isEditingKey(_ key: UIKey?) -> Bool {
        guard let key else { return false }
        return editingKeys.contains(key.keyCode) || typedText(of: key) != nil
    }

    /// The text `key` types: its characters, unless it is held with Control or Command or types
    /// a control character or one of iOS's special-key strings.
    static func typedText(of key: UIKey) -> String? {
        guard !key.characters.isEmpty, key.modifierFlags.isDisjoint(with: [.control, .command]),
            !key.characters.hasPrefix("UIKeyInput"),
            !key.characters.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        return key.characters
    }

    /// Does what `key` does while editing; returns false for keys the field does not handle.
    func handleEditingKey(_ key: UIKey) -> Bool {
        let text = (self.text ?? "") as NSString
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            deleteBackward()
        case .keyboardDeleteForward:
            if caretOffset < text.length {
                edit(text.rangeOfComposedCharacterSequence(at: caretOffset), replacingWith: "")
            }
        case .keyboardReturnOrEnter, .keypadEnter:
            returnPressed()
        case .keyboardLeftArrow:
            if caretOffset > 0 { moveCaret(to: text.rangeOfComposedCharacterSequence(at: caretOffset - 1).location) }
        case .keyboardRightArrow:
            if caretOffset < text.length {
                moveCaret(to: NSMaxRange(text.rangeOfComposedCharacterSequence(at: caretOffset)))
            }
        case .keyboardHome, .keyboardUpArrow:
            moveCaret(to: 0)
        case .keyboardEnd, .keyboardDownArrow:
            moveCaret(to: text.length)
        default:
            guard let typed = Self.typedText(of: key) else { return false }
            insertText(typed)
        }
        return true
    }

    /// The user's edit, offered to the delegate first.
    func edit(_ range: NSRange, replacingWith string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        applyEdit(range, replacingWith: string)
    }

    /// The clear button: with the delegate's leave (`textFieldShouldClear`), empties the field as
    /// an edit of the user's.
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        applyEdit(NSRange(location: 0, length: ((text ?? "") as NSString).length), replacingWith: "")
    }

    /// Makes a user's edit, with the caret after the new text, then sends `.editingChanged` and
    /// posts `textDidChangeNotification`.
    private func applyEdit(_ range: NSRange, replacingWith string: String) {
        replaceCharacters(in: range, with: string)
        caretOffset = range.location + (string as NSString).length
        textDidChange(caretAtEnd: false)
        restartCaretBlink()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Return: unless the delegate's `textFieldShouldReturn` says no, sends `.editingDidEndOnExit`
    /// and, when something listens for that event, ends editing.
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listened = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listened { resignFirstResponder() }
    }

    /// Puts the caret at `offset` (a UTF-16 offset at a character boundary).
    func moveCaret(to offset: Int) {
        caretOffset = offset
        setNeedsLayout()
        setNeedsDisplay()
        restartCaretBlink()
    }

    /// Editing began: the caret goes to the end and blinks, then the delegate, the targets and
    /// observers hear of it.
    func beginEditing() {
        isEditingStorage = true
        caretOffset = ((text ?? "") as NSString).length
        caretView.isHidden = false
        restartCaretBlink()
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended: the caret goes away and the text scrolls back to its start, then the
    /// delegate, the targets and observers hear of it.
    func finishEditing() {
        isEditingStorage = false
        caretView.layer.removeAnimation(forKey: Self.caretBlinkKey)
        caretView.isHidden = true
        scrollOffset = 0
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
}
