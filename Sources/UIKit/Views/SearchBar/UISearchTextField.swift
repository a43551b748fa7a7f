/// The text field of a search bar: a rounded grey box with a magnifying glass at its leading end,
/// the clear button while editing, and the placeholder in the secondary label colour.
///
/// The glass is the left view, an image view tinted `.secondaryLabel`. A search bar is its field's
/// delegate (as on iOS): set the bar's delegate instead; the bar puts its bookmark or results list
/// button in the right view. `tokens` are kept, not drawn.
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
        let glass = UIImageView(image: Self.glassImage())
        glass.tintColor = .secondaryLabel
        leftView = glass
        leftViewMode = .always
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

    /// After the magnifying glass and short of the clear button (or the right view, or the
    /// trailing end) by a few points, moved by the bar's `searchTextPositionAdjustment`.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let leading = bounds.minX + SearchBarMetrics.textLeading
        if rect.minX < leading {
            rect.size.width -= leading - rect.minX
            rect.origin.x = leading
        }
        rect.size.width = max(0, rect.width - SearchBarMetrics.textTrailing)
        return rect.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical)
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The glass, in from the leading end.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: SearchBarMetrics.glassLeading, dy: 0)
    }

    /// The clear button, in from the trailing end.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -SearchBarMetrics.clearTrailing, dy: 0)
    }

    /// The right view (the bar's bookmark or results list button), in from the trailing end.
    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        super.rightViewRect(forBounds: bounds).offsetBy(dx: -SearchBarMetrics.rightViewTrailing, dy: 0)
    }

    // MARK: - Drawing

    /// The rounded grey box, then the text, placeholder and clear button.
    open override func draw(_ rect: CGRect) {
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: SearchBarMetrics.fieldCornerRadius).fill()
        super.draw(rect)
    }

    /// The magnifying glass, a template image for the left view to tint.
    private static func glassImage() -> UIImage {
        let side = SearchBarMetrics.glassSide
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            context.cgContext.scaleBy(x: side / SystemItemGlyph.side, y: side / SystemItemGlyph.side)
            SystemItemGlyph.draw(.search, at: .zero, color: .black)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
