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
    /// 94 % when translucent, else white or black.
    func barBackground(translucent: Bool) -> UIColor {
        switch (self == .default, translucent) {
        case (true, true): UIColor(white: 0.97, alpha: 0.94)
        case (true, false): .white
        case (false, true): UIColor(white: 0.11, alpha: 0.94)
        case (false, false): .black
        }
    }
}
