/// The field as its editor's host: the text, the delegate's say over edits, and the geometry of
/// the one line as it is shown (scrolled while editing).
extension UITextField: TextEditMenuHost, TextStorageReading {
    var editorIsSelectable: Bool { isEnabled }

    func editMenuWillChange(presenting: Bool, animator: any UIEditMenuInteractionAnimating) {
        if presenting {
            delegate?.textField(self, willPresentEditMenuWith: animator)
        } else {
            delegate?.textField(self, willDismissEditMenuWith: animator)
        }
    }
    var editorText: NSString { storedText }
    var editorIsEditable: Bool { isEnabled }
    var editorIsSingleLine: Bool { true }
    var editorIsSecure: Bool { isSecureTextEntry }
    var editorPageHeight: CGFloat { bounds.height }

    func editorShouldReplace(_ range: NSRange, with string: String) -> Bool {
        guard asksBeforeChanging else { return true }
        return delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }

    func editorReplace(_ range: NSRange, with string: String) {
        let edit = ATSPIBridge.TextEdit(replacing: range, in: storedText, with: string)
        replaceCharacters(in: range, with: string)
        edit?.report(from: self)
    }

    /// The first text typed after editing begins replaces everything when `clearsOnInsertion` is
    /// set, or in a secure field, as on iOS.
    func editorWillType() {
        guard clearsOnNextInsertion else { return }
        clearsOnNextInsertion = false
        editor.select(NSRange(location: 0, length: storedText.length))
    }

    func editorTextDidChange(byUser: Bool) {
        textDidChange(caretAtEnd: false)
        guard byUser else { return }
        restartCaretBlink()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorSelectionDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        restartCaretBlink()
        if isEditingStorage { delegate?.textFieldDidChangeSelection(self) }
        ATSPIBridge.caretDidMove(in: self)
    }

    func editorCaretRect(at offset: Int) -> CGRect {
        caretFrame(at: offset)
    }

    /// The one line's piece from the range's start to its end.
    func editorSelectionRects(for range: NSRange) -> [CGRect] {
        let start = caretFrame(at: range.location)
        let end = caretFrame(at: NSMaxRange(range))
        return [CGRect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: start.height)]
    }

    func editorOffset(closestTo point: CGPoint) -> Int {
        caretOffset(nearestX: point.x)
    }
}
