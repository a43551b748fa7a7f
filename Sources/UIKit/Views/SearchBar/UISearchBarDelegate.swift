/// Makes a search bar do something: every method is optional, with iOS's defaults.
///
/// The order while the user searches: `searchBarShouldBeginEditing` before the field takes the
/// keyboard, then `searchBarTextDidBeginEditing`; for each edit the user makes
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, then `searchBar(_:textDidChange:)` once it
/// is made (also when the clear button empties the field, never when the app sets `text`);
/// `searchBarSearchButtonClicked` on Return; `searchBarShouldEndEditing` before the field gives the
/// keyboard up, then `searchBarTextDidEndEditing`. The buttons and the scope bar tell their own.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin; false keeps the field from becoming first responder. Default true.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began: the field is first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end; false keeps the field first responder. Default true.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button) to `searchText`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit may replace the characters in `range` (UTF-16 offsets of the
    /// current text) with `text` (empty for a deletion). Default true.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return was pressed in the field.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped (or Escape pressed while it shows).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope button; `selectedScope` is its index.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
        true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
