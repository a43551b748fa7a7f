/// Content and background configurations, and the update that follows the cell's state.
extension UITableViewCell {
    /// The cell's content as a configuration; nil (the default) uses the legacy labels.
    ///
    /// Setting one shows it in its own content view, which replaces `contentView` (or takes the
    /// configuration, when the current one is of the same type and supports it); the legacy
    /// labels and image view go. With `automaticallyUpdatesContentConfiguration`, the cell keeps
    /// `updated(for:)` of it for its current state. Setting nil puts a new empty content view in.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            var configuration = newValue
            contentConfigurationState = nil
            if automaticallyUpdatesContentConfiguration, let given = configuration {
                let state = configurationState
                configuration = given.updated(for: state)
                contentConfigurationState = state
            }
            contentConfigurationStorage = configuration
            showContentConfiguration()
        }
    }

    /// The cell's background as a configuration; nil (the default) draws the legacy background:
    /// `backgroundColor`, or the list style's, with `backgroundView` over it. Setting one resets
    /// `backgroundColor`, `backgroundView`, `selectedBackgroundView` and
    /// `multipleSelectionBackgroundView` to nil; with `automaticallyUpdatesBackgroundConfiguration`
    /// the cell keeps `updated(for:)` of it for its current state.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            var configuration = newValue
            backgroundShownState = nil
            if automaticallyUpdatesBackgroundConfiguration {
                configuration = configuration?.updated(for: configurationState)
            }
            backgroundConfigurationStorage = configuration
            if configuration != nil {
                backgroundColor = nil
                backgroundView = nil
                selectedBackgroundView = nil
                multipleSelectionBackgroundView = nil
            }
            showBackground()
        }
    }

    /// A list content configuration for the cell's style, without content: `cell()` for
    /// `.default`, `subtitleCell()` for `.subtitle`, `valueCell()` for the value styles.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The background configuration of a row of the cell's list style: `listPlainCell()` in a
    /// plain table, `listGroupedCell()` in the grouped ones.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// The cell's state as `configurationState` reports it by default.
    func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = isEditing
        state.isFocused = listState.isFocused
        state.isSwiped = listState.isSwiped
        state.isReordering = listState.isReordering
        state.isExpanded = listState.isExpanded
        state.cellDragState = listState.dragState
        state.cellDropState = listState.dropState
        return state
    }

    /// Runs the update `setNeedsUpdateConfiguration()` asked for: the configurations updated for
    /// the state (when they update automatically), then `updateConfiguration(using:)`, then the
    /// handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        // A configuration set since the state last changed is updated for this state already (a
        // reused cell's, given after `prepareForReuse()` asked for this update).
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage,
            contentConfigurationState != state
        {
            contentConfigurationStorage = configuration.updated(for: state)
            contentConfigurationState = state
            showContentConfiguration()
        }
        // The background follows the state; what else it shows from shows it when it changes.
        if backgroundShownState != state {
            if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfigurationStorage {
                backgroundConfigurationStorage = configuration.updated(for: state)
            }
            showBackground()
            backgroundShownState = state
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Shows the content configuration in a content view that supports it.
    private func showContentConfiguration() {
        guard let configuration = contentConfigurationStorage else {
            if !(contentViewStorage is ListItemContentView) { replaceContentView(with: ListItemContentView()) }
            return
        }
        let view = UIView.contentViewShowing(configuration, reusing: contentViewStorage)
        if view !== contentViewStorage { replaceContentView(with: view) }
    }

    /// Puts `view` where the content view was; the legacy labels go with the old one.
    private func replaceContentView(with view: UIView) {
        let old = contentViewStorage
        insertSubview(view, aboveSubview: old)
        old.removeFromSuperview()
        contentViewStorage = view
        textLabelStorage = nil
        detailTextLabelStorage = nil
        imageViewStorage = nil
        view.frame = old.frame
        updateContentViewMargins()
        setNeedsLayout()
    }
}
