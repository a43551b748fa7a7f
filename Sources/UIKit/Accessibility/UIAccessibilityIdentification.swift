/// Objects that carry a string identifying them to UI tests (not read to the user).
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string that identifies the object in UI tests; nil by default.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
