/// The look of a bar: light (the default) or dark.
public enum UIBarStyle: Int, Sendable, Hashable {
    /// A light bar with dark content.
    case `default` = 0
    /// A dark bar with light content.
    case black = 1

    /// The old name of `.black`.
    @available(*, deprecated, renamed: "black")
    public static var blackOpaque: UIBarStyle { .black }
}
