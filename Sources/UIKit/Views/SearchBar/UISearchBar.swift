/// A bar with a search field: the text, a placeholder and prompt, a Cancel button, bookmark and
/// results list buttons in the field, and a scope bar (a segmented control) under it.
///
/// The bar is its field's delegate and passes what the field hears on to `UISearchBarDelegate`
/// (see there for the order). Return tells `searchBarSearchButtonClicked`; Escape while editing
/// does what the Cancel button does when it shows. Setting `text` in code tells nobody.
///
/// In a plain context the bar is 56 points tall with the field centred, 8 points in from its
/// sides, on the light grey of the other bars (`.default` and `.prominent`) or on nothing
/// (`.minimal`); a prompt adds a row above, the scope bar one below. Under a navigation bar (a
/// `UISearchController` in a `UINavigationItem`) it is 52 points tall and draws no background.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// The field the user types in.
    public let searchTextField = UISearchTextField()
    /// Takes part in searching: see `UISearchBarDelegate`.
    open weak var delegate: (any UISearchBarDelegate)?

    let backgroundView = UIView()
    let promptLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)
    /// Whether the Cancel button is shown; the property's storage.
    var cancelButtonShown = false
    /// Whether the scope bar is shown; the property's storage.
    var scopeBarShown = false
    /// Where the bar is placed, which sets its height, margins and background.
    var placement = SearchBarPlacement.plain {
        didSet {
            guard placement != oldValue else { return }
            updateBackground()
            fittingHeightDidChange()
        }
    }
    /// The search controller that owns the bar, told of its edits and buttons.
    weak var searchController: UISearchController?
    /// The field's delegate: the bar, through an object of its own.
    private(set) lazy var fieldDelegate = SearchFieldDelegate(bar: self)
    /// The bookmark or results list button, when one is asked for.
    private(set) lazy var accessoryButton = SearchFieldAccessoryButton()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.alpha = 0
        cancelButton.isHidden = true
        addSubview(cancelButton)
        scopeBar.isHidden = true
        addSubview(scopeBar)
        connectParts()
        updateBackground()
    }

    // MARK: - Text

    /// The text in the field; setting it tells no delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text centred above the field; nil (the default) shows none.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            if (prompt == nil) != (oldValue == nil) { fittingHeightDidChange() }
        }
    }

    // MARK: - Buttons

    /// Whether the Cancel button shows at the trailing end; false by default.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button, sliding it in from the trailing side when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        changeCancelButton(shown: showsCancelButton, animated: animated)
    }

    /// Whether the bookmark button shows in the field while it holds no text; false by default.
    open var showsBookmarkButton = false {
        didSet { updateAccessory() }
    }

    /// Whether the results list button shows in the field (in place of the bookmark button); false
    /// by default.
    open var showsSearchResultsButton = false {
        didSet { updateAccessory() }
    }

    /// Whether the results list button shows selected; false by default.
    open var isSearchResultsButtonSelected = false {
        didSet { accessoryButton.isSelected = isSearchResultsButtonSelected }
    }

    // MARK: - Scope bar

    /// Whether the scope bar shows under the field (when there are scope button titles); false by
    /// default.
    open var showsScopeBar: Bool {
        get { scopeBarShown }
        set { setShowsScope(newValue, animated: false) }
    }

    /// Shows or hides the scope bar, changing the bar's height; it fades in when `animated`.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        changeScopeBar(shown: show, animated: animated)
    }

    /// The titles of the scope bar's segments; nil (the default) means no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet { reloadScopeBar() }
    }

    /// The selected segment of the scope bar; 0 by default. Setting it tells no delegate.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0 ? selectedScopeButtonIndex : -1 }
    }

    // MARK: - Appearance

    /// The look of the bar's background and field.
    public enum Style: UInt, Sendable {
        /// The system's look: a prominent bar in a plain context.
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background, a translucent field.
        case minimal = 2
    }

    /// Whether the bar draws its background; `.default` by default.
    open var searchBarStyle = Style.default {
        didSet { updateBackground() }
    }

    /// Light (`.default`) or dark (`.black`) background.
    open var barStyle = UIBarStyle.default {
        didSet { updateBackground() }
    }

    /// The background colour, replacing the style's; nil (the default) uses the style's.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// Whether the background lets what is below show through a little; true by default.
    open var isTranslucent = true {
        didSet { updateBackground() }
    }

    /// How far the text and placeholder are moved within the field; zero by default.
    open var searchTextPositionAdjustment: UIOffset {
        get { searchTextField.textOffset }
        set { searchTextField.textOffset = newValue }
    }

    /// The view shown at the top of the panel under the field while it is edited (the field's).
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// Where the bar sits: the delegate's answer, `.top` when it has none.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    // MARK: - Text input traits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    open var inlinePredictionType: UITextInlinePredictionType {
        get { searchTextField.inlinePredictionType }
        set { searchTextField.inlinePredictionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: - First responder (the field's)

    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Makes the field first responder (after `searchBarShouldBeginEditing`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing in the field (after `searchBarShouldEndEditing`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.isFirstResponder ? searchTextField.resignFirstResponder() : true
    }

    /// Escape while the field is edited and the Cancel button shows does what the button does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard cancelButtonShown, searchTextField.isEditing,
            presses.contains(where: { $0.key?.keyCode == .keyboardEscape })
        else { return super.pressesBegan(presses, with: event) }
        cancelButtonTapped()
    }

    // MARK: - Size and layout

    /// The offered width, and the height of the bar's rows: 56 points (52 under a navigation bar),
    /// plus the prompt's and the scope bar's when they show.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }
}
