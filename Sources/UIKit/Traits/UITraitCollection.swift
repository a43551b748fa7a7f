import Foundation

/// Light or dark appearance; this runtime draws the light one.
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

/// The traits of the environment a view or controller is in: appearance style, size classes,
/// scale, idiom. Size classes follow the window's size: compact below 600 points of width (or 500
/// of height), regular from there, the way iPad split views change class.
public final class UITraitCollection: NSObject, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(
        style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
        idiom: UIUserInterfaceIdiom = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        layoutDirection = direction
    }

    public override convenience init() {
        self.init(style: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(idiom: userInterfaceIdiom)
    }

    /// One collection with the specified traits of all of them, later collections winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = UITraitCollection()
        for traits in traitCollections { merged = merged.merging(traits) }
        self.init(
            style: merged.userInterfaceStyle, horizontal: merged.horizontalSizeClass,
            vertical: merged.verticalSizeClass,
            scale: merged.displayScale, idiom: merged.userInterfaceIdiom, direction: merged.layoutDirection)
    }

    /// The traits of the main screen's environment (what code outside a view or controller sees).
    @preconcurrency @MainActor
    public static var current: UITraitCollection {
        environment(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether the two differ in a trait that changes colours (the appearance style).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    private func merging(_ other: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            style: other.userInterfaceStyle == .unspecified ? userInterfaceStyle : other.userInterfaceStyle,
            horizontal: other.horizontalSizeClass == .unspecified ? horizontalSizeClass : other.horizontalSizeClass,
            vertical: other.verticalSizeClass == .unspecified ? verticalSizeClass : other.verticalSizeClass,
            scale: other.displayScale == 0 ? displayScale : other.displayScale,
            idiom: other.userInterfaceIdiom == .unspecified ? userInterfaceIdiom : other.userInterfaceIdiom,
            direction: other.layoutDirection == .unspecified ? layoutDirection : other.layoutDirection)
    }

    /// The traits of a space of `size` points on a screen of `scale`.
    static func environment(size: CGSize, scale: CGFloat) -> UITraitCollection {
        UITraitCollection(
            style: .light, horizontal: size.width >= 600 ? .regular : .compact,
            vertical: size.height >= 500 ? .regular : .compact, scale: scale, idiom: .pad, direction: .leftToRight)
    }
}

/// Left-to-right or right-to-left layout of an environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
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
