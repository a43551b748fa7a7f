import UIKit

/// `UISearchController` as Apple's "Table Search with UISearchController" sample uses it: a table
/// of 134 countries with the search bar as its header; typing shows the matches in a results
/// table over the list (the list's controller defines the presentation context, so the log stays
/// in view), and the scope bar (All, A–M, N–Z) narrows them. The log prints what the search bar's
/// and the search controller's delegates hear, and each update of the results.
final class SearchViewController: ControlPageViewController, UISearchBarDelegate, UISearchControllerDelegate,
    UISearchResultsUpdating
{
    override class var pageTitle: String { "Search" }
    override class var controlClass: String { "UISearchController, UISearchBar" }

    /// The list's height on the page: the left column.
    private static let listHeight: CGFloat = 720

    private let listController = NameListController(names: SearchSamples.countries)
    private let resultsController = NameListController(names: [])
    private lazy var searchController = UISearchController(searchResultsController: resultsController)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        let searchBar = searchController.searchBar
        searchBar.delegate = self
        searchBar.placeholder = "Countries"
        searchBar.scopeButtonTitles = SearchSamples.Scope.allCases.map(\.title)
        listController.definesPresentationContext = true
        addChild(listController)
        listController.tableView.tableHeaderView = searchBar
        addSection(
            "Countries · type to search, pick a scope",
            [StateRow(nil, listController.view, placement: .edgeToEdge, height: Self.listHeight)])
        listController.didMove(toParent: self)
        listController.selectionHandler = { [weak log] name in log?.write("list · selected \(name)") }
        resultsController.selectionHandler = { [weak log] name in log?.write("results · selected \(name)") }
    }

    // MARK: - UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let scope = SearchSamples.Scope(rawValue: searchBar.selectedScopeButtonIndex) ?? .all
        resultsController.names = SearchSamples.filtered(by: searchBar.text ?? "", in: scope)
        log.write(
            "updateSearchResults: \"\(searchBar.text ?? "")\" in \(scope.title), \(resultsController.names.count) found"
        )
    }

    // MARK: - UISearchBarDelegate

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        log.write("searchBarTextDidBeginEditing")
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        log.write("searchBarTextDidEndEditing")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.write("textDidChange: \"\(searchText)\"")
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.write("searchBarSearchButtonClicked")
        searchBar.resignFirstResponder()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        log.write("searchBarCancelButtonClicked")
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.write("selectedScopeButtonIndexDidChange: \(selectedScope)")
    }

    // MARK: - UISearchControllerDelegate

    func willPresentSearchController(_ searchController: UISearchController) {
        log.write("willPresentSearchController")
    }

    func didPresentSearchController(_ searchController: UISearchController) {
        log.write("didPresentSearchController")
    }

    func willDismissSearchController(_ searchController: UISearchController) {
        log.write("willDismissSearchController")
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        log.write("didDismissSearchController")
    }
}
