/// Sizing and placing the bar's parts: the prompt's row, the field's row (the field and the
/// Cancel button), the scope bar's row, and the background.
extension UISearchBar {
    var margin: CGFloat {
        placement == .navigationBar ? SearchBarMetrics.navigationBarMargin : SearchBarMetrics.plainMargin
    }

    private var fieldRowHeight: CGFloat {
        placement == .navigationBar ? SearchBarMetrics.navigationBarHeight : SearchBarMetrics.height
    }

    private var promptRowHeight: CGFloat { prompt == nil ? 0 : SearchBarMetrics.promptRowHeight }

    /// Whether the scope bar takes a row: it is asked for and has segments.
    var isScopeBarShown: Bool { scopeBarShown && scopeBar.numberOfSegments > 0 }

    var fittingHeight: CGFloat {
        promptRowHeight + fieldRowHeight + (isScopeBarShown ? SearchBarMetrics.scopeRowHeight : 0)
    }

    func layOutParts() {
        backgroundView.frame = bounds
        let fieldRow = CGRect(x: 0, y: promptRowHeight, width: bounds.width, height: fieldRowHeight)
        promptLabel.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: promptRowHeight)
        let cancelSize = cancelButton.sizeThatFits(bounds.size)
        let cancelRoom = cancelButtonShown ? cancelSize.width + SearchBarMetrics.cancelSpacing : 0
        let fieldHeight = SearchBarMetrics.fieldHeight
        searchTextField.frame = CGRect(
            x: margin, y: fieldRow.midY - fieldHeight / 2, width: max(0, bounds.width - 2 * margin - cancelRoom),
            height: fieldHeight)
        let cancelX = cancelButtonShown ? bounds.width - margin - cancelSize.width : bounds.width
        cancelButton.frame = CGRect(
            x: cancelX, y: fieldRow.midY - cancelSize.height / 2, width: cancelSize.width, height: cancelSize.height)
        let scopeHeight = SearchBarMetrics.scopeControlHeight
        scopeBar.frame = CGRect(
            x: margin, y: fieldRow.maxY + (SearchBarMetrics.scopeRowHeight - scopeHeight) / 2,
            width: max(0, bounds.width - 2 * margin), height: scopeHeight)
    }

    /// Shows or hides the Cancel button; when `animated`, it slides in from the trailing side as the
    /// field narrows (and back).
    func changeCancelButton(shown showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        if showsCancelButton { cancelButton.isHidden = false }
        let change = { [self] in
            cancelButton.alpha = showsCancelButton ? 1 : 0
            layOutParts()
        }
        let finish = { [weak self] (_: Bool) in
            guard let self, !cancelButtonShown else { return }
            cancelButton.isHidden = true
        }
        if animated, window != nil {
            UIView.animate(withDuration: SearchBarMetrics.animationDuration, animations: change, completion: finish)
        } else {
            UIView.performWithoutAnimation(change)
            finish(true)
        }
    }

    /// Shows or hides the scope bar, changing the bar's height; when `animated`, the scope bar fades.
    func changeScopeBar(shown show: Bool, animated: Bool) {
        guard show != scopeBarShown else { return }
        scopeBarShown = show
        scopeBar.isHidden = !isScopeBarShown
        if animated, window != nil {
            scopeBar.alpha = show ? 0 : 1
            UIView.animate(withDuration: SearchBarMetrics.animationDuration) { self.scopeBar.alpha = 1 }
        }
        fittingHeightDidChange()
    }

    func reloadScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        let count = scopeBar.numberOfSegments
        if count > 0, selectedScopeButtonIndex >= count { selectedScopeButtonIndex = 0 }
        scopeBar.selectedSegmentIndex = count > 0 ? selectedScopeButtonIndex : -1
        scopeBar.isHidden = !isScopeBarShown
        fittingHeightDidChange()
    }

    /// The bar's height may have changed: what places it places it again. A navigation bar lays
    /// out its controller again; a table's header is set again at the new height.
    func fittingHeightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if let navigationBar = superview as? UINavigationBar {
            navigationBar.heightDidChange()
        } else if let table = superview as? UITableView, table.tableHeaderView === self, frame.height != fittingHeight {
            frame.size.height = fittingHeight
            table.tableHeaderView = self
        } else {
            superview?.setNeedsLayout()
        }
    }

    /// The background: the bar style's (or `barTintColor`) for the default and prominent
    /// styles in a plain context, nothing for the minimal style or under a navigation bar.
    func updateBackground() {
        backgroundView.backgroundColor = barTintColor ?? barStyle.barBackground(translucent: isTranslucent)
        backgroundView.isHidden = searchBarStyle == .minimal || placement == .navigationBar
    }
}

/// Where a search bar is placed, which sets its height, margins and background.
enum SearchBarPlacement {
    /// In a view of the app's: a table header, a view of its own.
    case plain
    /// Under a navigation bar's title row, for a `UINavigationItem`'s search controller.
    case navigationBar
}
