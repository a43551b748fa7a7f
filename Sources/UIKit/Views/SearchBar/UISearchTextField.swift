/// The text field of a search bar: a rounded grey box with a magnifying glass at its leading end,
/// the clear button while editing, and the placeholder in the secondary label colour.
///
/// A search bar is its field's delegate (as on iOS): set the bar's delegate instead. The bar may
/// put a bookmark or results list button at the trailing end (`trailingAccessory`), shown while the
/// clear button is not. `tokens` are kept, not drawn.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The tokens before the text, in order; stored.
    open var tokens: [UISearchToken] = []
    /// The background of selected tokens; stored.
    open var tokenBackgroundColor: UIColor?
    /// Whether the user may delete tokens; true by default (stored).
    open var allowsDeletingTokens = true
    /// Whether the user may copy tokens; true by default (stored).
    open var allowsCopyingTokens = true

    /// A button at the trailing end, shown while the clear button is not (the bar's bookmark or
    /// results list button).
    var trailingAccessory: UIView? {
        didSet {
            guard trailingAccessory !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let trailingAccessory { addSubview(trailingAccessory) }
            textDidChange(caretAtEnd: false)
        }
    }

    /// How far the text and placeholder are moved from their place (the bar's
    /// `searchTextPositionAdjustment`).
    var textOffset = UIOffset.zero {
        didSet { textDidChange(caretAtEnd: false) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    /// The placeholder, drawn in `.secondaryLabel` as iOS draws a search field's.
    open override var placeholder: String? {
        get { super.placeholder }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.secondaryLabel])
            }
        }
    }

    /// Inserts `token` before the token at `tokenIndex`.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex`.
    open func removeToken(at tokenIndex: Int) {
        tokens.remove(at: tokenIndex)
    }

    // MARK: - Geometry

    /// Between the magnifying glass and the clear button (or the accessory, or the trailing inset).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var trailing = bounds.maxX - SearchBarMetrics.textTrailing
        if isClearButtonShown {
            trailing = clearButtonRect(forBounds: bounds).minX - SearchBarMetrics.textTrailing / 2
        } else if let trailingAccessory, !trailingAccessory.isHidden {
            trailing = accessoryRect(forBounds: bounds).minX - SearchBarMetrics.textTrailing / 2
        }
        let leading = bounds.minX + SearchBarMetrics.textLeading
        let rect = CGRect(x: leading, y: bounds.minY, width: max(0, trailing - leading), height: bounds.height)
        return rect.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical)
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// A 19-point disc inset from the trailing end, centred vertically.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSize
        return CGRect(
            x: bounds.maxX - SearchBarMetrics.clearTrailing - side, y: bounds.midY - side / 2, width: side,
            height: side)
    }

    /// Where the magnifying glass is drawn (in place of iOS's left view, which `UITextField` lacks here).
    func glassRect(forBounds bounds: CGRect) -> CGRect {
        let side = SearchBarMetrics.glassSide
        return CGRect(
            x: bounds.minX + SearchBarMetrics.glassLeading, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the trailing accessory goes: a square as tall as the clear button's box and a little
    /// more, at the same place.
    func accessoryRect(forBounds bounds: CGRect) -> CGRect {
        clearButtonRect(forBounds: bounds).insetBy(dx: -3, dy: -3)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let trailingAccessory else { return }
        trailingAccessory.frame = accessoryRect(forBounds: bounds)
        trailingAccessory.isHidden = isClearButtonShown
    }

    // MARK: - Drawing

    /// The rounded grey box and the glass, then the text, placeholder and clear button.
    open override func draw(_ rect: CGRect) {
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: SearchBarMetrics.fieldCornerRadius).fill()
        drawGlass(in: glassRect(forBounds: bounds))
        super.draw(rect)
    }

    private func drawGlass(in box: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.translateBy(x: box.minX, y: box.minY)
        context.scaleBy(x: box.width / SystemItemGlyph.side, y: box.height / SystemItemGlyph.side)
        SystemItemGlyph.draw(.search, at: .zero, color: .secondaryLabel)
        context.restoreGState()
    }
}
