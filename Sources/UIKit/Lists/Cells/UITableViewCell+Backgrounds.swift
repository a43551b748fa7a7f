import QuartzCore

/// A cell's backgrounds: the system background view at the bottom (the background configuration,
/// or a legacy cell's `backgroundColor` or list style's fill), the app's `backgroundView` over it,
/// and while the cell shows selection a legacy cell's selected background (the app's, else the
/// system grey, `systemGray4` as in iOS 17's `tableCellPlainSelectedBackgroundColor`).
extension UITableViewCell {
    func setUp() {
        layoutMargins = UIEdgeInsets(
            top: verticalMargin, left: ListMetrics.horizontalMargin, bottom: verticalMargin,
            right: ListMetrics.horizontalMargin)
        separatorView.isUserInteractionEnabled = false
        separatorView.isHidden = true
        addSubview(systemBackgroundView)
        addSubview(contentViewStorage)
        addSubview(separatorView)
        updateContentViewMargins()
        showBackground()
    }

    /// Above and below the content: half the body line height, less for the subtitle style.
    private var verticalMargin: CGFloat {
        style == .subtitle ? ListMetrics.subtitleCellVerticalMargin : ListMetrics.cellVerticalMargin
    }

    /// Whether highlight or selection shows.
    var showsSelection: Bool {
        selectionStyle != .none && (isHighlighted || isSelected)
    }

    /// Highlight or selection changed: the legacy parts show it now (fading when `animated`), the
    /// configurations at the next layout (at once, inside the fade, when `animated`).
    func selectionStateDidChange(animated: Bool) {
        highlightStandardParts(showsSelection)
        if accessoryParts.shownEditingControl === accessoryParts.selectionControl { _ = selectionControl() }
        setNeedsUpdateConfiguration()
        if animated {
            UIView.animate(withDuration: 0.25) {
                self.showBackground()
                self.layoutIfNeeded()
            }
        } else {
            showBackground()
        }
    }

    /// Shows the background configuration (or the legacy background) and the legacy selected
    /// background for the current state.
    func showBackground() {
        if let configuration = backgroundConfigurationStorage {
            systemBackgroundView.configuration = configuration
            defaultSelectedBackgroundView?.alpha = 0
            return
        }
        var configuration = defaultBackgroundConfiguration()
        if let backgroundColor { configuration.backgroundColor = backgroundColor }
        systemBackgroundView.configuration = configuration
        let selected =
            isEditing && isSelected ? multipleSelectionBackgroundView ?? selectedBackgroundView : selectedBackgroundView
        for view in [selectedBackgroundView, multipleSelectionBackgroundView] where view !== selected {
            view?.alpha = 0
        }
        selected?.alpha = showsSelection ? 1 : 0
        if selected == nil, showsSelection {
            (defaultSelectedBackgroundView ?? makeDefaultSelectedBackgroundView()).alpha = 1
        } else {
            defaultSelectedBackgroundView?.alpha = 0
        }
    }

    private func makeDefaultSelectedBackgroundView() -> UIView {
        let view = UIView(frame: bounds)
        view.backgroundColor = .systemGray4
        view.isUserInteractionEnabled = false
        insertSubview(view, aboveSubview: backgroundView ?? systemBackgroundView)
        defaultSelectedBackgroundView = view
        return view
    }

    /// Swaps one of the app's background views, keeping the order: background, selected
    /// backgrounds, then content.
    func replaceBackgroundSubview(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new {
            let below = new === backgroundView ? systemBackgroundView : backgroundView ?? systemBackgroundView
            insertSubview(new, aboveSubview: below)
            new.frame = bounds
        }
        showBackground()
    }

    /// The table changed the cell's style or corners: its default background and rounding follow.
    func listPlacementDidChange() {
        let rounded = tableStyle == .insetGrouped && !roundedCorners.isEmpty
        layer.cornerRadius = rounded ? ListMetrics.cornerRadius : 0
        layer.maskedCorners =
            rounded
            ? roundedCorners
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        clipsToBounds = rounded
        showBackground()
        setNeedsUpdateConfiguration()
    }

    func resetForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        setEditing(false, animated: false)
        listState = TableCellListState()
        setNeedsUpdateConfiguration()
    }
}
