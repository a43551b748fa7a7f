/// A control that performs an action when tapped: it sends `.touchUpInside` with
/// `.primaryActionTriggered`, and shows the image and title for its current state in `imageView`
/// and `titleLabel`, side by side and placed by the content alignments, over the state's
/// background image, which fills the button.
///
/// Per-state values fall back to the `.normal` state's. A `.system` button's title is its tint
/// colour, at 20% opacity while highlighted and grey while disabled; a `.custom` button's is
/// white, and its image is at half opacity while highlighted.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type, fixed when it is created; `init(frame:)` makes a `.custom` button.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let foregroundImageView = UIImageView(frame: .zero)
    private let backgroundImageView = UIImageView(frame: .zero)
    /// The delegate of the pointer interaction `isPointerInteractionEnabled` adds, while it is on.
    var pointerInteractionDelegate: ButtonPointerDelegate?

    /// Makes the button's pointer style from the proposed effect and shape; nil from it means the
    /// system pointer. Setting a provider turns `isPointerInteractionEnabled` on.
    public var pointerStyleProvider: PointerStyleProvider? {
        didSet { if pointerStyleProvider != nil { isPointerInteractionEnabled = true } }
    }
    /// The font titles are drawn in.
    static let titleFont = UIFont.systemFont(ofSize: 15)

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
        label.font = Self.titleFont
        for view in [backgroundImageView, foregroundImageView, label] as [UIView] {
            view.isHidden = true
            addSubview(view)
        }
        updateContent()
    }

    /// The label showing the current title; style its font and more through it.
    open var titleLabel: UILabel? { label }

    /// The image view showing the current image.
    open var imageView: UIImageView? { foregroundImageView }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of `buttonType` that performs `primaryAction` when tapped, titled and imaged
    /// after the action.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { updateContent() } }
    }

    /// A disabled button claims no pointer region, so the pointer over it turns back to the arrow.
    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            updateContent()
            pointerInteractionDelegate?.interaction.invalidate()
        }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { updateContent() } }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: - Per-state content

    /// Sets the title shown in `state` (nil: fall back to the normal state's).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`, else the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour set for `state`, else the normal state's, else nil.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, else the normal state's.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the image filling the button in `state` (nil: fall back to the normal state's).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for `state`, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The colour the title is drawn in now.
    open var currentTitleColor: UIColor {
        if let color = titleColors[state.rawValue] { return color }
        let base = titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor ?? .systemBlue)
        guard buttonType == .system else { return base }
        if !isEnabled { return .systemGray }
        return isHighlighted ? base.withAlphaComponent(0.2) : base
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    // MARK: - Content

    /// Shows the current state's title, colours and images.
    private func updateContent() {
        let title = currentTitle
        label.text = title
        label.textColor = currentTitleColor
        label.isHidden = title?.isEmpty ?? true
        let image = currentImage
        foregroundImageView.image = image
        foregroundImageView.isHidden = image == nil
        foregroundImageView.alpha = buttonType == .custom && isHighlighted ? 0.5 : 1
        let background = currentBackgroundImage
        backgroundImageView.image = background
        backgroundImageView.isHidden = background == nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        let imageSize = foregroundImageView.isHidden ? .zero : foregroundImageView.intrinsicContentSize
        let titleSize = label.isHidden ? .zero : label.intrinsicContentSize
        let content = CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
        let origin = contentOrigin(for: content)
        foregroundImageView.frame = CGRect(
            origin: CGPoint(x: origin.x, y: origin.y + (content.height - imageSize.height) / 2), size: imageSize)
        label.frame = CGRect(
            origin: CGPoint(x: origin.x + imageSize.width, y: origin.y + (content.height - titleSize.height) / 2),
            size: titleSize)
    }
    /// Where content of `size` goes in the bounds, after the content alignments.
    private func contentOrigin(for size: CGSize) -> CGPoint {
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: x = 0
        case .right, .trailing: x = bounds.width - size.width
        case .center: x = (bounds.width - size.width) / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = 0
        case .bottom: y = bounds.height - size.height
        case .center: y = (bounds.height - size.height) / 2
        }
        return CGPoint(x: bounds.minX + x, y: bounds.minY + y)
    }
}
