extension UIView {
    /// The view showing `configuration` in place of `current`: `current` itself, given the
    /// configuration, when it is a content view of the same configuration type that supports it;
    /// else a new view the configuration makes.
    static func contentViewShowing(_ configuration: any UIContentConfiguration, reusing current: UIView) -> UIView {
        // The common case without boxing the shown configuration to compare types.
        if let list = current as? UIListContentView, let configuration = configuration as? UIListContentConfiguration {
            list.listConfiguration = configuration
            return list
        }
        if let current = current as? any UIView & UIContentView,
            type(of: current.configuration) == type(of: configuration), current.supports(configuration)
        {
            current.configuration = configuration
            return current
        }
        return configuration.makeContentView()
    }
}
