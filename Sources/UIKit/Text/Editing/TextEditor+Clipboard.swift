/// Cut, copy and paste through the general pasteboard (the desktop's clipboard), and the primary
/// selection: selected text is offered to other apps as the X11 primary selection, and a middle
/// click pastes theirs.
extension TextEditor {
    /// The selected text, or nil when nothing is selected.
    var selectedText: String? {
        let range = selectedRange
        return range.length > 0 ? host.editorText.substring(with: range) : nil
    }

    func copy() {
        guard !host.editorIsSecure, let text = selectedText else { return }
        UIPasteboard.general.string = text
    }

    func cut() {
        guard !host.editorIsSecure, let text = selectedText else { return }
        UIPasteboard.general.string = text
        replace(selectedRange, with: "", as: .cut)
    }

    /// Puts the pasteboard's text in place of the selection, as one undo step, offered to the
    /// delegate as one edit.
    func paste() {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        unmarkText()
        host.editorWillType()
        replace(selectedRange, with: text, as: .paste)
    }

    /// Whether Paste has anything to paste now.
    var canPaste: Bool { host.editorIsEditable && UIPasteboard.general.hasStrings }

    /// A middle click at `point`: the caret goes there and the primary selection's text goes in.
    func pastePrimarySelection(at point: CGPoint) {
        unmarkText()
        move(to: host.editorOffset(closestTo: point), extending: false)
        guard host.editorIsEditable, let text = PrimarySelection.shared.string, !text.isEmpty else { return }
        replace(selectedRange, with: text, as: .paste)
    }

    /// Offers the selection as the primary selection while there is one (not from a secure field).
    func offerPrimarySelection() {
        guard !host.editorIsSecure, selectedRange.length > 0 else { return }
        PrimarySelection.shared.offer { [weak self] in self?.selectedText }
    }
}
