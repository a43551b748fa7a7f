/// The button types and the initializers that make them.
extension UIButton {
    /// The look a button is made with.
    public enum ButtonType: Int, Sendable {
        /// No look of its own: a white title, the image as it is.
        case custom = 0
        /// Text and template images in the tint colour, fading while highlighted.
        case system = 1
        /// An "i" in a circle, in the tint colour.
        case detailDisclosure = 2
        /// An "i" in a circle, in the tint colour.
        case infoLight = 3
        /// An "i" in a circle, in the tint colour.
        case infoDark = 4
        /// A "+" in a circle, in the tint colour.
        case contactAdd = 5
        /// A grey cross in a light grey 30-point circle.
        case close = 7

        public static var roundedRect: ButtonType { .system }
    }

    /// Updates a button's configuration for its state.
    @preconcurrency public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The font titles are drawn in.
    static let titleFont = UIFont.systemFont(ofSize: 15)

    /// Creates a button of `buttonType` with a zero frame; the glyph types start with their glyph
    /// as the normal image.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let glyph = ButtonSystemGlyph.image(for: buttonType) { setImage(glyph, for: .normal) }
        updateContent()
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

    /// Creates a `.system` button showing `configuration`, performing `primaryAction` when tapped
    /// (its title and image fill the configuration's when it has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        // Observers do not run for assignments in the class's own initializers.
        configurationDidChange(from: nil)
    }

    /// Whether the button has one of the system looks: tinted content that fades while highlighted.
    var isSystemStyled: Bool { buttonType != .custom }
}
