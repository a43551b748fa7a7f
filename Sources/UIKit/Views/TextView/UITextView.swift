/// Scrolling, editable, multi-line text, as UIKit's.
///
/// The text is kept as paragraphs (`TextViewStorage`), each laid out by itself and drawn by its
/// own view while it is on screen (`TextParagraphView`), as TextKit 2's viewport layout does: a
/// keystroke lays out only the paragraph it lands in, and a long document measures only what
/// scrolls into view (the rest is estimated until then). The shared `TextEditor` does what keys
/// and the mouse do, as in `UITextField`; Return types a new paragraph and Tab a tab. A mouse drag
/// selects (a finger drag scrolls); the wheel scrolls.
///
/// This file holds the overridable surface; the work is in the `UITextView+…` files.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    let storage = TextViewStorage()
    private(set) lazy var editor = TextEditor(host: self)
    /// The paragraphs' measured heights and the tops they give, and the layouts kept for those near
    /// the screen (see `UITextView+Layout.swift`).
    var paragraphLayout = ParagraphLayoutState()
    /// The views of the paragraphs on screen, by paragraph identity, and those ready for reuse.
    var paragraphViews: [Int: TextParagraphView] = [:]
    var spareParagraphViews: [TextParagraphView] = []
    let caretView = UIView()
    /// A view per rectangle of the selection's highlight, behind the text.
    var selectionViews: [UIView] = []
    var isEditingStorage = false
    /// Whether the next text typed replaces everything (`clearsOnInsertion`).
    var clearsOnNextInsertion = false
    /// Set while a press makes the view first responder: the press places the caret next, where
    /// it landed, so beginning to edit does not first scroll to the old selection.
    var isBecomingFirstResponderForPress = false
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
    private(set) lazy var textEditMenu = TextEditMenu(host: self)

    public override init(frame: CGRect) {
        textContainer = NSTextContainer(size: CGSize(width: frame.width, height: .greatestFiniteMagnitude))
        layoutManager = NSLayoutManager()
        super.init(frame: frame)
        setUp()
    }

    /// A text view whose text lays out in `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        layoutManager = NSLayoutManager()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        layoutManager = NSLayoutManager()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        // The mouse selects: its presses reach the text at once (a finger's drag still scrolls).
        delaysContentTouches = false
        textContainer.textView = self
        layoutManager.textView = self
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        caretView.backgroundColor = tintColor
        addSubview(caretView)
        TextEditMenu.installLongPress(on: self)
    }

    /// Takes part in editing: see `UITextViewDelegate`, a kind of `UIScrollViewDelegate`.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: - Text

    /// The text shown; setting it puts the caret at the end and tells no delegate.
    open var text: String! {
        get { storage.string as String }
        set {
            storage.setText(plain: newValue ?? "")
            textWasReplaced()
        }
    }

    /// The text with its styles; attributes it lacks come from the view's font, colour and alignment.
    open var attributedText: NSAttributedString! {
        get { storage.attributedString(defaults: textAttributes) }
        set {
            if let newValue { storage.setText(attributed: newValue) } else { storage.setText(plain: "") }
            textWasReplaced()
        }
    }

    /// The font of text without its own; the system font of 12 points when nil (iOS's default).
    /// Whether a font that follows Dynamic Type (a preferred font, or one from `UIFontMetrics`) is
    /// replaced by its size for the new content size category when the category changes.
    open var adjustsFontForContentSizeCategory = false

    open var font: UIFont? {
        didSet { styleDidChange() }
    }

    /// The colour of text without its own; `.label` when nil.
    open var textColor: UIColor? {
        didSet { styleDidChange() }
    }

    /// How lines sit across the view; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { styleDidChange() }
    }

    /// The attributes typed text gets: those of the text before the caret (the view's font and
    /// colour for plain text) unless the app sets others, which last until the caret moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? textAttributes.merging(storage.attributes(before: editor.head)) { $1 } }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// How links are drawn; blue text by default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link] {
        didSet { styleDidChange() }
    }

    /// Which kinds of text become links when the view is not editable: `.link` finds web addresses.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { styleDidChange() }
    }

    /// Whether the user may change the text; true by default.
    open var isEditable = true {
        didSet {
            if !isEditable, isEditingStorage { resignFirstResponder() }
            if !dataDetectorTypes.isEmpty { styleDidChange() }
        }
    }

    /// Whether the user may select the text (and so copy it); true by default.
    open var isSelectable = true

    /// Whether the user may change the text's styles; stored.
    open var allowsEditingTextAttributes = false

    /// Whether the first text typed after editing begins replaces everything; false by default.
    open var clearsOnInsertion = false

    /// The room between the view's edges and the text container; 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { containerDidChange() }
    }

    /// Where the text lays out: its width follows the view's, less the insets.
    open private(set) var textContainer: NSTextContainer
    /// TextKit 1's queries, answered from the view's layout.
    open private(set) var layoutManager: NSLayoutManager

    /// The selection as a range of UTF-16 offsets.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.select(clamped(newValue)) }
    }

    /// Scrolls the least needed to show the first line of `range`.
    open func scrollRangeToVisible(_ range: NSRange) {
        revealCharacters(in: clamped(range))
    }

    /// Whether the view is first responder, taking keys.
    open var isEditing: Bool { isEditingStorage }

    // MARK: - Text input traits (stored; a desktop shows no keyboard)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: - Input views

    /// A view shown in a panel under the view while it is first responder, in place of a keyboard.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown at the top of the panel under the view while it is first responder.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    // MARK: - Keyboard input

    open var hasText: Bool { storage.length > 0 }

    open func insertText(_ text: String) {
        editor.insert(text)
    }

    open func deleteBackward() {
        editor.delete(.character, forward: false)
    }

    /// An editable view takes keys to edit; a selectable one, to select and copy.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing (for an editable view), unless the delegate's `textViewShouldBeginEditing`
    /// says no; a view only selectable becomes first responder without editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard isEditable else { return super.becomeFirstResponder() }
        guard canBecomeFirstResponder, window != nil, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        beginEditing()
        return true
    }

    /// Ends editing, unless the delegate's `textViewShouldEndEditing` says no.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingStorage else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
            return false
        }
        finishEditing()
        return true
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if isEditingStorage, newWindow !== window { finishEditing() }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others: Set<UIPress> = []
        for press in presses where !(press.key.map { handleKey($0) } ?? false) { others.insert(press) }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { !takesKey($0.key) }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: - Touches

    /// A press puts the caret (or, not editing, starts a selection); see `TextEditor+Mouse`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        pressBegan(touches.first, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first, isSelectable { editor.mouseDragged(to: touch.location(in: self)) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        pressEnded(touches.first, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.mouseUp()
    }

    /// The mouse selects rather than scrolls: a drag the mouse started is not the pan's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, panGestureRecognizer.wheelScrollType == nil, isSelectable,
            panGestureRecognizer.activeTouches.contains(where: \.isFromMouse)
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    /// With scrolling off, the view is as tall as its text at its width (self-sizing).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(forWidth: bounds.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        updateSelectionViews()
    }

    // MARK: - UITextInput (positions are UTF-16 offsets into the text; geometry in the bounds)

    open func text(in range: UITextRange) -> String? {
        textInputText(in: range)
    }

    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = range.textRange, NSMaxRange(range) <= storage.length else { return }
        editor.replace(range, with: text, as: .replace)
    }

    open var selectedTextRange: UITextRange? {
        get { OffsetTextRange(editor.selectedRange) }
        set { setSelectedTextRange(newValue) }
    }

    open var markedTextRange: UITextRange? { editor.markedRange.map(OffsetTextRange.init) }
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() {
        editor.unmarkText()
    }

    open var beginningOfDocument: UITextPosition { OffsetTextPosition(0) }
    open var endOfDocument: UITextPosition { OffsetTextPosition(storage.length) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInputRange(from: fromPosition, to: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textInputPosition(from: position, offset: offset)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        textInputPosition(from: position, in: direction, offset: offset)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        textInputCompare(position, to: other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (toPosition.textOffset ?? 0) - (from.textOffset ?? 0)
    }

    open weak var inputDelegate: (any UITextInputDelegate)? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }

    open var tokenizer: any UITextInputTokenizer { stringTokenizer }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection)
        -> UITextRange?
    {
        textInputRange(byExtending: position, in: direction)
    }

    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    {
        .leftToRight
    }

    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    open func firstRect(for range: UITextRange) -> CGRect {
        textInputSelectionRects(for: range).first?.rect ?? .null
    }

    open func caretRect(for position: UITextPosition) -> CGRect {
        caretFrame(at: position.textOffset ?? 0)
    }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        textInputSelectionRects(for: range)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        OffsetTextPosition(editorOffset(closestTo: point))
    }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInputClosestPosition(to: point, within: range)
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        textInputCharacterRange(at: point)
    }

    // MARK: - Edit actions

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard isSelectable || isEditable else { return super.canPerformAction(action, withSender: sender) }
        return canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func selectAll(_ sender: Any?) {
        editor.select(NSRange(location: 0, length: storage.length))
    }

    open override func delete(_ sender: Any?) {
        editor.replace(editor.selectedRange, with: "", as: .delete)
    }

    /// The edit menu for `textRange`: by default, what the delegate makes of `suggestedActions`.
    open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let range = textRange.textRange else { return nil }
        return textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    open override func copy(_ sender: Any?) {
        editor.copy()
    }

    open override func cut(_ sender: Any?) {
        editor.cut()
    }

    open override func paste(_ sender: Any?) {
        editor.paste()
    }
}

/// The kinds of text a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
