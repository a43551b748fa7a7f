/// A scrolling list of rows in sections, as UIKit's: cells come from the data source only for the
/// rows on screen and are reused as they scroll out; heights are fixed, asked for, or measured from
/// the cells (self-sizing), estimated until then.
///
/// This file holds the overridable surface and the state; the work is in the `UITableView+…`
/// files. `delegate` is the scroll view's property: a `UITableViewDelegate` assigned to it is used
/// as one (Swift cannot narrow an inherited property's type as Objective-C does).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How the table looks.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers that stick to the top while their section scrolls.
        case plain = 0
        /// Sections as groups on a grey background.
        case grouped = 1
        /// Groups inset from the edges with rounded corners.
        case insetGrouped = 2
    }

    /// Where a row comes to rest when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How rows appear and disappear in animated updates.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// How separators are drawn between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
    }

    /// A height that the table works out: from the cell's constraints, or the default.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// Every row's height unless the delegate gives one; `automaticDimension` (the default) sizes
    /// each row to its cell.
    open var rowHeight = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// The height assumed for rows not yet measured; `automaticDimension` (the default) assumes 44.
    open var estimatedRowHeight = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    open var sectionHeaderHeight = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    open var sectionFooterHeight = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    open var estimatedSectionHeaderHeight = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    open var estimatedSectionFooterHeight = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// Space above each section header; `automaticDimension` (the default) is 22 points in a plain
    /// table with headers, none in grouped ones.
    open var sectionHeaderTopPadding = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    open var separatorStyle = SeparatorStyle.singleLine {
        didSet { setNeedsLayout() }
    }

    /// The separators' colour; nil uses the system separator colour.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }

    /// A view above the first section, scrolling with the rows.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, scrolling with the rows.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Told of rows about to come on screen.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether the prefetch data source is told; true by default.
    open var isPrefetchingEnabled = true
    open var allowsSelection = true
    /// Whether moving the keyboard focus selects the focused row; false by default.
    open var selectionFollowsFocus = false
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { keepOnlyLastSelection() } }
    }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false {
        didSet {
            guard allowsMultipleSelectionDuringEditing != oldValue else { return }
            for (indexPath, cell) in cellsOnScreen { prepareEditing(of: cell, at: indexPath) }
        }
    }
    /// The section index's titles colour; nil uses the tint colour.
    open var sectionIndexColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The section index's background; nil (the default) draws none.
    open var sectionIndexBackgroundColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The section index's background while it is pressed; kept.
    open var sectionIndexTrackingBackgroundColor: UIColor?

    /// How many rows a table needs before it shows its section index; 0 by default.
    open var sectionIndexMinimumDisplayRowCount = 0 {
        didSet { setNeedsLayout() }
    }

    /// The background shown behind the rows; nil shows the table's background colour.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue) }
    }

    // MARK: - State

    var cellQueue = ReusableViewQueue<UITableViewCell>()
    var headerFooterQueue = ReusableViewQueue<UITableViewHeaderFooterView>()
    var geometry = TableGeometry()
    /// Which rows' heights are measured from their cells (the others are estimates).
    var measuredRows = Set<Int>()
    /// Whether rows are sized by their cells (their heights start as estimates).
    var rowSizing = RowSizing.fixed
    var cellsOnScreen: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views made since the last reload, nil for sections without one.
    var madeHeaderFooters: [HeaderFooterKey: UIView?] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var selectedRows: [IndexPath] = []
    var highlightedRow: IndexPath?
    var sectionIndex: SectionIndexView?
    /// The data source's section index titles, as the last load found them.
    var sectionIndexTitles: [String]?
    /// The rows offered to the prefetch data source and not cancelled (flat indices).
    var prefetched = Set<Int>()
    /// The rows shown or offered since the last reload, which are not offered again.
    var prefetchDone = Set<Int>()
    /// The row keyboard focus is on, while the table is focused.
    var focusedRow: IndexPath?
    /// The row swiped open on its actions.
    var rowSwipe: RowSwipe?
    /// The row being moved by its grip.
    var rowReorder: RowReorder?
    /// The row whose context menu is open.
    var contextMenuRow: IndexPath?
    var needsReload = true
    /// The batch of updates in progress, and how deeply `beginUpdates()` calls are nested.
    var pendingUpdates: PendingUpdates?
    var updateDepth = 0
    var isPlacingRows = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    /// Asks the data source for everything again; the rows on screen are made again.
    open func reloadData() {
        reloadEverything()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeRows()
    }

    // MARK: - Touches on rows (UITableView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        closeSwipe(animated: true)
        if highlightedRow == nil, let touch = touches.first { pressBegan(at: touch.location(in: self)) }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressEnded(selecting: true)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressEnded(selecting: false)
        super.touchesCancelled(touches, with: event)
    }

    /// A table with rows to select takes keyboard focus (Tab reaches it).
    open override var canBecomeFocused: Bool {
        currentlyAllowsSelection && geometry.numberOfRows > 0
    }

    /// Rows cancel their presses when a drag scrolls, controls in them included.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        true
    }

    /// Turns editing on or off; the cells follow, with their editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        closeSwipe(animated: animated)
        for (indexPath, cell) in cellsOnScreen {
            prepareEditing(of: cell, at: indexPath)
            cell.setEditing(editing, animated: animated)
        }
    }

    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    var isEditingStorage = false
}
