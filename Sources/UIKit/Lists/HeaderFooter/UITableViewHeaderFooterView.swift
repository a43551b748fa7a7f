import Foundation

/// A table's section header or footer: a `contentView` over a background, showing either the
/// legacy `textLabel` (and `detailTextLabel`) styled for its place, or a `contentConfiguration`
/// (usually `defaultContentConfiguration()` filled in), whose view replaces the content view.
///
/// The styles are iOS 17's: in a plain table, semibold subheadline text in the secondary label
/// colour on a clear background (a light bar while pinned over the rows); in a grouped table,
/// footnote text in the secondary label colour, headers in capitals, with the text at the bottom of
/// a header and the top of a footer. State changes ask for a configuration update at the next
/// layout, as a cell's do (`updateConfiguration(using:)`, then `configurationUpdateHandler`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    private let reuseIdentifierStorage: String?
    var contentViewStorage: UIView
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    /// Draws the background configuration, or the default one of the view's place.
    let systemBackgroundView = BackgroundConfigurationView(configuration: .listPlainHeaderFooter())
    var contentConfigurationStorage: (any UIContentConfiguration)?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    /// Set by `setNeedsUpdateConfiguration()` until the next layout updates the configurations.
    var needsConfigurationUpdate = true

    // MARK: - Set by the table

    /// The style of the table the view is in.
    var tableStyle = ListStyle.plain {
        didSet { if tableStyle != oldValue { placementDidChange(from: (oldValue, isFooter)) } }
    }
    /// Whether the view is a section footer (false: a header).
    var isFooter = false {
        didSet { if isFooter != oldValue { placementDidChange(from: (tableStyle, oldValue)) } }
    }
    /// Whether the view heads the table's first section (a grouped table leaves more room above it).
    var isInFirstSection = false {
        didSet { if isInFirstSection != oldValue { updateContentViewMargins() } }
    }
    /// Whether the view is pinned over the rows of a plain table.
    var isPinned = false {
        didSet { if isPinned != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: - Creating

    /// Creates a view the table reuses under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        contentViewStorage = ListItemContentView()
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        contentViewStorage = ListItemContentView()
        super.init(coder: coder)
        setUp()
    }

    /// How a table makes a view of a registered class (see `UITableViewCell`'s namesake).
    public required convenience init(registeredWithIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Creates a view without a reuse identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Gets the view ready to show another section; subclasses reset their content and call
    /// `super`.
    open func prepareForReuse() {
        isPinned = false
        setNeedsUpdateConfiguration()
    }

    // MARK: - Content

    /// The view content goes in; a content configuration replaces it with its own view.
    open var contentView: UIView { contentViewStorage }

    /// The title, styled for the view's place; made on first use; nil while a content
    /// configuration is set.
    open var textLabel: UILabel? { legacyLabel(detail: false) }

    /// A second text under the title; nil while a content configuration is set.
    open var detailTextLabel: UILabel? { legacyLabel(detail: true) }

    /// A view filling the header or footer behind its content.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, aboveSubview: systemBackgroundView) }
            setNeedsLayout()
        }
    }

    // MARK: - Configurations (the work is in UITableViewHeaderFooterView+Configuration.swift)

    /// Whether a change of state updates `contentConfiguration` with `updated(for:)`; true by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether a change of state updates `backgroundConfiguration` with `updated(for:)`; true by
    /// default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The view's states as configurations see them; override the getter to add your own.
    open var configurationState: UIViewConfigurationState { currentConfigurationState() }

    /// Asks for a configuration update at the next layout; several requests make one update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; the default does nothing.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Called with the view and its state at each configuration update, after
    /// `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    // MARK: - Layout

    /// Runs a pending configuration update, then places the backgrounds, the content view and
    /// the legacy labels in it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layOutHeaderFooter()
    }

    /// The view's width (`size.width`, else its own) and the height its content needs there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        itemSizeThatFits(size)
    }

    /// The target width where it is required, with the height the content needs at that width.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        itemSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        updateContentViewMargins()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// Updates a header or footer view's configurations for its state; called after
    /// `updateConfiguration(using:)`.
    @preconcurrency public typealias ConfigurationUpdateHandler =
        @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void
}
