/// A single line of editable text.
///
/// A tap makes the field first responder (after its delegate's `textFieldShouldBeginEditing`);
/// while it is, keys typed insert their characters at the caret, Backspace and Delete remove a
/// character, Left and Right move the caret by a character, Home/Up and End/Down to either end,
/// and Return asks `textFieldShouldReturn` before sending `.editingDidEndOnExit` (which also ends
/// editing when the field has a target for that event). Each edit the user makes is offered to
/// the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`, then sends
/// `.editingChanged` and posts `textDidChangeNotification`; setting `text` in code does neither.
/// Beginning and ending editing tell the delegate, send `.editingDidBegin` / `.editingDidEnd`
/// and post the matching notifications, in that order.
///
/// The caret is a 2-point bar in the tint colour (a subview) that blinks by a repeating opacity
/// animation added when editing begins and removed when it ends, so a field not being edited asks
/// for no frames.
/// Text wider than the field scrolls to keep the caret in view while editing. Selection, copy
/// and paste, and input methods are not supported yet.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The text; kept as the attributed text's string too.
    private var plainText = ""
    /// The text's own styles, when it was set as attributed text; nil for plain text. Kept as runs,
    /// not as an `NSAttributedString`, so that typing and drawing make none (see `AttributedRuns`).
    private(set) var styledRuns: AttributedRuns?
    /// The placeholder's own styles, read once when it is set.
    private(set) var placeholderRuns: AttributedRuns?
    /// Where the caret is, as a UTF-16 offset into the text.
    var caretOffset = 0
    /// How far the text is scrolled to the left to keep the caret in view.
    var scrollOffset: CGFloat = 0
    let caretView = UIView()
    /// Whether the field is editing (first responder, or just stopped being it).
    var isEditingStorage = false

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

    /// The font and colour the text is drawn in where it says nothing else.
    var textAttributes: [NSAttributedString.Key: Any] {
        [.font: resolvedFont, .foregroundColor: textColor ?? .label]
    }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// Replaces the characters in `range` (UTF-16 offsets), keeping the styles around them.
    func replaceCharacters(in range: NSRange, with string: String) {
        if styledRuns != nil {
            styledRuns!.replaceCharacters(in: range, with: string)
            plainText = styledRuns!.string
        } else {
            plainText = (plainText as NSString).replacingCharacters(in: range, with: string)
        }
    }

    /// Redraws after a change of the text or of how it is laid out.
    func textDidChange(caretAtEnd: Bool) {
        if caretAtEnd { caretOffset = (plainText as NSString).length }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: - Keyboard input

    /// Whether the field holds any text.
    open var hasText: Bool { !plainText.isEmpty }

    /// Inserts `text` at the caret, as the user typing it.
    open func insertText(_ text: String) {
        edit(NSRange(location: caretOffset, length: 0), replacingWith: text)
    }

    /// Deletes the character before the caret, as the user pressing Backspace.
    open func deleteBackward() {
        guard caretOffset > 0 else { return }
        edit((plainText as NSString).rangeOfComposedCharacterSequence(at: caretOffset - 1), replacingWith: "")
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

    // MARK: - Touches

    /// A tap on the clear button empties the field, then begins editing if it was not (on iOS the
    /// text is cleared before the field becomes first responder); elsewhere it begins editing and
    /// puts the caret at the character boundary nearest the tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if isClearButtonShown, clearButtonRect(forBounds: bounds).contains(point) {
            clearText()
            if !isEditingStorage { _ = becomeFirstResponder() }
        } else if becomeFirstResponder() {
            moveCaret(to: caretOffset(nearestX: point.x))
        }
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
        layOutCaret()
    }

    open override func draw(_ rect: CGRect) {
        drawBorder()
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

    /// Where the clear button goes: a 19-point square at the right end, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        return CGRect(
            x: bounds.maxX - borderInsets.width - size, y: bounds.midY - size / 2, width: size, height: size)
    }
}
