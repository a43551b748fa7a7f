/// Runs a search with a search bar: activating it (the bar's field beginning to edit, or
/// `isActive = true`) shows the Cancel button and the scope bar and presents the controller over
/// the content — a dimming view, and the results controller's view once there is text — and the
/// results updater hears of every change; Cancel empties the text, ends editing and deactivates.
///
/// The bar goes in a `UINavigationItem` (under the navigation bar) or in the app's own views (a
/// table's `tableHeaderView`). The controller is presented from the controller showing the bar,
/// over the nearest ancestor whose `definesPresentationContext` is true (else the window's root),
/// covering that controller's view below the bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// How the scope bar comes and goes with the search.
    public enum ScopeBarActivation: Int, Sendable {
        /// As `automaticallyShowsScopeBar` says: with the search when true.
        case automatic = 0
        /// Only as the app sets the search bar's `showsScopeBar`.
        case manual = 1
        /// Once the user types, until the search ends.
        case onTextEntry = 2
        /// With the search.
        case onSearchActivation = 3
    }

    /// The bar the search is typed in; its frame starts at the bar's height, for a table header. A
    /// subclass may return a bar of its own.
    open var searchBar: UISearchBar { ownSearchBar }
    /// The controller whose view shows the results over the content; nil shows them in the content.
    public private(set) var searchResultsController: UIViewController?
    /// Told to update the results as the search changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the controller is presented and dismissed.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content is dimmed while the search shows no results controller; true by default.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { searchView.update(for: self) }
    }

    /// Whether the navigation bar's title row gives way to the search bar while the search is
    /// active; true by default.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the Cancel button shows while the search is active; true by default.
    open var automaticallyShowsCancelButton = true

    /// Whether the scope bar shows while the search is active (with `.automatic` activation); true
    /// by default.
    open var automaticallyShowsScopeBar = true

    /// How the scope bar comes and goes; `.automatic` by default.
    open var scopeBarActivation = ScopeBarActivation.automatic

    /// Whether `showsSearchResultsController` follows the text (shown when it is not empty); true
    /// by default.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller's view shows while the search is active.
    open var showsSearchResultsController = false {
        didSet { searchView.update(for: self) }
    }

    /// Whether the search is under way; setting it presents or dismisses the controller.
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    var active = false
    private let ownSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: SearchBarMetrics.height))
    /// The view: the dimming view and, over it, the results controller's view.
    let searchView = SearchControllerView()

    /// A search controller showing its results in `searchResultsController`'s view (nil: in the
    /// content, which the updater filters).
    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
        setUp(results: searchResultsController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp(results: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp(results: nil)
    }

    private func setUp(results: UIViewController?) {
        searchBar.searchController = self
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        searchView.dimmingTapped = { [unowned self] in isActive = false }
        guard let results else { return }
        searchResultsController = results
        addChild(results)
        results.didMove(toParent: self)
    }

    open override func loadView() {
        view = searchView
        if let results = searchResultsController?.view { searchView.showResults(results) }
        searchView.update(for: self)
    }

    override func makeOwnPresentationController(presenting: UIViewController?) -> UIPresentationController? {
        SearchPresentation(presentedViewController: self, presenting: presenting)
    }
}
