import UIKit

/// A text view for tests of input method routing: a plain string with a selection and marked text,
/// which records the text input calls it receives, in order, as readable lines
/// (`setMarkedText("ａ", 1+0)`, `unmarkText`, `insertText("ａ")`, `press a`).
///
/// Its caret is at `caretOrigin` plus `characterWidth` points per UTF-16 unit, 2 by `caretHeight`.
public final class RecordingTextInputView: UIView, UITextInput {
    public private(set) var log: [String] = []
    public private(set) var text = ""
    public private(set) var selection = NSRange(location: 0, length: 0)
    public private(set) var marked: NSRange?
    public var caretOrigin = CGPoint(x: 10, y: 4)
    public let characterWidth: CGFloat = 8
    public let caretHeight: CGFloat = 20
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    public weak var inputDelegate: (any UITextInputDelegate)?
    public lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    public override var canBecomeFirstResponder: Bool { true }

    public func clearLog() {
        log = []
    }

    /// Puts the caret at `offset`, as a click would: unmarks any marked text, as text views do, and
    /// tells the input delegate.
    public func moveCaret(to offset: Int) {
        inputDelegate?.selectionWillChange(self)
        marked = nil
        selection = NSRange(location: offset, length: 0)
        inputDelegate?.selectionDidChange(self)
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("press \(press.key?.characters ?? "")") }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !text.isEmpty }

    public func insertText(_ text: String) {
        log.append("insertText(\(text.debugDescription))")
        replace(marked ?? selection, with: text)
        marked = nil
    }

    public func deleteBackward() {
        log.append("deleteBackward")
    }

    // MARK: Marked text

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let selected = "\(selectedRange.location)+\(selectedRange.length)"
        log.append("setMarkedText(\((markedText ?? "nil").debugDescription), \(selected))")
        let range = marked ?? selection
        let inserted = markedText ?? ""
        replace(range, with: inserted)
        marked = NSRange(location: range.location, length: inserted.utf16.count)
        selection = NSRange(location: range.location + selectedRange.location, length: selectedRange.length)
    }

    public func unmarkText() {
        log.append("unmarkText")
        marked = nil
    }

    public var markedTextRange: UITextRange? { marked.map(OffsetRange.init) }

    public var selectedTextRange: UITextRange? {
        get { OffsetRange(selection) }
        set { if let newValue = newValue as? OffsetRange { selection = newValue.range } }
    }

    private func replace(_ range: NSRange, with string: String) {
        text = (text as NSString).replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
    }

    // MARK: Positions and ranges

    public func text(in range: UITextRange) -> String? {
        guard let range = range as? OffsetRange else { return nil }
        return (text as NSString).substring(with: range.range)
    }

    public func replace(_ range: UITextRange, withText text: String) {
        if let range = range as? OffsetRange { replace(range.range, with: text) }
    }

    public var beginningOfDocument: UITextPosition { OffsetPosition(0) }
    public var endOfDocument: UITextPosition { OffsetPosition(text.utf16.count) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let from = offset(of: fromPosition)
        let to = offset(of: toPosition)
        return OffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = self.offset(of: position) + offset
        return (0...text.utf16.count).contains(target) ? OffsetPosition(target) : nil
    }

    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        self.position(from: position, offset: direction == .left || direction == .up ? -offset : offset)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let (a, b) = (offset(of: position), offset(of: other))
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offset(of: toPosition) - offset(of: from)
    }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection)
        -> UITextRange?
    {
        let end = direction == .left || direction == .up ? beginningOfDocument : endOfDocument
        return textRange(from: position, to: end)
    }

    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    {
        .leftToRight
    }

    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    // MARK: Geometry

    public func firstRect(for range: UITextRange) -> CGRect {
        caretRect(for: range.start).union(caretRect(for: range.end))
    }

    public func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(
            x: caretOrigin.x + characterWidth * CGFloat(offset(of: position)), y: caretOrigin.y, width: 2,
            height: caretHeight)
    }

    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        OffsetPosition(min(max(Int(((point.x - caretOrigin.x) / characterWidth).rounded()), 0), text.utf16.count))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        closestPosition(to: point)
    }

    public func characterRange(at point: CGPoint) -> UITextRange? {
        closestPosition(to: point).flatMap { position(from: $0, offset: 1).flatMap { textRange(from: $0, to: $0) } }
    }

    private func offset(of position: UITextPosition) -> Int {
        (position as? OffsetPosition)?.offset ?? 0
    }
}

private final class OffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}

private final class OffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { OffsetPosition(range.location) }
    override var end: UITextPosition { OffsetPosition(range.location + range.length) }
}
