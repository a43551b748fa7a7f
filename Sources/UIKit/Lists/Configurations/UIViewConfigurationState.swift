/// The state of a view that configurations are updated for: disabled, highlighted, selected,
/// focused or pinned (a header stuck to the top of a plain table), in a trait collection, with
/// the app's own states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Whether a header or footer is pinned to the edge of the list it floats over.
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
