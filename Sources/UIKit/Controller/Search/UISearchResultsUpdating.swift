/// Updates search results as the user searches: told when the search bar becomes first responder,
/// whenever its text or scope changes, and when the search ends.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Filter the results by `searchController.searchBar`'s text and scope and show them.
    func updateSearchResults(for searchController: UISearchController)
}
