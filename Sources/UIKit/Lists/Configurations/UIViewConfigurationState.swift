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

    /// A cell compares its state with the last one at every update, almost always in the same
    /// trait collection: that answers at once, without boxing it for `isEqual(_:)`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        UITraitCollection.same(lhs.traitCollection, rhs.traitCollection)
            && lhs.isDisabled == rhs.isDisabled
            && lhs.isHighlighted == rhs.isHighlighted
            && lhs.isSelected == rhs.isSelected
            && lhs.isFocused == rhs.isFocused
            && lhs.isPinned == rhs.isPinned
            && lhs.customStates == rhs.customStates
    }
}
