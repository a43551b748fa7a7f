/// A description of a view's content (text, images, their styling) that makes the view showing it
/// and gives the variant to show in each state: a cell sets `contentConfiguration` and shows
/// `updated(for:)` of it whenever its state changes.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @preconcurrency @MainActor
    func makeContentView() -> any UIView & UIContentView

    /// The configuration as it looks in `state`: the state's default values for what the app has
    /// not customised.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, which shows whatever configuration it is given.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show `configuration`, so a cell can give it a new configuration
    /// instead of making a new view; true by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        true
    }
}
