/// Content and background configurations of a collection view cell, and the update that follows
/// its state (shared with table cells: the content views configurations make, and
/// `BackgroundConfigurationView`).
extension UICollectionViewCell {
    /// The cell's content as a configuration; nil by default.
    ///
    /// Setting one shows it in its own content view, which replaces `contentView` (or takes the
    /// configuration, when the current one is of the same type and supports it). With
    /// `automaticallyUpdatesContentConfiguration`, the cell keeps `updated(for:)` of it for its
    /// current state. Setting nil puts a new empty content view in.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            var configuration = newValue
            if automaticallyUpdatesContentConfiguration, let given = configuration {
                configuration = given.updated(for: configurationState)
            }
            contentConfigurationStorage = configuration
            showContentConfiguration()
        }
    }

    /// The cell's background as a configuration; nil by default. Setting one resets
    /// `backgroundView` and `selectedBackgroundView` to nil, as on iOS; with
    /// `automaticallyUpdatesBackgroundConfiguration` the cell keeps `updated(for:)` of it for its
    /// current state.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            var configuration = newValue
            if automaticallyUpdatesBackgroundConfiguration {
                configuration = configuration?.updated(for: configurationState)
            }
            backgroundConfigurationStorage = configuration
            if configuration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            showConfiguredBackground()
        }
    }

    /// The cell's state as `configurationState` reports it by default.
    func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isFocused = isKeyboardFocused
        state.isSwiped = isSwipedOpen
        state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
        return state
    }

    /// Runs the update `setNeedsUpdateConfiguration()` asked for: the configurations updated for
    /// the state (when they update automatically), then `updateConfiguration(using:)`, then the
    /// handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage {
            contentConfigurationStorage = configuration.updated(for: state)
            showContentConfiguration()
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfigurationStorage {
            backgroundConfigurationStorage = configuration.updated(for: state)
            showConfiguredBackground()
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Shows the content configuration in a content view that supports it.
    private func showContentConfiguration() {
        guard let configuration = contentConfigurationStorage else {
            if contentViewStorage is UIContentView { replaceContentView(with: UIView()) }
            return
        }
        let view = UIView.contentViewShowing(configuration, reusing: contentViewStorage)
        if view !== contentViewStorage { replaceContentView(with: view) }
    }

    /// Puts `view` where the content view was.
    private func replaceContentView(with view: UIView) {
        let old = contentViewStorage
        insertSubview(view, aboveSubview: old)
        old.removeFromSuperview()
        contentViewStorage = view
        view.frame = CGRect(origin: .zero, size: bounds.size)
        setNeedsLayout()
    }

    /// Shows the background configuration behind everything, or takes it away.
    private func showConfiguredBackground() {
        guard let configuration = backgroundConfigurationStorage else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        if let view = configuredBackgroundView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            view.frame = CGRect(origin: .zero, size: bounds.size)
            insertSubview(view, at: 0)
            configuredBackgroundView = view
        }
    }
}
