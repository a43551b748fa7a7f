/// What keys do while editing: arrows move the caret (Shift extends the selection, Ctrl goes by
/// words), Home and End go to the line's ends (Ctrl: the text's), Page Up and Down by a page in
/// several lines, Backspace and Delete remove a character (Ctrl: a word) or the selection, and
/// keys that type text insert it. Return and Tab are left to the host.
extension TextEditor {
    /// Does what `key` does; false for a key editing does not use, which goes on up the chain.
    func handle(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            if !extending, selectedRange.length > 0 {
                let range = selectedRange
                move(to: forward ? NSMaxRange(range) : range.location, extending: false)
            } else if let target = units.boundary(from: head, byWord ? .word : .character, forward: forward) {
                move(to: target, extending: extending)
            } else if !extending {
                move(to: head, extending: false)
            }
        case .keyboardUpArrow, .keyboardDownArrow:
            let down = key.keyCode == .keyboardDownArrow
            if host.editorIsSingleLine {
                move(to: down ? length : 0, extending: extending)
            } else {
                moveVertically(by: down ? 1 : -1, lines: true, extending: extending)
            }
        case .keyboardPageUp, .keyboardPageDown:
            guard !host.editorIsSingleLine else { return false }
            moveVertically(by: key.keyCode == .keyboardPageDown ? 1 : -1, lines: false, extending: extending)
        case .keyboardHome, .keyboardEnd:
            let forward = key.keyCode == .keyboardEnd
            if byWord || host.editorIsSingleLine {
                move(to: forward ? length : 0, extending: extending)
            } else {
                move(to: lineEdge(of: head, forward: forward), extending: extending)
            }
        case .keyboardDeleteOrBackspace, .keyboardDeleteForward:
            guard host.editorIsEditable else { return false }
            delete(byWord ? .word : .character, forward: key.keyCode == .keyboardDeleteForward)
        default:
            guard host.editorIsEditable, let typed = Self.typedText(of: key) else { return false }
            insert(typed)
        }
        return true
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

    /// The keys `handle(_:)` takes, so their releases are kept from the chain too.
    static func takes(_ key: UIKey?) -> Bool {
        guard let key else { return false }
        return movementKeys.contains(key.keyCode) || typedText(of: key) != nil
    }

    private static let movementKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardLeftArrow, .keyboardRightArrow,
        .keyboardUpArrow, .keyboardDownArrow, .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown,
    ]

    /// Moves the head a line (or a page) up or down, keeping to the x it started from.
    private func moveVertically(by direction: CGFloat, lines: Bool, extending: Bool) {
        let caret = host.editorCaretRect(at: head)
        let x = goalX ?? caret.minX
        let distance = lines ? max(1, caret.height) : max(caret.height, host.editorPageHeight - caret.height)
        let y = caret.midY + direction * distance
        let target: Int
        if direction < 0, caret.minY - 1 < host.editorCaretRect(at: 0).minY + 1 {
            target = 0
        } else if direction > 0, caret.minY + 1 > host.editorCaretRect(at: length).minY - 1 {
            target = length
        } else {
            target = host.editorOffset(closestTo: CGPoint(x: x, y: y))
        }
        move(to: target, extending: extending, keepingGoal: true)
        goalX = x
    }

    /// The start or end of the line (as laid out) holding `offset`.
    func lineEdge(of offset: Int, forward: Bool) -> Int {
        let caret = host.editorCaretRect(at: offset)
        let x: CGFloat = forward ? .greatestFiniteMagnitude / 4 : -.greatestFiniteMagnitude / 4
        return host.editorOffset(closestTo: CGPoint(x: x, y: caret.midY))
    }
}
