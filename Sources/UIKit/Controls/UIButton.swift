/// A control that performs an action when tapped: it sends `.touchUpInside` with
/// `.primaryActionTriggered`, and shows its content in one of two ways.
///
/// Without a `configuration`, it shows the image and title for its current state in `imageView`
/// and `titleLabel`, side by side, centred as a pair in `contentRect(forBounds:)` (or placed by the
/// content alignments), each then moved by its edge insets, over the state's background image.
/// Per-state values fall back to the `.normal` state's. A `.system` button (and the other system
/// types) draws its title and template images in its tint colour, grey while disabled, and fades
/// them to 20 % while highlighted, fading back in over 0.3 s on release; a `.custom` button's
/// title is white and its image is drawn at half opacity while highlighted or disabled.
///
/// With a `configuration`, it shows what `configuration.updated(for:)` describes (see
/// `UIButton.Configuration`), calling `configurationUpdateHandler` whenever its state changes.
///
/// A `menu` opens as a popup list when the button is tapped (`showsMenuAsPrimaryAction`) or held.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type, fixed when it is created; `init(frame:)` makes a `.custom` button.
    public internal(set) var buttonType: ButtonType = .custom
    var titles = ControlStateValues<String>()
    var attributedTitles = ControlStateValues<NSAttributedString>()
    var titleColors = ControlStateValues<UIColor>()
    var titleShadowColors = ControlStateValues<UIColor>()
    var images = ControlStateValues<UIImage>()
    var backgroundImages = ControlStateValues<UIImage>()
    let label = UILabel()
    /// The image view and the background image view once made: they are made when there is first
    /// an image to show or `imageView` is asked for, so a button with a title alone has one
    /// subview, as on iOS.
    private(set) var madeImageView: UIImageView?
    private(set) var madeBackgroundImageView: UIImageView?
    /// A configured button's parts, made when a configuration first needs them.
    var configurationParts: ButtonConfigurationParts?
    /// Set by `setNeedsUpdateConfiguration()` until the next layout updates the configuration.
    var needsConfigurationUpdate = false
    /// The recognizer that opens the menu when the button is held.
    var menuPressRecognizer: UILongPressGestureRecognizer?
    /// The delegate of the pointer interaction `isPointerInteractionEnabled` adds, while it is on.
    var pointerInteractionDelegate: ButtonPointerDelegate?

    /// Makes the button's pointer style from the proposed effect and shape; nil from it means the
    /// system pointer. Setting a provider turns `isPointerInteractionEnabled` on.
    public var pointerStyleProvider: PointerStyleProvider? {
        didSet { if pointerStyleProvider != nil { isPointerInteractionEnabled = true } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Creates a `.custom` button in `frame` that performs `primaryAction` when tapped.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }

    private func setUp() {
        isOpaque = false
        label.font = Self.titleFont
        label.isHidden = true
        addSubview(label)
        updateContent()
    }

    /// The image view, made hidden just below the title label the first time it is needed.
    var foregroundImageView: UIImageView {
        if let madeImageView { return madeImageView }
        let view = Self.hiddenImageView()
        insertSubview(view, belowSubview: label)
        madeImageView = view
        setNeedsLayout()
        return view
    }

    /// The background image view, made hidden behind everything the first time it is needed.
    var backgroundImageView: UIImageView {
        if let madeBackgroundImageView { return madeBackgroundImageView }
        let view = Self.hiddenImageView()
        insertSubview(view, at: 0)
        madeBackgroundImageView = view
        setNeedsLayout()
        return view
    }

    private static func hiddenImageView() -> UIImageView {
        let view = UIImageView(frame: .zero)
        view.isHidden = true
        return view
    }

    /// The label showing the current title; style its font and more through it.
    open var titleLabel: UILabel? { label }

    /// The image view showing the current image.
    open var imageView: UIImageView? { foregroundImageView }

    /// The label showing a configuration's subtitle; nil without one.
    open var subtitleLabel: UILabel? {
        configuration?.attributedSubtitle == nil ? nil : configurationParts?.subtitleLabel
    }

    // MARK: - State

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange(highlightEnded: oldValue) } }
    }

    /// A disabled button claims no pointer region, so the pointer over it turns back to the arrow.
    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            stateDidChange()
            pointerInteractionDelegate?.interaction.invalidate()
        }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateDidChange()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { !showsMenuOnTap }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { primaryActionWillBeSent() }
    }

    // MARK: - Per-state content

    /// Sets the title shown in `state` (nil: fall back to the normal state's).
    open func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
        updateContent()
    }

    /// The title for `state`, else the normal state's.
    open func title(for state: State) -> String? { titles.value(for: state) }

    /// Sets the styled title shown in `state`; a styled title wins over a plain one.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles.set(title, for: state)
        updateContent()
    }

    /// The styled title for `state`, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles.value(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors.set(color, for: state)
        updateContent()
        appearanceMethodDidCall("setTitleColor:\(state.rawValue)") { (button: UIButton) in
            button.setTitleColor(color, for: state)
        }
    }

    /// The title colour set for `state`, else the normal state's, else nil.
    open func titleColor(for state: State) -> UIColor? { titleColors.value(for: state) }

    /// Sets the colour of the title's shadow in `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors.set(color, for: state)
        updateContent()
    }

    /// The title shadow colour for `state`, else the normal state's, else nil.
    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors.value(for: state) }

    open func setImage(_ image: UIImage?, for state: State) {
        images.set(image, for: state)
        updateContent()
    }

    /// The image for `state`, else the normal state's.
    open func image(for state: State) -> UIImage? { images.value(for: state) }

    /// Sets the image filling the button in `state` (nil: fall back to the normal state's).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages.set(image, for: state)
        updateContent()
        appearanceMethodDidCall("setBackgroundImage:\(state.rawValue)") { (button: UIButton) in
            button.setBackgroundImage(image, for: state)
        }
    }

    /// The background image for `state`, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages.value(for: state) }

    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The colour the title is drawn in now.
    open var currentTitleColor: UIColor { resolvedTitleColor(faded: true) }

    // MARK: - Legacy layout

    /// Insets the content (image and title) from the bounds; deprecated in iOS 15 and ignored
    /// with a configuration.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the title: the pair is placed in the content rect less these insets.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image: the pair is placed in the content rect less these insets.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Whether a `.custom` button draws its image at half opacity while highlighted.
    open var adjustsImageWhenHighlighted = true {
        didSet { updateContent() }
    }

    /// Whether a `.custom` button draws its image at half opacity while disabled.
    open var adjustsImageWhenDisabled = true {
        didSet { updateContent() }
    }

    /// Kept; no glow is drawn.
    open var showsTouchWhenHighlighted = false
    /// Kept; the shadow is not moved while highlighted.
    open var reversesTitleShadowWhenHighlighted = false

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the content goes: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the pair placed by the content
    /// alignments in `contentRect` less `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { legacyTitleRect(in: contentRect) }

    /// Where the image goes in `contentRect`: before the title, the pair placed by the content
    /// alignments in `contentRect` less `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { legacyImageRect(in: contentRect) }

    /// Runs a pending `updateConfiguration()` first. Then, with a configuration, places its parts;
    /// without one, places the background image, image and title where `backgroundRect(forBounds:)`,
    /// `contentRect(forBounds:)`, `imageRect(forContentRect:)` and `titleRect(forContentRect:)` say,
    /// so subclasses that override those move the parts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configuration != nil {
            layOutConfiguredContent()
        } else {
            madeBackgroundImageView?.frame = backgroundRect(forBounds: bounds)
            let content = contentRect(forBounds: bounds)
            madeImageView?.frame = imageRect(forContentRect: content)
            label.frame = titleRect(forContentRect: content)
        }
    }

    /// The size that shows the whole content: image and title side by side (the title with 6
    /// points above and below, as UIKit pads it) plus `contentEdgeInsets`, 30 × 34 with neither;
    /// with a configuration, its content plus `contentInsets`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configuration == nil ? legacyFittingSize() : configuredFittingSize(width: size.width)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The title's baselines, with the title centred in the button's intrinsic height.
    override func baselinePosition(first: Bool) -> BaselinePosition {
        guard let label = titleLabel, label.text?.isEmpty == false else { return super.baselinePosition(first: first) }
        let inset = max(0, (intrinsicContentSize.height - label.intrinsicContentSize.height) / 2)
        let (firstBaseline, lastFromBottom) = label.intrinsicBaselines()
        return first ? .fromTop(inset + firstBaseline) : .fromBottom(inset + lastFromBottom)
    }

    // MARK: - Configuration

    /// What the button shows and how; nil keeps the per-state values above.
    open var configuration: Configuration? {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// Whether the button draws its configuration updated for its state; when false it draws the
    /// configuration as it is (update it in `configurationUpdateHandler`).
    open var automaticallyUpdatesConfiguration = true {
        didSet { updateContent() }
    }

    /// Called with the button whenever its configuration needs updating: a state change, a tint
    /// change, `setNeedsUpdateConfiguration()`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the current state; the default calls
    /// `configurationUpdateHandler`. Don't call it: use `setNeedsUpdateConfiguration()`.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    // MARK: - Menu

    /// A menu shown as a popup list: when the button is tapped with `showsMenuAsPrimaryAction`,
    /// else when it is held for half a second.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    open override var showsMenuAsPrimaryAction: Bool {
        didSet { menuDidChange() }
    }

    /// With a menu shown on tap: the button is a pop-up button, titled with the chosen action,
    /// which choosing marks `.on`. Without: a tap toggles `isSelected`.
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }
}
