import Foundation

/// Traits that can be set: what `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their
/// closure, and what `traitOverrides` is.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    /// The value of any trait, system or the app's own.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// The traits a view, controller or window sets for itself and what it holds, over those it inherits.
///
/// A system trait counts as overridden once set to something other than its unspecified value; an
/// app's trait once set at all. Changing an override updates the owner's `traitCollection` at once;
/// `traitCollectionDidChange(_:)` and trait change registrations run before the next layout.
public struct UITraitOverrides: UIMutableTraits, @unchecked Sendable {
    var values = TraitValues()

    init(values: TraitValues = TraitValues()) {
        self.values = values
    }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }

    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }

    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }

    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }

    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }

    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }

    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }

    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }

    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }

    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        !values.hasSameValue(of: trait, as: TraitValues()) || values.custom[ObjectIdentifier(trait)] != nil
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        func reset<T: UITraitDefinition>(_ trait: T.Type) {
            values[trait] = T.defaultValue
            values.custom[ObjectIdentifier(trait)] = nil
        }
        reset(trait)
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { values.isSame(as: TraitValues()) }
}
