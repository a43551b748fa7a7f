import UIKit
import UIKitTesting
import XCTest

/// Records, in order, what a search bar's delegate, a search controller's delegate and its results
/// updater hear; the bar's delegate answers as the `allows…` properties say.
@MainActor
final class SearchLog: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var entries: [String] = []
    var allowsBeginning = true
    var allowsEnding = true
    /// Text the bar's delegate refuses to let in.
    var refused: Set<String> = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        entries.append("shouldBegin")
        return allowsBeginning
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        entries.append("didBegin")
    }

    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        entries.append("shouldEnd")
        return allowsEnding
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        entries.append("didEnd")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        entries.append("textDidChange \"\(searchText)\"")
    }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        return !refused.contains(text)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        entries.append("searchButton")
    }

    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        entries.append("bookmarkButton")
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        entries.append("cancelButton")
    }

    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        entries.append("resultsListButton")
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        entries.append("scope \(selectedScope)")
    }

    func willPresentSearchController(_ searchController: UISearchController) {
        entries.append("willPresent")
    }

    func didPresentSearchController(_ searchController: UISearchController) {
        entries.append("didPresent")
    }

    func willDismissSearchController(_ searchController: UISearchController) {
        entries.append("willDismiss")
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        entries.append("didDismiss")
    }

    func updateSearchResults(for searchController: UISearchController) {
        entries.append("update \"\(searchController.searchBar.text ?? "")\"")
    }
}

/// A search bar on screen: `bar` across the top of a white 400×300 key window, at its fitting
/// height, with `log` as its delegate.
@MainActor
struct ShownSearchBar {
    let app: HeadlessApp
    let window: UIWindow
    let bar: UISearchBar
    let log = SearchLog()

    init(_ bar: UISearchBar = UISearchBar(), configure: (UISearchBar) -> Void = { _ in }) {
        app = HeadlessApp(delegate: LoggingAppDelegate())
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        configure(bar)
        bar.delegate = log
        bar.frame = CGRect(origin: .zero, size: bar.sizeThatFits(window.bounds.size))
        window.addSubview(bar)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        self.bar = bar
    }

    func type(_ text: String) {
        app.typeText(text, in: window)
    }

    func press(_ key: UIKeyboardHIDUsage) {
        app.typeKey(key, text: "", in: window)
    }

    /// Clicks the middle of `view` (a part of the bar).
    func click(_ view: UIView) {
        app.click(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), in: window)
        app.runUntilIdle()
    }

    func clickField() {
        click(bar.searchTextField)
    }
}

/// A search controller whose bar heads a table, in a controller that defines the presentation
/// context, inside a navigation controller, in a 400×600 window; `log` hears everything.
@MainActor
struct SearchScene {
    let app: HeadlessApp
    let window: UIWindow
    let navigation: UINavigationController
    let content: UITableViewController
    let searchController: UISearchController
    let log = SearchLog()

    init(results: UIViewController? = UIViewController(), configure: (UISearchController) -> Void = { _ in }) {
        let searchController = UISearchController(searchResultsController: results)
        let content = UITableViewController(style: .plain)
        content.definesPresentationContext = true
        content.tableView.tableHeaderView = searchController.searchBar
        navigation = UINavigationController(rootViewController: content)
        app = HeadlessApp(delegate: LoggingAppDelegate())
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = navigation
        searchController.delegate = log
        searchController.searchResultsUpdater = log
        searchController.searchBar.delegate = log
        configure(searchController)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        self.content = content
        self.searchController = searchController
    }

    var bar: UISearchBar { searchController.searchBar }

    /// Lets the presentation's and bar's animations finish.
    func settle() {
        app.runUntilIdle()
        app.advance(by: 0.5)
        app.runUntilIdle()
    }

    func click(_ view: UIView) {
        app.click(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), in: window)
        app.runUntilIdle()
    }

    func type(_ text: String) {
        app.typeText(text, in: window)
    }
}
