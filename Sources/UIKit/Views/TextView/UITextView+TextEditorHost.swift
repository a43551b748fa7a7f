/// The text view as its editor's host: the paragraph storage, the delegate's say over edits, and
/// geometry from the paragraphs' layouts, stacked at their tops below the text container's origin.
extension UITextView: TextEditMenuHost, TextStorageReading {
    var editorIsSelectable: Bool { isSelectable }

    func editMenuWillChange(presenting: Bool, animator: any UIEditMenuInteractionAnimating) {
        if presenting {
            textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
        } else {
            textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
        }
    }
    var editorText: NSString { storage.string }
    var storedText: NSString { storage.string }
    var editorIsEditable: Bool { isEditable }
    var editorIsSingleLine: Bool { false }
    var editorIsSecure: Bool { false }
    var editorPageHeight: CGFloat { bounds.height - adjustedContentInset.top - adjustedContentInset.bottom }

    func editorShouldReplace(_ range: NSRange, with string: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Replaces the text; typed text takes the typing attributes the app set, if any.
    func editorReplace(_ range: NSRange, with string: String) {
        let edit = ATSPIBridge.TextEdit(replacing: range, in: storage.string as NSString, with: string)
        let (replaced, count) = storage.replaceCharacters(in: range, with: string)
        defer { edit?.report(from: self) }
        if let typing = storedTypingAttributes, !string.isEmpty {
            storage.addAttributes(typing, range: NSRange(location: range.location, length: string.utf16.count))
        }
        paragraphsReplaced(replaced, count: count)
    }

    /// The caret moved: typing attributes the app set no longer apply.
    func editorSelectionWasMoved() {
        storedTypingAttributes = nil
    }

    func editorTextDidChange(byUser: Bool) {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        guard byUser else { return }
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Places the caret and highlight, scrolls the head into view while editing (unless a press is
    /// about to place it), and tells the delegate.
    func editorSelectionDidChange() {
        placeCaretAndSelection()
        if isEditingStorage {
            restartCaretBlink()
            if !isBecomingFirstResponderForPress { revealCharacters(in: NSRange(location: editor.head, length: 0)) }
        }
        textViewDelegate?.textViewDidChangeSelection(self)
        ATSPIBridge.caretDidMove(in: self)
    }

    func editorWillType() {
        guard clearsOnNextInsertion else { return }
        clearsOnNextInsertion = false
        editor.select(NSRange(location: 0, length: storage.length))
    }

    /// The caret before the character at `offset`, in its paragraph's layout.
    func editorCaretRect(at offset: Int) -> CGRect {
        caretFrame(at: offset)
    }

    func caretFrame(at offset: Int) -> CGRect {
        prepareParagraphLayout()
        let index = storage.paragraphIndex(at: offset)
        ensureMeasured(index)
        let local = max(0, offset - storage.starts[index])
        let top = textOrigin.y + paragraphLayout.tops[index]
        let lineHeight = ceil(resolvedFont.lineHeight)
        guard storage.paragraphs[index].length > 0 else {
            return CGRect(x: emptyLineX(), y: top, width: 2, height: lineHeight)
        }
        let caret = layout(ofParagraph: index).caretRect(forUTF16Offset: local)
        return CGRect(x: textOrigin.x + caret.minX, y: top + caret.minY, width: 2, height: caret.height)
    }

    /// Where the caret of an empty line stands, by the alignment.
    private func emptyLineX() -> CGFloat {
        switch textAlignment {
        case .center: textOrigin.x + lineWidth / 2
        case .right: textOrigin.x + lineWidth - 2
        default: textOrigin.x
        }
    }

    /// The character boundary nearest `point`: in the paragraph at its height, the nearest to it.
    func editorOffset(closestTo point: CGPoint) -> Int {
        guard !storage.paragraphs.isEmpty else { return 0 }
        prepareParagraphLayout()
        let y = point.y - textOrigin.y
        if y < 0 { return point.x < textOrigin.x ? 0 : closest(in: 0, to: CGPoint(x: point.x, y: 0)) }
        var index = paragraphLayout.paragraph(atY: y)
        ensureMeasured(index)
        index = paragraphLayout.paragraph(atY: y)
        ensureMeasured(index)
        return closest(in: index, to: point)
    }

    private func closest(in index: Int, to point: CGPoint) -> Int {
        let start = storage.starts[index]
        guard storage.paragraphs[index].length > 0 else { return start }
        let local = CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y - paragraphLayout.tops[index])
        return start + layout(ofParagraph: index).utf16Offset(nearest: local)
    }

    /// The highlight: the first and last paragraphs' lines as their layouts give them, and one
    /// full-width block over the paragraphs between.
    func editorSelectionRects(for range: NSRange) -> [CGRect] {
        prepareParagraphLayout()
        let first = storage.paragraphIndex(at: range.location)
        let last = storage.paragraphIndex(at: NSMaxRange(range))
        var rects = paragraphSelectionRects(first, range)
        if last > first + 1 {
            ensureMeasured(first + 1)
            ensureMeasured(last)
            let top = textOrigin.y + paragraphLayout.tops[first + 1]
            rects.append(
                CGRect(
                    x: textOrigin.x, y: top, width: lineWidth, height: textOrigin.y + paragraphLayout.tops[last] - top))
        }
        if last > first { rects += paragraphSelectionRects(last, range) }
        return rects
    }

    /// The lines of paragraph `index` that `range` covers; to the full width where it runs on.
    private func paragraphSelectionRects(_ index: Int, _ range: NSRange) -> [CGRect] {
        ensureMeasured(index)
        let start = storage.starts[index]
        let paragraph = storage.paragraphs[index]
        let local = max(0, range.location - start)..<min(paragraph.length + 1, NSMaxRange(range) - start)
        let top = textOrigin.y + paragraphLayout.tops[index]
        guard paragraph.length > 0 else {
            guard local.upperBound > paragraph.length else { return [] }
            return [CGRect(x: textOrigin.x, y: top, width: lineWidth, height: paragraphLayout.heights[index])]
        }
        return layout(ofParagraph: index).selectionRects(forUTF16Range: local, trailingEdge: lineWidth).map {
            $0.offsetBy(dx: textOrigin.x, dy: top)
        }
    }
}
