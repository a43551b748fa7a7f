/// Content and background configurations, and the update that follows the view's state.
extension UITableViewHeaderFooterView {
    /// The view's content as a configuration; nil (the default) uses the legacy labels. Setting
    /// one shows it in its own content view, which replaces `contentView` (or takes the
    /// configuration, when it can); setting nil puts a new empty content view in.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            var configuration = newValue
            if automaticallyUpdatesContentConfiguration {
                configuration = configuration?.updated(for: configurationState)
            }
            contentConfigurationStorage = configuration
            showContentConfiguration()
        }
    }

    /// The view's background as a configuration; nil (the default) draws the default one of the
    /// view's place, with `backgroundView` over it. Setting one resets `backgroundView` to nil.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            var configuration = newValue
            if automaticallyUpdatesBackgroundConfiguration {
                configuration = configuration?.updated(for: configurationState)
            }
            backgroundConfigurationStorage = configuration
            if configuration != nil { backgroundView = nil }
            showBackground()
        }
    }

    /// The list content configuration of the view's place: plain or grouped, header or footer.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration(style: contentStyle)
    }

    /// The background configuration of the view's place: `listPlainHeaderFooter()` in a plain
    /// table, `listGroupedHeaderFooter()` in the grouped ones.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }

    /// The list content style of the view's place.
    var contentStyle: ListContentStyle { .headerFooter(in: tableStyle, isFooter: isFooter) }

    func currentConfigurationState() -> UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        state.isPinned = isPinned
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
        }
        showBackground()
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func showBackground() {
        systemBackgroundView.configuration =
            backgroundConfigurationStorage ?? defaultBackgroundConfiguration().updated(for: configurationState)
    }

    private func showContentConfiguration() {
        let view: UIView
        if let configuration = contentConfigurationStorage {
            view = UIView.contentViewShowing(configuration, reusing: contentViewStorage)
        } else {
            guard !(contentViewStorage is ListItemContentView) else { return }
            view = ListItemContentView()
        }
        guard view !== contentViewStorage else { return }
        let old = contentViewStorage
        insertSubview(view, aboveSubview: old)
        old.removeFromSuperview()
        contentViewStorage = view
        textLabelStorage = nil
        detailTextLabelStorage = nil
        view.frame = old.frame
        updateContentViewMargins()
    }
}
