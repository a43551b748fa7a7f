/// What the app set of a responder's accessibility; nil leaves the class's default, as setting
/// nil on iOS gives the default back.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var identifier: String?
    var language: String?
    var elements: [Any]?
    var viewIsModal = false
    var groupsChildren = false
    var elementsHidden = false
}

/// A responder's `AccessibilityAttributes`, made when the app first sets one.
final class AccessibilityStorage {
    var attributes: AccessibilityAttributes

    init(_ attributes: AccessibilityAttributes) {
        self.attributes = attributes
    }
}

/// The accessibility a UIKit class gives its instances until the app sets its own: a control's
/// kind, its title or text as the label and its state as the value. Adopted in `+Accessibility`
/// files by the classes with defaults of their own.
@MainActor
protocol AccessibilityDefaults: AnyObject {
    var defaultIsAccessibilityElement: Bool { get }
    var defaultAccessibilityLabel: String? { get }
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityTraits: UIAccessibilityTraits { get }
    /// Moves an adjustable element's value `steps` steps up (negative: down), as VoiceOver's
    /// swipes do, and sends what the user's change would send.
    func adjustAccessibilityValue(by steps: Int)
}

extension AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { true }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    func adjustAccessibilityValue(by steps: Int) {}
}

extension UIResponder {
    /// The class's default traits, with `.notEnabled` for a disabled control.
    var accessibilityTraitsByDefault: UIAccessibilityTraits {
        var traits = (self as? AccessibilityDefaults)?.defaultAccessibilityTraits ?? .none
        if let control = self as? UIControl, !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// Where the responder is on screen when the app has not said: a view's bounds in screen
    /// points, else an empty rectangle.
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return view.convertToScreen(view.bounds)
    }
}
