/// The look of a bar: light (the default) or dark.
public enum UIBarStyle: Int, Sendable, Hashable {
    /// A light bar with dark content.
    case `default` = 0
    /// A dark bar with light content.
    case black = 1
    /// A dark translucent bar; use `.black` with `isTranslucent` instead.
    @available(*, deprecated, message: "Use .black and set isTranslucent to true")
    case blackTranslucent = 2

    /// The same as `.black`.
    @available(*, deprecated, message: "Use .black and set isTranslucent to false")
    public static var blackOpaque: UIBarStyle { .black }
}

extension UIBarStyle {
    /// The background a bar of this style draws with no `barTintColor`: light or dark grey at
    /// 94 % when translucent, else white or black; a default bar follows the appearance (dark in dark).
    func barBackground(translucent: Bool) -> UIColor {
        switch (self == .default, translucent) {
        case (true, true): Self.defaultTranslucent
        case (true, false): .systemBackground
        case (false, true): Self.darkTranslucentColor
        case (false, false): .black
        }
    }

    private static let defaultTranslucent = UIColor.appearance(
        "barBackgroundColor", light: UIColor(white: 0.97, alpha: 0.94), dark: darkTranslucentColor)
    private static let darkTranslucentColor = UIColor(white: 0.11, alpha: 0.94)

    /// The hairline under (or over) a bar: dark on a light bar, light on a dark one.
    func hairlineColor() -> UIColor {
        self == .default ? Self.defaultHairline : Self.blackHairline
    }

    private static let blackHairline = UIColor(white: 1, alpha: 0.15)
    private static let defaultHairline = UIColor.appearance(
        "barHairlineColor", light: UIColor(white: 0, alpha: 0.3), dark: blackHairline)
}
