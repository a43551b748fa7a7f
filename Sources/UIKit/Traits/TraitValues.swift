import Foundation

/// The values a trait collection or a set of overrides holds: the system traits in fields of their
/// own, an app's traits by type. Custom values are any type, so the storage vouches for sending: trait
/// collections are immutable once made.
struct TraitValues: @unchecked Sendable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    /// App-defined traits by the identity of their type.
    var custom: [ObjectIdentifier: Any] = [:]

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let field = (T.self as? any SystemTrait.Type)?.anyField as? KeyPath<TraitValues, T.Value> {
                return self[keyPath: field]
            }
            return custom[ObjectIdentifier(T.self)] as? T.Value ?? T.defaultValue
        }
        set {
            if let field = (T.self as? any SystemTrait.Type)?.anyField as? WritableKeyPath<TraitValues, T.Value> {
                self[keyPath: field] = newValue
            } else {
                custom[ObjectIdentifier(T.self)] = newValue
            }
        }
    }

    /// Whether `trait` has the same value in both.
    func hasSameValue(of trait: UITrait, as other: TraitValues) -> Bool {
        func compare<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
            Self.isSame(self[trait], other[trait])
        }
        return compare(trait)
    }

    /// Whether every system and custom trait has the same value in both.
    func isSame(as other: TraitValues) -> Bool {
        guard
            userInterfaceStyle == other.userInterfaceStyle && userInterfaceLevel == other.userInterfaceLevel
                && accessibilityContrast == other.accessibilityContrast
                && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
                && displayScale == other.displayScale && userInterfaceIdiom == other.userInterfaceIdiom
                && layoutDirection == other.layoutDirection
                && preferredContentSizeCategory == other.preferredContentSizeCategory
                && legibilityWeight == other.legibilityWeight && custom.count == other.custom.count
        else { return false }
        return custom.allSatisfy { key, value in other.custom[key].map { Self.isSame(value, $0) } ?? false }
    }

    /// Whether the traits that change how colours resolve are the same in both.
    func hasSameColorAppearance(as other: TraitValues) -> Bool {
        userInterfaceStyle == other.userInterfaceStyle && userInterfaceLevel == other.userInterfaceLevel
            && accessibilityContrast == other.accessibilityContrast
    }

    /// Two trait values are the same when they are equal, or the same object; values of other types
    /// never are.
    static func isSame(_ first: Any, _ second: Any) -> Bool {
        if let first = first as? any Equatable { return first.isEqual(to: second) }
        guard type(of: first) is AnyClass, type(of: second) is AnyClass else { return false }
        return (first as AnyObject) === (second as AnyObject)
    }
}

extension SystemTrait {
    static var anyField: AnyKeyPath { field }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
