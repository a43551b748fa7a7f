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
