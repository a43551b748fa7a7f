/// Editing: beginning and ending it, keys, clicks, and the notifications.
extension UITextView {
    /// Posted with the view as object when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted with the view as object after each change the user makes to the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the view as object when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The app replaced the text: the caret goes to the end and the layout starts over.
    func textWasReplaced() {
        relayOutEverything()
        editor.textWasReset()
    }

    /// The font, colour, alignment or detected links changed: every paragraph lays out again.
    func styleDidChange() {
        relayOutEverything()
    }

    /// The insets or the container changed.
    func containerDidChange() {
        relayOutEverything()
    }

    /// `range` within the text.
    func clamped(_ range: NSRange) -> NSRange {
        let start = max(0, min(storage.length, range.location))
        return NSRange(location: start, length: max(0, min(storage.length - start, range.length)))
    }

    // MARK: - Beginning and ending

    func beginEditing() {
        isEditingStorage = true
        clearsOnNextInsertion = clearsOnInsertion && hasText
        caretView.isHidden = false
        editorSelectionDidChange()
        reloadInputViews()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func finishEditing() {
        editor.unmarkText()
        isEditingStorage = false
        CaretBlink.stop(on: caretView)
        caretView.isHidden = true
        InputPanel.hide(for: self)
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: - Keys

    /// Does what `key` does: while editing, Return types a new paragraph and Tab a tab, and the
    /// editor takes the rest; a selectable view not editing moves its selection with Shift.
    func handleKey(_ key: UIKey) -> Bool {
        guard isEditingStorage else { return false }
        let plain = key.modifierFlags.isDisjoint(with: [.control, .command, .alternate])
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            editor.insert("\n")
            return true
        case .keyboardTab where plain && !key.modifierFlags.contains(.shift):
            editor.insert("\t")
            return true
        default:
            return editor.handle(key)
        }
    }

    /// Whether the view keeps `key` (its release too) while editing.
    func takesKey(_ key: UIKey?) -> Bool {
        guard isEditingStorage, let key else { return false }
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardTab: return true
        default: return TextEditor.takes(key)
        }
    }

    // MARK: - Clicks

    /// A press: an editable view not yet editing begins to (the caret goes where the press landed);
    /// then the editor places the caret or starts a selection by the click's count.
    func pressBegan(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, touch.isFromMouse, isSelectable || isEditable else { return }
        let point = touch.location(in: self)
        guard isFirstResponder || becomeFirstResponderForPress() else { return }
        editor.mouseDown(
            at: point, clickCount: touch.tapCount, extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    /// The end of a press: a finger's tap places the caret as a click does (a finger that dragged
    /// scrolled, and the pan took its touch).
    func pressEnded(_ touch: UITouch?, with event: UIEvent?) {
        defer { editor.mouseUp() }
        if let touch, touch.tapCount == 1, editor.selectedRange.length == 0,
            performTextItem(at: touch.location(in: self))
        {
            return
        }
        if let touch, !touch.isFromMouse, isSelectable || isEditable {
            guard isFirstResponder || becomeFirstResponderForPress() else { return }
            editor.mouseDown(at: touch.location(in: self), clickCount: touch.tapCount, extending: false)
        }
    }

    /// Becomes first responder for a press, staying where it is scrolled: the press places the
    /// caret where it landed, which is on screen, so the old selection is not scrolled to first.
    private func becomeFirstResponderForPress() -> Bool {
        isBecomingFirstResponderForPress = true
        defer { isBecomingFirstResponderForPress = false }
        return becomeFirstResponder()
    }

    // MARK: - The caret and selection

    /// Places the caret at the head and the highlight under the selection.
    func placeCaretAndSelection() {
        caretView.frame = caretFrame(at: editor.head)
        caretView.isHidden = !isEditingStorage || editor.selectedRange.length > 0
        updateSelectionViews()
    }

    /// A view per rectangle of the selection, behind the text, in the tint at low alpha; and a
    /// one-point line under each line of marked text (an input method's composition).
    func updateSelectionViews() {
        let selection = editor.selectedRange
        var rects = selection.length > 0 ? editorSelectionRects(for: selection) : []
        let highlights = rects.count
        if let marked = editor.markedRange, marked.length > 0 {
            rects += editorSelectionRects(for: marked).map {
                CGRect(x: $0.minX, y: $0.maxY - 1, width: $0.width, height: 1)
            }
        }
        while selectionViews.count > rects.count { selectionViews.removeLast().removeFromSuperview() }
        while selectionViews.count < rects.count {
            let view = UIView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            selectionViews.append(view)
        }
        for (index, (view, rect)) in zip(selectionViews, rects).enumerated() {
            view.frame = rect
            view.backgroundColor = index < highlights ? tintColor.withAlphaComponent(0.25) : (textColor ?? .label)
        }
    }

    /// Scrolls the least needed to show the characters of `range` (its start when it is tall).
    func revealCharacters(in range: NSRange) {
        var rect = caretFrame(at: range.location)
        if range.length > 0 { rect = rect.union(caretFrame(at: NSMaxRange(range))) }
        if rect.height > bounds.height { rect.size.height = caretFrame(at: range.location).height }
        updateContentSize()
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -2), animated: false)
    }

    func restartCaretBlink() {
        if isEditingStorage { CaretBlink.restart(on: caretView) }
    }
}
