import Foundation
import QuartzCore

/// A row of a table: a `contentView` over the default background of its list's style, with an
/// accessory at the trailing edge and, while editing, a control at the leading edge.
///
/// Content comes in one of two ways. The legacy way: the lazily made `textLabel`,
/// `detailTextLabel` and `imageView`, placed as iOS 17 places them for the cell's `CellStyle`, and
/// the `backgroundView`/`selectedBackgroundView` pair. The modern way: a `contentConfiguration`
/// (usually `defaultContentConfiguration()` filled in), whose view replaces the content view and
/// the legacy labels, and a `backgroundConfiguration`, which replaces the background views.
///
/// State changes (highlight, selection, editing, the table's swipe and drag states) ask for a
/// configuration update, coalesced into one at the next layout: the configurations are updated for
/// `configurationState` (when they update automatically), then `updateConfiguration(using:)`
/// runs, then `configurationUpdateHandler`.
///
/// The table view tells a cell its list style and place (see the "Set by the table" properties);
/// a cell made on its own draws as a row of a plain table.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Where the standard labels and image go.
    let style: CellStyle
    private let reuseIdentifierStorage: String?
    /// The view content goes in: an empty view, or a content configuration's view.
    var contentViewStorage: UIView
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    /// Draws the background configuration, or the style's default background for legacy cells.
    let systemBackgroundView = BackgroundConfigurationView(configuration: .listPlainCell())
    /// The grey a legacy cell shows while selected when it has no `selectedBackgroundView`.
    var defaultSelectedBackgroundView: UIView?
    /// The views of standard accessories and editing controls, made when first shown.
    var accessoryParts = TableCellAccessoryParts()
    var contentConfigurationStorage: (any UIContentConfiguration)?
    /// The state `contentConfigurationStorage` was last updated for; nil when it was not.
    var contentConfigurationState: UICellConfigurationState?
    /// The state the background was last shown for by a configuration update; nil when it was not.
    var backgroundShownState: UICellConfigurationState?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    /// Set by `setNeedsUpdateConfiguration()` until the next layout updates the configurations.
    var needsConfigurationUpdate = true
    private var selectedStorage = false
    private var highlightedStorage = false
    private var editingStorage = false
    /// The separator inset the app set; nil follows the text.
    private var separatorInsetStorage: UIEdgeInsets?
    let separatorView = UIView(frame: .zero)

    // MARK: - Set by the table

    /// The style of the table the cell is in; it picks the default background and content
    /// configurations.
    var tableStyle = ListStyle.plain {
        didSet { if tableStyle != oldValue { listPlacementDidChange() } }
    }
    /// The separator's colour; nil hides it (the last row of a grouped section, or a table
    /// without separators).
    var separatorColor: UIColor? {
        didSet { if separatorColor != oldValue { setNeedsLayout() } }
    }
    /// Whether the separator runs the cell's whole width (under a grouped section's last row).
    var separatorSpansWidth = false {
        didSet { if separatorSpansWidth != oldValue { setNeedsLayout() } }
    }
    /// The corners rounded by `ListMetrics.cornerRadius` in an inset grouped table: the top ones
    /// for a section's first row, the bottom ones for its last.
    var roundedCorners: CACornerMask = [] {
        didSet { if roundedCorners != oldValue { listPlacementDidChange() } }
    }
    /// The table's states of the row, reported in `configurationState`.
    var listState = TableCellListState() {
        didSet {
            guard listState != oldValue else { return }
            if listState.isSwiped != oldValue.isSwiped { turnEditingControl() }
            setNeedsUpdateConfiguration()
        }
    }
    /// Called when the info button of a `.detailButton` or `.detailDisclosureButton` is tapped.
    var accessoryButtonTapped: (@MainActor (UITableViewCell) -> Void)?
    /// Called when the delete or insert control of an editing cell is tapped.
    var editingControlTapped: (@MainActor (UITableViewCell) -> Void)?
    /// Called with each touch of a drag on the reorder grip.
    var reorderControlDragged: (@MainActor (UITableViewCell, UITouch) -> Void)?
    /// The editing control shown while editing; the table sets it from its delegate.
    public internal(set) var editingStyle = EditingStyle.none {
        didSet { if editingStyle != oldValue { accessoriesDidChange() } }
    }

    // MARK: - Creating

    /// Creates a cell 320 × 44 points whose standard labels are placed for `style`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        reuseIdentifierStorage = reuseIdentifier
        contentViewStorage = ListItemContentView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListMetrics.minimumCellHeight))
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifierStorage = nil
        contentViewStorage = ListItemContentView()
        super.init(coder: coder)
        setUp()
    }

    /// How a table makes a cell of a registered class (Casement's, not iOS's): without the
    /// Objective-C runtime a class value can only call required initializers, and this one,
    /// inherited by every subclass that overrides `init(style:reuseIdentifier:)` (or no
    /// initializer), calls the subclass's override. Apps do not call it.
    public required convenience init(registeredWithIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a `.default` cell without a reuse identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The identifier the table reuses the cell under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Gets the cell ready to show another row: the table calls it before handing a reused cell
    /// out. The default ends highlight, selection and editing without animation and forgets the
    /// table's row states (swiped, reordering, drag and drop); the content is left for the
    /// subclass (which calls `super`) or the data source to reset.
    open func prepareForReuse() {
        resetForReuse()
    }

    // MARK: - Content

    /// The view content goes in; a content configuration replaces it with its own view.
    open var contentView: UIView { contentViewStorage }

    /// The cell's text; made on first use; nil while a content configuration is set.
    open var textLabel: UILabel? { legacyTextLabel() }

    /// The second text of `.value1`, `.value2` and `.subtitle` cells; nil for `.default` cells
    /// and while a content configuration is set.
    open var detailTextLabel: UILabel? { legacyDetailTextLabel() }

    /// The image before the text; nil for `.value2` cells and while a content configuration is set.
    open var imageView: UIImageView? { legacyImageView() }

    // MARK: - Backgrounds

    /// The fill behind a legacy cell; nil (the default) shows its list style's.
    open override var backgroundColor: UIColor? {
        didSet { showBackground() }
    }

    /// A view filling the cell behind its content; a background configuration sets it to nil.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundSubview(oldValue, with: backgroundView) }
    }

    /// A view shown over the background while the cell is selected or highlighted (with a
    /// `selectionStyle` other than `.none`); nil shows the system grey.
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackgroundSubview(oldValue, with: selectedBackgroundView) }
    }

    /// The selected background of a cell selected while editing, when set.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { replaceBackgroundSubview(oldValue, with: multipleSelectionBackgroundView) }
    }

    // MARK: - Accessories

    /// The standard accessory at the trailing edge; `.none` by default.
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { accessoriesDidChange() } }
    }

    /// A view shown at the trailing edge in place of `accessoryType`'s, at its own size.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { accessoryViewDidChange(from: oldValue) } }
    }

    /// The standard accessory shown while editing.
    open var editingAccessoryType = AccessoryType.none {
        didSet { if editingAccessoryType != oldValue { accessoriesDidChange() } }
    }

    /// The view shown while editing in place of `editingAccessoryType`'s.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { accessoryViewDidChange(from: oldValue) } }
    }

    // MARK: - Selection and editing

    /// Whether and how selection shows; `.default` by default.
    open var selectionStyle = SelectionStyle.default {
        didSet { if selectionStyle != oldValue { selectionStateDidChange(animated: false) } }
    }

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell: its background, labels and configurations show the state,
    /// fading when `animated`. Subclasses override it to restyle their content and call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        selectionStateDidChange(animated: animated)
        ATSPIBridge.selectionDidChange(of: self, selected: selected)
    }

    /// Whether the cell is highlighted (a touch is down on it); setting it calls
    /// `setHighlighted(_:animated:)` without animation.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights the cell or ends its highlight, as `setSelected(_:animated:)` does selection.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        selectionStateDidChange(animated: animated)
    }

    /// Whether the cell shows its editing controls; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing control, the reorder control and the editing accessory, moving
    /// the content over (animated when `animated`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        editingStateDidChange(animated: animated)
    }

    /// Whether an editing cell shows the reorder control (when its table can move the row).
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { accessoriesDidChange() } }
    }

    /// Whether the content moves over for the editing control; true by default.
    open var shouldIndentWhileEditing = true {
        didSet { if shouldIndentWhileEditing != oldValue { accessoriesDidChange() } }
    }
    /// Whether an editing row shows the multiple selection mark in place of its editing control
    /// (the table allows multiple selection during editing).
    var showsSelectionControl = false {
        didSet { if showsSelectionControl != oldValue { accessoriesDidChange() } }
    }
    /// Whether the table's delegate lets the content move over for the editing control.
    var tableIndentsWhileEditing = true {
        didSet { if tableIndentsWhileEditing != oldValue { accessoriesDidChange() } }
    }

    /// How many `indentationWidth`s the content is indented by.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { accessoriesDidChange() } }
    }

    /// The width of an indentation level; 10 points by default.
    open var indentationWidth = ListMetrics.indentationWidth {
        didSet { if indentationWidth != oldValue { accessoriesDidChange() } }
    }

    /// How far the separator is inset from the cell's edges (only left and right count). Until it
    /// is set, the separator starts where the text does, and this says where that is; `.zero`
    /// runs it edge to edge.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: separatorLeading, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }

    /// Kept; the cell shows keyboard focus through its configuration state either way.
    open var focusStyle = FocusStyle.default

    /// Whether the cell takes touches while it is being dragged; false by default.
    open var userInteractionEnabledWhileDragging = false

    /// A cell that takes no touches is disabled in its configuration state.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: - Configurations (the work is in UITableViewCell+Configuration.swift)

    /// Whether a change of state updates `contentConfiguration` with `updated(for:)`; true by
    /// default. Turn it off to update it yourself in `updateConfiguration(using:)`.
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether a change of state updates `backgroundConfiguration` with `updated(for:)`; true by
    /// default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's states as configurations see them; override the getter to add your own states
    /// to `super`'s.
    open var configurationState: UICellConfigurationState { currentConfigurationState() }

    /// Asks for a configuration update at the next layout; several requests make one update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; the default does nothing. Override it to set
    /// `contentConfiguration` and `backgroundConfiguration` for the state; don't call it
    /// yourself: use `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called with the cell and its state at each configuration update, after
    /// `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    // MARK: - Layout (the work is in UITableViewCell+Layout.swift)

    /// Runs a pending configuration update, then places the backgrounds, the editing control,
    /// the accessories, the content view (the legacy labels in it) and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layOutCell()
    }

    /// The cell's width (`size.width`, else its own) and the height its content needs there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        itemSizeThatFits(size)
    }

    /// The target width where it is required, with the height the content needs at that width
    /// (the content view's own fitting, accessories and editing controls taken off the width).
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
}
