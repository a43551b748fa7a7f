/// The editing shared by Casement's text views: the selection (an anchor that stays put and a head
/// that moves, the caret when they meet), the marked text an input method composes, what keys and
/// clicks do to them, and the edits the user makes, with their undo.
///
/// The host view keeps the text and lays it out (`TextEditorHost`); offsets are UTF-16 offsets
/// into it, always at character boundaries.
@MainActor
final class TextEditor {
    unowned let host: any TextEditorHost
    /// The end of the selection that stays put as it is extended.
    private(set) var anchor = 0
    /// The end of the selection that moves; the caret when the selection is empty.
    private(set) var head = 0
    /// The text an input method is composing, shown underlined; nil when none is.
    private(set) var markedRange: NSRange?
    /// The text the composition replaced, and where, for its undo once it is committed.
    private var composition: (location: Int, replaced: String)?
    /// The x the caret keeps to while Up and Down move it through lines of different lengths.
    var goalX: CGFloat?
    /// The run of typing the last undo step covers, while the user goes on typing.
    var typing: TypingRun?
    /// The unit a mouse selection in progress grows by, and the unit it started on.
    var mouseSelection: (granularity: UITextGranularity, origin: NSRange)?
    /// Told when the text or selection changes other than through the input system's own calls.
    weak var inputDelegate: (any UITextInputDelegate)?

    init(host: any TextEditorHost) {
        self.host = host
    }

    var length: Int { host.editorText.length }

    /// The selected characters, from the anchor to the head whichever comes first.
    var selectedRange: NSRange {
        NSRange(location: min(anchor, head), length: abs(head - anchor))
    }

    var units: TextUnits { TextUnits(string: host.editorText) }

    // MARK: - Selection

    /// Selects from `anchor` to `head` (clamped to the text), ending the typing run; a move of the
    /// caret by the user, so marked text is committed first.
    func select(anchor newAnchor: Int, head newHead: Int, keepingGoal: Bool = false) {
        let clampedAnchor = max(0, min(length, newAnchor))
        let clampedHead = max(0, min(length, newHead))
        if !keepingGoal { goalX = nil }
        typing = nil
        guard clampedAnchor != anchor || clampedHead != head else { return }
        anchor = clampedAnchor
        head = clampedHead
        host.editorSelectionDidChange()
        offerPrimarySelection()
    }

    func select(_ range: NSRange) {
        select(anchor: range.location, head: NSMaxRange(range))
    }

    /// Moves the head to `offset`, extending the selection, or puts the caret there.
    func move(to offset: Int, extending: Bool, keepingGoal: Bool = false) {
        select(anchor: extending ? anchor : offset, head: offset, keepingGoal: keepingGoal)
    }

    /// The text was replaced by the app (not the user): the caret goes to the end, or stays where
    /// it was when `keepingSelection`, and composing and the typing run end.
    func textWasReset(keepingSelection: Bool = false) {
        markedRange = nil
        composition = nil
        typing = nil
        goalX = nil
        let end = length
        anchor = keepingSelection ? min(anchor, end) : end
        head = keepingSelection ? min(head, end) : end
        host.editorSelectionDidChange()
    }

    // MARK: - Edits

    /// The user's edit of `range` into `string`, offered to the delegate first; the selection then
    /// becomes `selecting` (in the new text) or the caret after the new text. Recorded for undo as
    /// `kind`. Returns whether it was made.
    @discardableResult
    func replace(_ range: NSRange, with string: String, as kind: EditKind, selecting: NSRange? = nil) -> Bool {
        guard host.editorIsEditable, host.editorShouldReplace(range, with: string) else { return false }
        let replaced = host.editorText.substring(with: range)
        if markedRange == nil { record(range, replaced: replaced, insertedLength: string.utf16.count, as: kind) }
        inputDelegate?.textWillChange(host as? UITextInput)
        host.editorReplace(range, with: string)
        let end = range.location + string.utf16.count
        let selection = selecting ?? NSRange(location: end, length: 0)
        anchor = selection.location
        head = NSMaxRange(selection)
        goalX = nil
        host.editorTextDidChange(byUser: true)
        host.editorSelectionDidChange()
        inputDelegate?.textDidChange(host as? UITextInput)
        return true
    }

    /// Types `text` over the marked text, else over the selection.
    func insert(_ text: String) {
        if markedRange != nil { return commitComposition(replacingWith: text) }
        host.editorWillType()
        replace(selectedRange, with: text, as: .typing)
    }

    /// Deletes the selection, or the unit of `granularity` before the caret (`forward`: after it).
    func delete(_ granularity: UITextGranularity, forward: Bool) {
        if markedRange != nil { return }
        var range = selectedRange
        if range.length == 0 {
            guard let edge = units.boundary(from: head, granularity, forward: forward) else { return }
            range =
                forward ? NSRange(location: head, length: edge - head) : NSRange(location: edge, length: head - edge)
        }
        guard range.length > 0 else { return }
        replace(range, with: "", as: .typing)
    }

    // MARK: - Marked text

    /// Replaces the marked text (or the selection) with `text`, marks it and selects `selection`
    /// within it; an empty or nil text ends composing with nothing marked.
    func setMarkedText(_ text: String?, selectedRange selection: NSRange) {
        let text = text ?? ""
        if markedRange == nil { host.editorWillType() }
        let range = markedRange ?? selectedRange
        if composition == nil {
            composition = (range.location, host.editorText.substring(with: range))
        }
        guard host.editorShouldReplace(range, with: text) else { return }
        host.editorReplace(range, with: text)
        let length = text.utf16.count
        markedRange = length == 0 ? nil : NSRange(location: range.location, length: length)
        let start = range.location + max(0, min(length, selection.location))
        anchor = start
        head = min(range.location + length, start + max(0, selection.length))
        host.editorTextDidChange(byUser: true)
        host.editorSelectionDidChange()
        if markedRange == nil { finishComposition(insertedLength: 0) }
    }

    /// Makes the marked text ordinary text, as typed.
    func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        finishComposition(insertedLength: marked.length)
        host.editorSelectionDidChange()
    }

    /// The input method committed `text` in place of what it was composing.
    private func commitComposition(replacingWith text: String) {
        guard let marked = markedRange else { return }
        markedRange = nil
        if host.editorShouldReplace(marked, with: text) {
            host.editorReplace(marked, with: text)
            anchor = marked.location + text.utf16.count
            head = anchor
            host.editorTextDidChange(byUser: true)
        }
        finishComposition(insertedLength: anchor - marked.location)
        host.editorSelectionDidChange()
    }

    /// Records a finished composition for undo as one piece of typing.
    private func finishComposition(insertedLength: Int) {
        guard let (location, replaced) = composition else { return }
        composition = nil
        guard insertedLength > 0 || !replaced.isEmpty else { return }
        record(
            NSRange(location: location, length: replaced.utf16.count), replaced: replaced,
            insertedLength: insertedLength, as: .typing)
    }
}

/// What kind of edit the user made, for its undo step's name and for what it joins.
enum EditKind {
    /// Typing and deleting with keys: runs of it are undone together.
    case typing
    case paste, cut, delete, replace

    var actionName: String {
        switch self {
        case .typing: "Typing"
        case .paste: "Paste"
        case .cut: "Cut"
        case .delete: "Delete"
        case .replace: "Replace"
        }
    }
}
