/// A responder that edits text with the whole text input system: a selection, marked text an
/// input method is composing, positions and ranges it hands out, and the geometry the system asks
/// for to place the caret, the selection and the input method's candidate window.
///
/// `UITextField` and `UITextView` conform; an app's own text view can too, and then receives input
/// method text (`setMarkedText(_:selectedRange:)`, `insertText(_:)`) as those do. Requirements that
/// are optional on iOS have defaults here, listed in the extension.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Text
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    // MARK: Selection and marked text
    var selectedTextRange: UITextRange? { get set }
    /// The text an input method is composing, shown underlined; nil when there is none.
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection, when none is marked) with `markedText`, marks
    /// it, and selects `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Makes the marked text ordinary text.
    func unmarkText()

    // MARK: Positions and ranges
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?

    // MARK: Writing direction
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    // MARK: Optional on iOS
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// The view the positions' geometry is in; the input itself when it is a view.
    var textInputView: UIView { get }
    var selectionAffinity: UITextStorageDirection { get set }
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// The edit menu for `textRange`: `suggestedActions` (Cut, Copy, Paste, Select All as they
    /// apply) and the app's additions; nil shows the suggested actions.
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    func beginFloatingCursor(at point: CGPoint)
    func updateFloatingCursor(at point: CGPoint)
    func endFloatingCursor()
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    {
        nil
    }

    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }

    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }

    public var textInputView: UIView { (self as? UIView) ?? UIView() }

    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }

    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
        insertText(text)
    }

    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func beginFloatingCursor(at point: CGPoint) {}
    public func updateFloatingCursor(at point: CGPoint) {}
    public func endFloatingCursor() {}
}
