/// The view a `TextEditor` edits: it keeps the text and lays it out, the editor keeps the selection,
/// marked text and undo, and decides what keys and clicks do.
@MainActor
protocol TextEditorHost: UIResponder {
    /// The host's editor.
    var editor: TextEditor { get }
    /// The text as it is now (UTF-16 offsets are what the editor counts).
    var editorText: NSString { get }
    /// Whether the user may change the text (else only select and copy).
    var editorIsEditable: Bool { get }
    /// Whether the text is one line: Return is the host's, Up and Down go to the ends.
    var editorIsSingleLine: Bool { get }
    /// Whether the text is hidden (secure entry): no copying or cutting it out.
    var editorIsSecure: Bool { get }
    /// Asks the delegate whether the user may replace `range` with `string`.
    func editorShouldReplace(_ range: NSRange, with string: String) -> Bool
    /// Replaces the characters in `range` with `string` in the stored text, keeping the styles
    /// around it; nothing else (no notifications).
    func editorReplace(_ range: NSRange, with string: String)
    /// The text changed: relayout and redraw; `byUser` when the user made the change, so the host
    /// tells its delegate and observers.
    func editorTextDidChange(byUser: Bool)
    /// The selection or the marked text changed: redraw them and keep the caret in view.
    func editorSelectionDidChange()
    /// The caret's rectangle before the character at `offset`, in the host's coordinates.
    func editorCaretRect(at offset: Int) -> CGRect
    /// The highlight of `range`: a rectangle per line it covers, in the host's coordinates.
    func editorSelectionRects(for range: NSRange) -> [CGRect]
    /// The character boundary nearest `point` (in the host's coordinates).
    func editorOffset(closestTo point: CGPoint) -> Int
    /// How far Page Up and Page Down move: the visible height.
    var editorPageHeight: CGFloat { get }
    /// The user is about to type (insert text in place of the selection).
    func editorWillType()
}
