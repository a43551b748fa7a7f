/// One undo step's worth of edits: the text from `location`, `insertedLength` long, replaced
/// `replaced`. A run of typing grows as the user goes on typing next to it, so one undo takes back
/// all of it, as iOS's "Undo Typing" does.
final class TypingRun {
    var location: Int
    var insertedLength: Int
    var replaced: String
    let kind: EditKind

    init(location: Int, insertedLength: Int, replaced: String, kind: EditKind) {
        self.location = location
        self.insertedLength = insertedLength
        self.replaced = replaced
        self.kind = kind
    }

    var end: Int { location + insertedLength }

    /// Takes in the edit of `range` (in the text before it) that replaced `replaced` with
    /// `insertedLength` characters, when it touches the run; false when it does not.
    func absorb(_ range: NSRange, replaced removed: String, insertedLength inserted: Int) -> Bool {
        guard range.location <= end, NSMaxRange(range) >= location else { return false }
        let removedText = removed as NSString
        let before = max(0, location - range.location)
        let after = max(0, NSMaxRange(range) - end)
        let overlap = range.length - before - after
        replaced =
            removedText.substring(to: before) + replaced
            + removedText.substring(from: removedText.length - after)
        insertedLength += inserted - overlap
        location = min(location, range.location)
        return true
    }
}

extension TextEditor {
    /// Records the user's edit of `range` (which held `replaced`) into `insertedLength` characters
    /// for undo: typing next to the current run joins it; anything else starts a step of its own.
    func record(_ range: NSRange, replaced: String, insertedLength: Int, as kind: EditKind) {
        if kind == .typing, let typing, typing.absorb(range, replaced: replaced, insertedLength: insertedLength) {
            return
        }
        let run = TypingRun(
            location: range.location, insertedLength: insertedLength, replaced: replaced, kind: kind)
        typing = kind == .typing ? run : nil
        register(run)
    }

    /// Registers `run`'s undo with the host's undo manager: it puts back what the run replaced and
    /// registers the opposite, for redo.
    private func register(_ run: TypingRun) {
        guard let undoManager = host.undoManager else { return }
        undoManager.registerUndo(withTarget: self) { editor in editor.revert(run) }
        undoManager.setActionName(run.kind.actionName)
    }

    /// Puts back what `run` replaced and selects it, as the user's change (the delegate is not
    /// asked, as UIKit does not ask it for undo).
    private func revert(_ run: TypingRun) {
        let range = NSRange(location: run.location, length: run.insertedLength)
        guard NSMaxRange(range) <= length else { return }
        let current = host.editorText.substring(with: range)
        let restoredLength = run.replaced.utf16.count
        typing = nil
        inputDelegate?.textWillChange(host as? UITextInput)
        host.editorReplace(range, with: run.replaced)
        host.editorTextDidChange(byUser: true)
        select(anchor: run.location, head: run.location + restoredLength)
        host.editorSelectionDidChange()
        inputDelegate?.textDidChange(host as? UITextInput)
        register(TypingRun(location: run.location, insertedLength: restoredLength, replaced: current, kind: run.kind))
    }
}
