/// `UITextInput` in terms of the editor and the host's geometry, shared by the text views, whose
/// open methods call these. Positions and ranges of other inputs are refused (nil).
extension TextEditorHost {
    func textInputText(in range: UITextRange) -> String? {
        guard let range = range.textRange, NSMaxRange(range) <= editorText.length else { return nil }
        return editorText.substring(with: range)
    }

    /// Selects `range` for the app (or the input system), telling the input delegate.
    func setSelectedTextRange(_ range: UITextRange?) {
        guard let range = range?.textRange else { return }
        let input = self as? UITextInput
        editor.inputDelegate?.selectionWillChange(input)
        editor.select(range)
        editor.inputDelegate?.selectionDidChange(input)
    }

    func textInputRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
        guard let from = start.textOffset, let to = end.textOffset, isInText(from), isInText(to) else { return nil }
        return OffsetTextRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    func textInputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position.textOffset, isInText(start + offset) else { return nil }
        return OffsetTextPosition(start + offset)
    }

    /// `offset` characters left or right, or `offset` lines up or down keeping to the caret's x.
    func textInputPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        guard let start = position.textOffset, isInText(start) else { return nil }
        switch direction {
        case .left: return textInputPosition(from: position, offset: -offset)
        case .right: return textInputPosition(from: position, offset: offset)
        case .up, .down:
            let caret = editorCaretRect(at: start)
            let lines = CGFloat(direction == .down ? offset : -offset)
            return OffsetTextPosition(
                editorOffset(closestTo: CGPoint(x: caret.minX, y: caret.midY + lines * max(1, caret.height))))
        }
    }

    func textInputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let first = position.textOffset ?? 0
        let second = other.textOffset ?? 0
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    /// From `position` to its line's end (right, down) or start (left, up).
    func textInputRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = position.textOffset, isInText(offset) else { return nil }
        let edge = editor.lineEdge(of: offset, forward: direction == .right || direction == .down)
        return OffsetTextRange(NSRange(location: min(offset, edge), length: abs(edge - offset)))
    }

    /// A rectangle per line `range` covers, from its first character's leading edge to its last's
    /// trailing edge.
    func textInputSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = range.textRange, NSMaxRange(range) <= editorText.length else { return [] }
        let rects = editorSelectionRects(for: range)
        return rects.enumerated().map { index, rect in
            TextSelectionRectangle(rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func textInputClosestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = range.textRange else { return nil }
        let offset = editorOffset(closestTo: point)
        return OffsetTextPosition(max(range.location, min(NSMaxRange(range), offset)))
    }

    func textInputCharacterRange(at point: CGPoint) -> UITextRange? {
        let offset = editorOffset(closestTo: point)
        guard
            let range = editor.units.enclosing(offset, .character, forward: true)
                ?? editor.units.enclosing(offset, .character, forward: false)
        else { return nil }
        return OffsetTextRange(range)
    }

    /// What the standard edit actions can do now; nil for actions that are not edit actions.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let selection = editor.selectedRange
        switch StandardEditAction(action) {
        case .cut: return selection.length > 0 && editorIsEditable && !editorIsSecure
        case .copy: return selection.length > 0 && !editorIsSecure
        case .select: return selection.length == 0 && editorText.length > 0
        case .selectAll: return editorText.length > 0 && selection.length < editorText.length
        case .delete: return selection.length > 0 && editorIsEditable
        case .paste: return editor.canPaste
        default: return nil
        }
    }

    private func isInText(_ offset: Int) -> Bool {
        offset >= 0 && offset <= editorText.length
    }
}
