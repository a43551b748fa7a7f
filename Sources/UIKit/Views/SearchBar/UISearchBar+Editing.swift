/// What the bar does with its parts: the field's editing goes to the delegate (and the search
/// controller), the buttons and the scope bar tell theirs.
extension UISearchBar {
    func connectParts() {
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(
            UIAction { [unowned self] _ in userChangedText() }, for: .editingChanged)
        cancelButton.addAction(UIAction { [unowned self] _ in cancelButtonTapped() }, for: .touchUpInside)
        accessoryButton.addAction(UIAction { [unowned self] _ in accessoryButtonTapped() }, for: .touchUpInside)
        scopeBar.addAction(UIAction { [unowned self] _ in userChangedScope() }, for: .valueChanged)
    }

    /// The user changed the text: the delegate hears of it, then the search controller.
    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
    }

    /// The user picked a scope: the delegate hears of it, then the search controller.
    private func userChangedScope() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarScopeDidChange()
    }

    /// The Cancel button (or Escape): the delegate hears of it; a search controller then ends the
    /// search.
    func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func accessoryButtonTapped() {
        if showsSearchResultsButton {
            delegate?.searchBarResultsListButtonClicked(self)
        } else {
            delegate?.searchBarBookmarkButtonClicked(self)
        }
    }

    /// Puts the results list button (or the bookmark button) in the field's right view, shown
    /// unless the field is being edited (when the clear button has the place), or neither.
    func updateAccessory() {
        accessoryButton.glyph = showsSearchResultsButton ? .resultsList : .bookmark
        accessoryButton.isSelected = isSearchResultsButtonSelected
        accessoryButton.frame.size = CGSize(width: 25, height: 25)
        let field = searchTextField
        field.rightView = showsSearchResultsButton || showsBookmarkButton ? accessoryButton : nil
        field.rightViewMode = .unlessEditing
    }
}

/// The search field's delegate: passes the field's questions and news to the bar's delegate
/// under the bar's names, and tells the search controller when editing begins.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    /// A search controller not yet active activates first, as on iOS; it updates its results once
    /// the delegate has heard that editing began.
    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.searchController?.searchBarWillBeginEditing()
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the search button; the field keeps editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}
