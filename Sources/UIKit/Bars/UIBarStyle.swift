/// The look of a navigation bar: light (`default`) or dark (`black`).
public enum UIBarStyle: Int, Sendable {
    /// A light grey bar with dark titles.
    case `default` = 0
    /// A dark bar with white titles.
    case black = 1
    /// A dark translucent bar; use `.black` with `isTranslucent` instead.
    @available(*, deprecated, message: "Use .black and set isTranslucent to true")
    case blackTranslucent = 2

    /// The same as `.black`.
    @available(*, deprecated, message: "Use .black and set isTranslucent to false")
    public static var blackOpaque: UIBarStyle { .black }
}
