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

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasViewStates(of: rhs) && lhs.customStates == rhs.customStates
    }
}

/// The states a view's and a cell's configuration states both hold.
protocol ViewStates {
    var traitCollection: UITraitCollection { get }
    var isDisabled: Bool { get }
    var isHighlighted: Bool { get }
    var isSelected: Bool { get }
    var isFocused: Bool { get }
    var isPinned: Bool { get }
}

extension ViewStates {
    /// Whether `other` has the same view states in equal traits. A cell compares its state with
    /// the last one at every update, almost always in the same trait collection: that answers at
    /// once, without boxing it for `isEqual(_:)`.
    func hasViewStates(of other: Self) -> Bool {
        UITraitCollection.same(traitCollection, other.traitCollection) && isDisabled == other.isDisabled
            && isHighlighted == other.isHighlighted && isSelected == other.isSelected && isFocused == other.isFocused
            && isPinned == other.isPinned
    }
}

extension UIViewConfigurationState: ViewStates {}
