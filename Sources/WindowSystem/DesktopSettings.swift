/// What the desktop says about how apps should look: its light or dark preference and how large it
/// wants text. A backend reads them from the platform (XSETTINGS on X11) and reports changes with
/// `PlatformEvent.desktopSettingsChanged`; nil means the desktop does not say.
public struct DesktopSettings: Sendable, Equatable {
    /// The desktop's light or dark preference.
    public enum Appearance: Sendable, Equatable {
        case light
        case dark
    }

    /// Light or dark, or nil when the desktop names no preference (the app then looks light).
    public var appearance: Appearance?
    /// How much larger than the platform's default the desktop draws text (1 = default size); nil
    /// when the desktop does not say.
    public var textScale: Double?

    public init(appearance: Appearance? = nil, textScale: Double? = nil) {
        self.appearance = appearance
        self.textScale = textScale
    }

    /// A desktop that names no preference.
    public static let unspecified = DesktopSettings()
}
