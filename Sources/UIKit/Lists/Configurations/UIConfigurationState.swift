/// What a content or background configuration is updated for: the environment's traits, the
/// states a view or cell defines (`UIViewConfigurationState`, `UICellConfigurationState`) and
/// states an app adds under its own keys.
public protocol UIConfigurationState {
    /// A state in `traitCollection` with every other state off.
    init(traitCollection: UITraitCollection)

    var traitCollection: UITraitCollection { get set }

    /// An app's own state under `key`; nil when none is set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of an app's own state in a configuration state: `state[.myKey] = true`.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
