import Foundation

/// How a bar's background looks — a blur effect, a colour, an image, and the shadow along its
/// edge — the common base of `UINavigationBarAppearance`, `UITabBarAppearance` and
/// `UIToolbarAppearance`.
///
/// A bar copies an appearance when it is assigned (as the `@NSCopying` properties on iOS do); the
/// copy the bar keeps, which its getter returns, updates the bar when changed in place. A new
/// appearance has the default background: a blur of what lies behind, tinted by the material, and
/// a hairline shadow.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }

    /// The device the appearance was made for.
    public let idiom: UIUserInterfaceIdiom

    /// The blur behind the background colour and image; nil for none.
    open var backgroundEffect: UIBlurEffect? {
        didSet { appearanceDidChange() }
    }

    /// A colour over the effect; nil for none.
    open var backgroundColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// An image over the colour, placed by `backgroundImageContentMode`.
    open var backgroundImage: UIImage? {
        didSet { appearanceDidChange() }
    }

    /// How the background image fills the bar; `.scaleToFill` by default.
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill {
        didSet { appearanceDidChange() }
    }

    /// The colour of the one-pixel shadow along the bar's edge (tinting `shadowImage` when it is a
    /// template); nil or clear for none.
    open var shadowColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// An image drawn along the bar's edge instead of the hairline.
    open var shadowImage: UIImage? {
        didSet { appearanceDidChange() }
    }

    /// Called by the bars and items using the appearance when any of it changes.
    var changeHandlers: [ObjectIdentifier: BarItemChangeHandler] = [:]

    /// An appearance with the default background, for `idiom`.
    public init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the properties of `barAppearance`; those of its subclass too when this
    /// is of the same class.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(of: barAppearance)
    }

    /// An appearance from an archive: the idiom and the content mode are kept; colours and images
    /// are not archived here, so the background is the default.
    public required init?(coder: NSCoder) {
        idiom = UIUserInterfaceIdiom(rawValue: coder.decodeInteger(forKey: "UIBarAppearanceIdiom")) ?? .pad
        super.init()
        configureWithDefaultBackground()
        if let mode = UIView.ContentMode(rawValue: coder.decodeInteger(forKey: "UIBarAppearanceContentMode")) {
            backgroundImageContentMode = mode
        }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(idiom.rawValue, forKey: "UIBarAppearanceIdiom")
        coder.encode(backgroundImageContentMode.rawValue, forKey: "UIBarAppearanceContentMode")
    }

    /// A copy of the same class with the same properties.
    open func copy(with zone: NSZone?) -> Any {
        type(of: self).init(barAppearance: self)
    }

    /// A copy of the same class with the same properties (iOS's `instancetype` copy).
    open func copy() -> Self {
        type(of: self).init(barAppearance: self)
    }

    /// The system's translucent background: the chrome material's blur and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = BarColors.shadow
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = BarColors.opaqueBackground
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = BarColors.shadow
        shadowImage = nil
    }

    /// No background and no shadow: what is behind the bar shows.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    /// Takes the background and shadow of `other`.
    private func takeBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Writes a bar's legacy background properties into the appearance, as iOS does: a translucent
    /// bar blurs (with `barTintColor` over the blur), an opaque one fills with `barTintColor` or the
    /// style's colour; the hairline follows the style.
    func takeLegacyBackground(barStyle: UIBarStyle, isTranslucent: Bool, barTintColor: UIColor?) {
        let dark = barStyle != .default
        if isTranslucent {
            backgroundEffect = UIBlurEffect(style: dark ? .systemChromeMaterialDark : .systemChromeMaterial)
            backgroundColor = barTintColor
        } else {
            backgroundEffect = nil
            backgroundColor = barTintColor ?? barStyle.barBackground(translucent: false)
        }
        shadowColor = dark ? BarColors.darkShadow : BarColors.shadow
    }

    /// Tells the bars using the appearance to show the change.
    func appearanceDidChange() {
        for handler in changeHandlers.values { handler.run(false) }
    }
}
