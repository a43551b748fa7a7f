import Foundation

/// A trait a trait collection can hold: the system's (`UITraitUserInterfaceStyle`, …) and an app's own.
///
/// An app defines a trait with a type that names its default value; the type itself is the key
/// (`traitCollection[ThemeTrait.self]`, `registerForTraitChanges([ThemeTrait.self]) { … }`). A value
/// type that is `Equatable` lets UIKit tell when the trait really changed; other values count as
/// changed whenever they are set again.
public protocol UITraitDefinition {
    associatedtype Value
    /// The value of the trait in a collection that does not set it.
    static var defaultValue: Value { get }
    /// Whether a change of the trait can change how dynamic colours resolve (see `UIColor(dynamicProvider:)`).
    static var affectsColorAppearance: Bool { get }
    /// A name for debugging; the type's name by default.
    static var name: String { get }
    /// A unique identifier, used when collections are encoded; the module-qualified type name by default.
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait, named by its type: what `registerForTraitChanges(_:handler:)` and `UITraitCollection`'s
/// subscript take.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait, stored in its own field of `TraitValues` rather than in the custom traits.
protocol SystemTrait: UITraitDefinition {
    static var field: WritableKeyPath<TraitValues, Value> { get }
}

/// The interface style: light or dark.
public enum UITraitUserInterfaceStyle: SystemTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The base or elevated level of the interface (a sheet or popover is elevated).
public enum UITraitUserInterfaceLevel: SystemTrait {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

/// The user's increased contrast setting.
public enum UITraitAccessibilityContrast: SystemTrait {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// Pixels per point of the display.
public enum UITraitDisplayScale: SystemTrait {
    public static let defaultValue: CGFloat = 0
    static var field: WritableKeyPath<TraitValues, CGFloat> { \.displayScale }
}

/// The kind of device the interface is for.
public enum UITraitUserInterfaceIdiom: SystemTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// Left-to-right or right-to-left layout.
public enum UITraitLayoutDirection: SystemTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var field: WritableKeyPath<TraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The user's preferred text size (Dynamic Type).
public enum UITraitPreferredContentSizeCategory: SystemTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var field: WritableKeyPath<TraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// Whether text should be drawn bolder (the Bold Text setting).
public enum UITraitLegibilityWeight: SystemTrait {
    public static let defaultValue = UILegibilityWeight.unspecified
    static var field: WritableKeyPath<TraitValues, UILegibilityWeight> { \.legibilityWeight }
}

/// Whether a view is at the base level of the interface or above it, for colours that lighten on
/// elevated surfaces in dark mode.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// Whether the user asked for increased contrast; the desktop has no such setting, so it stays normal.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}
