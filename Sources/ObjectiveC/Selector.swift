/// The name of an action, standing in for Objective-C's selector: `Selector("copy:")` names the
/// same action wherever it is used, and responders say which names they handle through
/// `UIResponder.canPerformAction(_:withSender:)` and `UIResponder.perform(_:withSender:for:)`.
///
/// There is no `#selector`: write the name as a string (`Selector("didTap:")`, or the literal
/// `"didTap:"` where a `Selector` is expected). Names compare by their characters.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, such as `"copy:"`.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        name = value
    }

    public var description: String { name }
}

/// The name of `selector`.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// The selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
