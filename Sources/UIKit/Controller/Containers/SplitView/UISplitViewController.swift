/// A container that shows two or three columns side by side — a primary list, an optional
/// supplementary list and the secondary (detail) content — and collapses them into one navigation
/// stack when its width becomes compact (a window narrower than 600 points), expanding again when
/// it widens: the shape of a desktop app.
///
/// In the column styles (`.doubleColumn`, `.tripleColumn`) each column's controller is wrapped in a
/// `UINavigationController` unless it is one. Collapsing moves the supplementary and secondary
/// stacks onto the primary's (or shows the `.compact` column's controller when one is set) after
/// asking the delegate for the top column; expanding moves them back after asking it for the
/// display mode.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The arrangement of the split view: classic (two controllers in `viewControllers`) or columns.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// The columns a controller can be set for.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// Which columns are shown and how the ones beside the secondary sit: beside it, over it, or
    /// pushing it aside.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary

        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the columns beside the secondary share the width with it.
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    /// The edge the primary column sits on.
    public enum PrimaryEdge: Int, Sendable {
        case leading, trailing
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        case none, sidebar
    }

    /// When the secondary column's bar shows the display mode button.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic, never, always
    }

    /// The value of the width properties that lets the split view choose.
    public static let automaticDimension: CGFloat = -1

    /// The default width of the primary and supplementary columns, in points (iOS's).
    static let defaultColumnWidth: CGFloat = 320

    /// The arrangement chosen at creation.
    public let style: Style
    /// Told of collapses, expansions, display mode changes and shown or hidden columns.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The controllers as set for each column (before wrapping).
    var assigned: [Column: UIViewController] = [:]
    /// The controllers the columns show: the assigned ones, wrapped in navigation controllers in the
    /// column styles.
    var shown: [Column: UIViewController] = [:]
    var collapsed = false
    /// Whether the collapsed state has been decided once (at the first layout).
    var collapseDecided = false
    var currentDisplayMode = DisplayMode.secondaryOnly
    /// How many controllers the primary stack and the moved supplementary stack had when
    /// collapsing, for moving them back on expanding.
    var collapsedPrimaryCount = 1
    var collapsedSupplementaryCount = 0
    /// The width of the last layout, to choose the automatic display mode again when it changes.
    var lastLayoutWidth: CGFloat?
    /// The root each column's stack had when collapsing moved it away.
    var movedRoots: [Column: UIViewController] = [:]
    /// The side columns given a compact width while expanded.
    var compactedColumns: Set<ObjectIdentifier> = []
    /// The bar item the display mode button was put in.
    weak var displayModeButtonOwner: UINavigationItem?
    /// The display mode change under way (its animation runs on the clock).
    var displayModeAnimating = false
    let dimmingView = UIView()
    let primarySeparator = UIView()
    let supplementarySeparator = UIView()
    let sidebarBackground = UIView()

    /// A split view of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (`style` `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: - Columns

    /// Sets the controller of `column`, wrapped in a navigation controller (in the column styles,
    /// except for `.compact`) unless it is one. A non-navigation controller replaces the root of the
    /// column's existing wrapper.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            RuntimeWarning.emit("setViewController(_:for:) does not apply to a classic split view; set viewControllers")
            return
        }
        guard column != .supplementary || style == .tripleColumn else { return }
        let old = shown[column]
        let wasMoved = movedRoots.removeValue(forKey: column) != nil
        if wasMoved { dropMovedControllers(of: column) }
        assigned[column] = vc
        let container: UIViewController?
        if let vc, column != .compact, !(vc is UINavigationController) {
            if let wrapper = old as? ColumnNavigationController {
                wrapper.setViewControllers([vc], animated: false)
                container = wrapper
            } else {
                container = ColumnNavigationController(rootViewController: vc)
            }
        } else {
            container = vc
        }
        replaceChild(in: column, old: old, new: container)
        if wasMoved { moveOntoCollapsedStack(column) }
        updateDisplayModeButton()
    }

    /// The controller set for `column` (not its wrapper).
    open func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    /// The children: primary, supplementary (if any) and secondary while expanded; the shown
    /// stack's controller while collapsed. In the classic style, setting it sets the primary and
    /// secondary controllers as given.
    open var viewControllers: [UIViewController] {
        get {
            if collapsed { return collapsedContainer.map { [$0] } ?? [] }
            return [Column.primary, .supplementary, .secondary].compactMap { shown[$0] }
        }
        set {
            guard style == .unspecified else {
                let columns: [Column] =
                    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
                return
            }
            let columns: [Column] = [.primary, .secondary]
            for (index, column) in columns.enumerated() {
                let controller = index < newValue.count ? newValue[index] : nil
                let old = shown[column]
                assigned[column] = controller
                replaceChild(in: column, old: old, new: controller)
            }
        }
    }

    /// Whether the columns are collapsed into one stack (the width is compact).
    open var isCollapsed: Bool { collapsed }

    // MARK: - Display mode

    /// The display mode wanted when expanded; `.automatic` lets the split view choose by width.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet { if isViewLoaded, !collapsed { changeDisplayMode(to: resolvedDisplayMode(), animated: false) } }
    }

    /// The display mode now.
    open var displayMode: DisplayMode { currentDisplayMode }

    /// How the columns are wanted to share the width; `.automatic` tiles them.
    open var preferredSplitBehavior = SplitBehavior.automatic {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }

    /// How the columns share the width now.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// Whether a drag from the edge shows the primary column; kept (a desktop has the button).
    open var presentsWithGesture = true
    /// Whether the secondary's bar has a button that hides every other column; false by default.
    open var showsSecondaryOnlyButton = false {
        didSet { updateDisplayModeButton() }
    }
    /// When the display mode button shows in the secondary column's bar.
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic {
        didSet { updateDisplayModeButton() }
    }
    /// The edge the primary column (and the supplementary beside it) sits on; the columns slide in
    /// and out over that edge.
    open var primaryEdge = PrimaryEdge.leading {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The background of the primary column; `.sidebar` gives it the grouped background of a sidebar.
    open var primaryBackgroundStyle = BackgroundStyle.none {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }

    /// The button that toggles the primary column (iOS's "toggle sidebar"); put in the secondary
    /// column's bar as its leading item when the display mode allows.
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(
            image: SplitViewSidebarGlyph.image,
            primaryAction: UIAction { [weak self] _ in self?.toggleDisplayModeFromButton() })
        return item
    }()

    // MARK: - Widths

    /// The primary column's width wanted in points; `automaticDimension` uses the fraction or 320.
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The primary column's width wanted as a fraction of the split view's width.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The narrowest the primary column gets; `automaticDimension` sets no bound.
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The widest the primary column gets; `automaticDimension` sets no bound.
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat {
        columnWidth(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width wanted in points; `automaticDimension` uses the fraction or 320.
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The supplementary column's width wanted as a fraction of the split view's width.
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The narrowest the supplementary column gets.
    open var minimumSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The widest the supplementary column gets.
    open var maximumSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat {
        columnWidth(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    // MARK: - Showing and hiding columns

    /// Shows `column`: the nearest display mode for the split behavior where it is visible
    /// (animated), or, collapsed, its controller on top of the stack.
    open func show(_ column: Column) {
        guard !collapsed else {
            showCollapsed(column)
            return
        }
        guard let mode = displayMode(showing: column), mode != currentDisplayMode else { return }
        changeDisplayMode(to: mode, animated: true)
    }

    /// Hides `column`: the nearest display mode without it (animated); collapsed, pops back past it.
    open func hide(_ column: Column) {
        guard !collapsed else {
            hideCollapsed(column)
            return
        }
        guard let mode = displayMode(hiding: column), mode != currentDisplayMode else { return }
        changeDisplayMode(to: mode, animated: true)
    }

    // MARK: - Showing controllers

    /// Shows `vc` in the context: the delegate may handle it; collapsed, it is pushed onto the
    /// stack shown; expanded, it is pushed onto the primary column's stack.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        let target = collapsed ? collapsedContainer : shown[.primary]
        if let navigation = target as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: the delegate may handle it; collapsed, it is pushed onto the stack
    /// shown; expanded, it becomes the secondary column's controller, and columns over the secondary
    /// slide away.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsed {
            if let navigation = collapsedContainer as? UINavigationController {
                navigation.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
        } else if style == .unspecified {
            viewControllers = [shown[.primary], vc].compactMap { $0 }
        } else {
            setViewController(vc, for: .secondary)
        }
        // Columns over the secondary (or pushing it aside) make way for the detail shown.
        if !collapsed, let mode = displayMode(showing: .secondary) { changeDisplayMode(to: mode, animated: true) }
    }

    // MARK: - The view

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [weak self] in self?.layoutColumns() }
        sidebarBackground.backgroundColor = .systemGroupedBackground
        primarySeparator.backgroundColor = .separator
        supplementarySeparator.backgroundColor = .separator
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: UISplitViewController.dimmingTapped))
        view = container
    }

    /// Decides whether to start collapsed and puts the columns' views in, so they appear with the
    /// split view.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCollapsedState()
        installColumns()
    }

    /// The shown stack's (collapsed) or secondary column's content scroll view.
    open override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        (collapsed ? collapsedContainer : shown[.secondary])?.contentScrollView(for: edge)
    }
}

/// The navigation controller a column-style split view wraps a column's controller in.
@MainActor
final class ColumnNavigationController: UINavigationController {}

extension UIViewController {
    /// The nearest split view controller among the controller's ancestors.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(ofType: UISplitViewController.self)
    }
}
