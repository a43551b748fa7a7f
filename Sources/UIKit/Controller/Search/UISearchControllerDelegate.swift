/// Told when a search controller is presented and dismissed; every method is optional.
///
/// The order: `presentSearchController` (whose default presents the controller), then
/// `willPresentSearchController` as the presentation begins and `didPresentSearchController` once
/// it has ended; `willDismissSearchController` as the dismissal begins and
/// `didDismissSearchController` once it has ended.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is starting: present `searchController`. The default presents it from the
    /// controller showing its search bar (over the nearest one that defines the presentation
    /// context); an implementation presents it itself.
    func presentSearchController(_ searchController: UISearchController)
    /// The search controller's presentation is beginning.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller's presentation has ended.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller's dismissal is beginning.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller's dismissal has ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentFromSearchBar()
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
