/// What clicks and drags do: a click puts the caret at the nearest character boundary (with
/// Shift, extends the selection to it), a double click selects a word, a triple click a paragraph,
/// and dragging after any of them grows the selection by that unit.
extension TextEditor {
    /// The press of a click `clickCount` long at `point` (host coordinates).
    func mouseDown(at point: CGPoint, clickCount: Int, extending: Bool) {
        unmarkText()
        let offset = host.editorOffset(closestTo: point)
        switch clickCount {
        case 1 where extending:
            mouseSelection = (.character, NSRange(location: anchor, length: 0))
            move(to: offset, extending: true)
        case 1:
            mouseSelection = (.character, NSRange(location: offset, length: 0))
            move(to: offset, extending: false)
        default:
            let granularity: UITextGranularity = clickCount == 2 ? .word : .paragraph
            let unit = self.unit(granularity, at: offset)
            mouseSelection = (granularity, unit)
            select(unit)
        }
    }

    /// The pointer moved to `point` with the button held: the selection runs from where the press
    /// started to here, by the unit the click chose.
    func mouseDragged(to point: CGPoint) {
        guard let (granularity, origin) = mouseSelection else { return }
        let offset = host.editorOffset(closestTo: point)
        if granularity == .character { return move(to: offset, extending: true) }
        let unit = self.unit(granularity, at: offset)
        if unit.location < origin.location {
            select(anchor: NSMaxRange(origin), head: unit.location)
        } else {
            select(anchor: origin.location, head: max(NSMaxRange(origin), NSMaxRange(unit)))
        }
    }

    func mouseUp() {
        mouseSelection = nil
    }

    /// The word or paragraph at `offset`; where no word is (spaces, punctuation), the character
    /// there.
    func unit(_ granularity: UITextGranularity, at offset: Int) -> NSRange {
        let units = self.units
        if let range = units.enclosing(offset, granularity, forward: true)
            ?? units.enclosing(offset, granularity, forward: false)
        {
            return range
        }
        return units.enclosing(offset, .character, forward: true) ?? NSRange(location: offset, length: 0)
    }
}
