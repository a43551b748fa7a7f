/// Starting and ending the search, and what the search bar tells the controller.
extension UISearchController {
    /// Starts the search: the Cancel button and scope bar show (as the controller's settings say),
    /// the navigation bar's title row gives way, then the delegate presents the controller.
    func activate() {
        guard !active else { return }
        active = true
        changeBar(showing: true)
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            presentFromSearchBar()
        }
        if !searchBar.searchTextField.isEditing { updateSearchResults() }
    }

    /// Ends the search: editing ends, the bar returns to its idle look, the controller is dismissed
    /// and the updater hears the search is over.
    func deactivate() {
        guard active else { return }
        active = false
        searchBar.resignFirstResponder()
        changeBar(showing: false)
        if presentingViewController != nil {
            dismiss(animated: true)
        }
        updateSearchResults()
    }

    /// Presents the controller from the one showing the search bar (the top controller of a
    /// navigation controller whose bar holds it, else the nearest controller up the bar's
    /// responder chain); the presentation covers that controller's context below the bar.
    func presentFromSearchBar() {
        guard presentingViewController == nil, let source = sourceController, source.viewIfLoaded?.window != nil
        else { return }
        source.present(self, animated: true)
    }

    private var sourceController: UIViewController? {
        var responder = searchBar.next
        while let current = responder {
            if let navigation = current as? UINavigationController, searchBar.superview === navigation.navigationBar {
                return navigation.topViewController
            }
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Shows or hides the Cancel button and the scope bar as the settings say, and lets a
    /// navigation bar's title row give way (or come back), animating along.
    private func changeBar(showing: Bool) {
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(showing, animated: true) }
        switch scopeBarActivation {
        case .automatic where automaticallyShowsScopeBar, .onSearchActivation:
            searchBar.setShowsScope(showing, animated: true)
        case .onTextEntry where !showing:
            searchBar.setShowsScope(false, animated: true)
        default:
            break
        }
        if let navigationBar = searchBar.superview as? UINavigationBar, hidesNavigationBarDuringPresentation {
            navigationBar.heightDidChange()
        }
        layOutAroundSearchBar()
    }

    /// Lays out the window at once for the bar's new height (animating the change), then fits the
    /// presentation below the bar.
    private func layOutAroundSearchBar() {
        guard let window = searchBar.window else { return }
        UIView.animate(withDuration: SearchBarMetrics.animationDuration) { window.layoutIfNeeded() }
        (presentationStorage as? SearchPresentation)?.fitContainerBelowSearchBar()
    }

    /// Asks the updater to update the results, and shows or hides the results controller's view.
    func updateSearchResults() {
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = active && !(searchBar.text ?? "").isEmpty
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: - What the search bar tells

    /// The bar's field is about to tell its delegate that editing began: the search starts first.
    func searchBarWillBeginEditing() {
        activate()
    }

    /// Editing began (the delegate has heard): the results are updated.
    func searchBarDidBeginEditing() {
        updateSearchResults()
    }

    /// The user changed the text: the scope bar may show, and the results are updated.
    func searchBarTextDidChange() {
        if active, scopeBarActivation == .onTextEntry, !(searchBar.text ?? "").isEmpty {
            searchBar.setShowsScope(true, animated: true)
            layOutAroundSearchBar()
        }
        updateSearchResults()
    }

    func searchBarScopeDidChange() {
        updateSearchResults()
    }

    /// Cancel: the text is emptied and the search ends.
    func searchBarCancelled() {
        searchBar.text = ""
        deactivate()
    }
}
