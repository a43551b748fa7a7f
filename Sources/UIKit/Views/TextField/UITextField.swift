/// A single line of editable text.
///
/// A click makes the field first responder (after its delegate's `textFieldShouldBeginEditing`)
/// and puts the caret where it landed; while it is, the shared `TextEditor` does what keys and the
/// mouse do: typing replaces the selection, arrows move the caret (Shift extends the selection,
/// Ctrl goes by words), Home and End go to the ends, Backspace and Delete remove characters
/// (Ctrl: words), a double click selects a word, a drag selects, Ctrl+A selects everything, and
/// Ctrl+X, Ctrl+C, Ctrl+V, Ctrl+Z go through the responder chain's edit actions and undo manager.
/// Return asks `textFieldShouldReturn` before sending `.editingDidEndOnExit` (which also ends
/// editing when the field has a target for that event). Each edit the user makes is offered to
/// the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`, then sends
/// `.editingChanged` and posts `textDidChangeNotification`; setting `text` in code does neither.
/// Beginning and ending editing tell the delegate, send `.editingDidBegin` / `.editingDidEnd`
/// and post the matching notifications, in that order. An input method's composition shows
/// underlined in the text as marked text (`UITextInput`).
///
/// The caret is a 2-point bar in the tint colour (a subview) that blinks by a repeating opacity
/// animation added when editing begins and removed when it ends, so a field not being edited asks
/// for no frames; a selection is drawn behind the text in the tint colour at low alpha.
/// Text wider than the field scrolls to keep the caret in view while editing.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The text; kept as the attributed text's string too.
    private var plainText = ""
    /// The text's own styles, when it was set as attributed text; nil for plain text. Kept as runs,
    /// not as an `NSAttributedString`, so that typing and drawing make none (see `AttributedRuns`).
    private(set) var styledRuns: AttributedRuns?
    /// The placeholder's own styles, read once when it is set.
    private(set) var placeholderRuns: AttributedRuns?
    /// The selection, marked text, keys, clicks and undo; made with the field.
    private(set) lazy var editor = TextEditor(host: self)
    /// How far the text is scrolled to the left to keep the caret in view.
    var scrollOffset: CGFloat = 0
    let caretView = UIView()
    /// Whether the field is editing (first responder, or just stopped being it).
    var isEditingStorage = false
    /// False while the field makes an edit its delegate is not asked about (the clear button).
    var asksBeforeChanging = true
    /// Whether the next text typed replaces everything (`clearsOnInsertion`, secure entry).
    var clearsOnNextInsertion = false
    /// Attributes set through `defaultTextAttributes` beyond the font, colour and alignment.
    var extraTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
    private(set) lazy var textEditMenu = TextEditMenu(host: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        caretView.backgroundColor = tintColor
        addSubview(caretView)
        TextEditMenu.installLongPress(on: self)
    }

    /// Takes part in editing: see `UITextFieldDelegate`.
    open weak var delegate: UITextFieldDelegate?

    // MARK: - Text

    /// The text shown; never nil when read (empty by default). Setting it puts the caret at the end.
    open var text: String? {
        get { plainText }
        set {
            plainText = newValue ?? ""
            styledRuns = nil
            textDidChange(caretAtEnd: true)
        }
    }

    /// The text with its styles; attributes it lacks come from the field's font and colour.
    open var attributedText: NSAttributedString? {
        get { styledRuns?.attributedString ?? NSAttributedString(string: plainText, attributes: textAttributes) }
        set {
            styledRuns = newValue.map(AttributedRuns.init)
            plainText = styledRuns?.string ?? ""
            textDidChange(caretAtEnd: true)
        }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its styles; attributes it lacks are the field's font in `.placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            placeholderRuns = attributedPlaceholder.map(AttributedRuns.init)
            setNeedsDisplay()
        }
    }

    /// The font of the text; the system font of 17 points by default.
    /// Whether a font that follows Dynamic Type (a preferred font, or one from `UIFontMetrics`) is
    /// replaced by its size for the new content size category when the category changes.
    open var adjustsFontForContentSizeCategory = false

    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { textDidChange(caretAtEnd: false) }
    }

    /// The colour of the text; `.label` by default.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    /// How the text sits across the field; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textDidChange(caretAtEnd: false) }
    }

    /// The frame drawn around the text; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { textDidChange(caretAtEnd: false) }
    }

    /// Whether the text shows as a bullet per character; false by default.
    open var isSecureTextEntry = false {
        didSet { textDidChange(caretAtEnd: false) }
    }

    /// When the clear button (a grey circled cross at the right end) shows; `.never` by default.
    /// It shows only while there is text.
    open var clearButtonMode: ViewMode = .never {
        didSet { textDidChange(caretAtEnd: false) }
    }

    /// Whether the field is first responder, taking keys.
    open var isEditing: Bool { isEditingStorage }

    /// Whether beginning to edit empties the field; false by default.
    open var clearsOnBeginEditing = false

    /// Whether the first text typed after editing begins replaces everything; false by default.
    /// A secure field does this anyway, as on iOS.
    open var clearsOnInsertion = false

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
    open var textContentType: UITextContentType!

    /// Replaces the characters in `range` (UTF-16 offsets), keeping the styles around them.
    func replaceCharacters(in range: NSRange, with string: String) {
        if styledRuns != nil {
            styledRuns!.replaceCharacters(in: range, with: string)
            plainText = styledRuns!.string
        } else {
            plainText = (plainText as NSString).replacingCharacters(in: range, with: string)
        }
    }

    /// The text as an `NSString`, for UTF-16 offsets.
    var storedText: NSString { plainText as NSString }

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

    /// Whether the field holds any text.
    open var hasText: Bool { !plainText.isEmpty }

    /// Inserts `text` in place of the selection (or the marked text), as the user typing it.
    open func insertText(_ text: String) {
        editor.insert(text)
    }

    /// Deletes the selection, or the character before the caret, as the user pressing Backspace.
    open func deleteBackward() {
        editor.delete(.character, forward: false)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, unless the delegate's `textFieldShouldBeginEditing` says no.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        beginEditing()
        return true
    }

    /// Ends editing, unless the delegate's `textFieldShouldEndEditing` says no.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingStorage else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// A field leaving its window stops editing even when its delegate refused to.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if isEditingStorage, newWindow !== window { finishEditing() }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditingStorage else { return super.pressesBegan(presses, with: event) }
        var others: Set<UIPress> = []
        for press in presses where !(press.key.map { handleEditingKey($0) } ?? false) { others.insert(press) }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = isEditingStorage ? presses.filter { !Self.isEditingKey($0.key) } : presses
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: - UITextInput (positions are UTF-16 offsets into the text; geometry in the bounds)

    open func text(in range: UITextRange) -> String? {
        textInputText(in: range)
    }

    /// Replaces `range` as the user's edit (offered to the delegate, undoable).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = range.textRange, NSMaxRange(range) <= storedText.length else { return }
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
    open var endOfDocument: UITextPosition { OffsetTextPosition(storedText.length) }

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
        OffsetTextPosition(caretOffset(nearestX: point.x))
    }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInputClosestPosition(to: point, within: range)
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        textInputCharacterRange(at: point)
    }

    // MARK: - Edit actions

    /// Cut and Copy with a selection (not in a secure field), Paste with text on the pasteboard,
    /// Select All with text, Delete with a selection, and the undo manager's Undo and Redo.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func selectAll(_ sender: Any?) {
        editor.select(NSRange(location: 0, length: storedText.length))
    }

    open override func delete(_ sender: Any?) {
        editor.replace(editor.selectedRange, with: "", as: .delete)
    }

    /// The edit menu for `textRange`: by default, what the delegate makes of `suggestedActions`.
    open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let range = textRange.textRange else { return nil }
        return delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
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

    // MARK: - Touches

    /// While editing, a press puts the caret at the nearest character boundary (Shift+click
    /// extends the selection; a double click selects a word, a triple click everything) and a drag
    /// selects.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEditingStorage, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard !(isClearButtonShown && clearButtonRect(forBounds: bounds).contains(point)) else { return }
        editor.mouseDown(
            at: point, clickCount: touch.tapCount, extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isEditingStorage, let touch = touches.first else { return }
        editor.mouseDragged(to: touch.location(in: self))
    }

    /// A tap on the clear button empties the field, then begins editing if it was not (on iOS the
    /// text is cleared before the field becomes first responder); elsewhere, on a field not yet
    /// editing, it begins editing and puts the caret at the character boundary nearest the tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        editor.mouseUp()
        guard wasTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if isClearButtonShown, clearButtonRect(forBounds: bounds).contains(point) {
            clearText()
            if !isEditingStorage { _ = becomeFirstResponder() }
        } else if !isEditingStorage, becomeFirstResponder() {
            editor.move(to: editorOffset(closestTo: point), extending: false)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.mouseUp()
    }

    // MARK: - Sizing

    /// One line of the font high plus the border's insets, as wide as the text or placeholder.
    open override var intrinsicContentSize: CGSize {
        let insets = borderInsets
        let textWidth = max(lineWidth(of: displayedText), styledPlaceholder.map(lineWidth(of:)) ?? 0)
        let clearWidth = clearButtonMode == .never ? 0 : Self.clearButtonSize + insets.width
        return CGSize(
            width: ceil(textWidth) + 2 * insets.width + clearWidth,
            height: ceil(resolvedFont.lineHeight) + 2 * insets.height)
    }

    /// The text's baseline, one line of the font below the border's inset (the field's only line).
    override func baselinePosition(first: Bool) -> BaselinePosition {
        .fromTop(borderInsets.height + resolvedFont.ascender)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: - Appearance

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
        layOutCaret()
    }

    open override func draw(_ rect: CGRect) {
        drawBackground()
        drawBorder()
        drawSelectionAndMarkedText()
        if hasText {
            drawText(in: isEditingStorage ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if styledPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if isClearButtonShown { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    /// Draws the text (bullets for secure entry) in `rect`, scrolled to keep the caret in view.
    open func drawText(in rect: CGRect) {
        drawLine(displayedText, in: rect, scrolledBy: isEditingStorage ? scrollOffset : 0)
    }

    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) {
        guard let styledPlaceholder else { return }
        drawLine(styledPlaceholder, in: rect, scrolledBy: 0)
    }

    /// Where the text goes when not editing: the bounds less the border and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        contentRect(forBounds: bounds)
    }

    /// Where the placeholder goes: where the text goes.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// Where the text goes while editing: as `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        contentRect(forBounds: bounds)
    }

    /// Where the clear button goes: a 19-point square at the right end (left of a right view that
    /// shows), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        let end = isShown(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: end - borderInsets.width - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    // MARK: - Overlay views

    /// A view at the left end (a search glass, an icon), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet { overlayDidChange(from: oldValue, to: leftView) }
    }

    /// When the left view shows; `.never` by default.
    open var leftViewMode: ViewMode = .never {
        didSet { overlayDidChange(from: nil, to: nil) }
    }

    /// A view at the right end (a button), shown as `rightViewMode` says.
    open var rightView: UIView? {
        didSet { overlayDidChange(from: oldValue, to: rightView) }
    }

    /// When the right view shows; `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { overlayDidChange(from: nil, to: nil) }
    }

    /// Where the left view goes: at the left edge, its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: at the right edge, its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(of: rightView)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Fitting and attributes

    /// Whether text too wide for the field shrinks (down to `minimumFontSize`) while not editing;
    /// false by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest size the font shrinks to; 0 by default (iOS then stops at 14 points).
    open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// The attributes of text without its own: the font, colour and alignment, and any other set here.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return textAttributes.merging([.paragraphStyle: style]) { $1 }
        }
        set { setDefaultTextAttributes(newValue) }
    }

    /// The attributes typed text takes while editing; nil when not editing.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditingStorage ? (storedTypingAttributes ?? defaultTextAttributes) : nil }
        set { storedTypingAttributes = newValue }
    }

    /// Whether the user may change styles in the text; stored.
    open var allowsEditingTextAttributes = false

    /// An image drawn as the field's background when its border style is not `.roundedRect`.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The background while the field is disabled.
    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }
}
