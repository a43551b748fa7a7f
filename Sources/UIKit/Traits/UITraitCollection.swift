import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The rough width or height class of the space a view has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device the interface is for; a desktop window behaves like an iPad's.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Left-to-right or right-to-left layout of an environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits of the environment a view or controller is in: appearance style and level, size
/// classes, scale, idiom, text size, and an app's own traits (`UITraitDefinition`). Immutable.
///
/// A window's traits come from the desktop (light or dark, text size; see `UIApplication`) and its
/// size: compact below 600 points of width (or 500 of height), regular from there, the way iPad split
/// views change class. Views and controllers inherit them down the hierarchy, with their
/// `traitOverrides` (and `overrideUserInterfaceStyle`) applied.
public final class UITraitCollection: NSObject, Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
    }

    public override convenience init() {
        self.init(values: TraitValues())
    }

    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var displayScale: CGFloat { values.displayScale }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

    /// The value of `trait`: a system trait or an app's own, its default when the collection does not set it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values[trait]
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, value: userInterfaceStyle)
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitUserInterfaceLevel.self, value: userInterfaceLevel)
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, value: accessibilityContrast)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, value: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, value: verticalSizeClass)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(UITraitDisplayScale.self, value: displayScale)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, value: userInterfaceIdiom)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, value: layoutDirection)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, value: preferredContentSizeCategory)
    }

    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, value: legibilityWeight)
    }

    /// A collection that sets only `trait`, to `value`.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var values = TraitValues()
        values[trait] = value
        self.init(values: values)
    }

    /// A collection with the traits `mutations` sets on an empty one.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        self.init(values: (traits as? UITraitOverrides)?.values ?? TraitValues())
    }

    /// One collection with the specified traits of all of them, later collections winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = TraitValues()
        for traits in traitCollections { merged.apply(specifiedIn: traits.values) }
        self.init(values: merged)
    }

    /// This collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? values)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.apply(specifiedIn: trait.values)
        return merged.isSame(as: values)
    }

    /// Whether the two differ in a trait that changes how colours resolve (style, level, contrast).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return !values.hasSameColorAppearance(as: traitCollection.values)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || values.isSame(as: other.values)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceLevel)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    public override var description: String {
        "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), horizontalSizeClass = "
            + "\(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), "
            + "preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}

extension TraitValues {
    /// Takes every trait `other` specifies (a system trait not unspecified, any custom trait it holds).
    mutating func apply(specifiedIn other: TraitValues) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        for (key, value) in other.custom { custom[key] = value }
    }
}

/// Something with traits, told when they change: views, controllers, presentation controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
extension UIPresentationController: UITraitEnvironment {
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
