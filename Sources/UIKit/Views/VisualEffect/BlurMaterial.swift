/// What a blur style draws: the Gaussian's standard deviation in points and the tint laid over
/// the blur, for each of `UIBlurEffect.Style`'s materials in one place. The light materials tint
/// with near-white, the dark ones with near-black; thicker materials tint more opaquely. The
/// chrome material (bars) keeps the colour the bars had before blurring: white 0.97 at 94%. The
/// styles without Light or Dark in their name (and `.regular`, `.prominent`) follow the interface
/// style, tinting with their Dark sibling's colour in dark.
struct BlurMaterial: Equatable {
    /// The blur's standard deviation, in points.
    var radius: CGFloat
    /// The tint's grey level and opacity.
    var white: CGFloat
    var alpha: CGFloat
    var isDark: Bool
    /// The tint's grey level and opacity in dark, for a material that follows the interface style.
    var darkWhite: CGFloat?
    var darkAlpha: CGFloat?

    var tint: UIColor {
        let light = UIColor(white: white, alpha: alpha)
        guard let darkWhite, let darkAlpha else { return light }
        return .appearance("blurTint", light: light, dark: UIColor(white: darkWhite, alpha: darkAlpha))
    }

    init(
        radius: CGFloat, white: CGFloat, alpha: CGFloat, isDark: Bool, darkWhite: CGFloat? = nil,
        darkAlpha: CGFloat? = nil
    ) {
        self.radius = radius
        self.white = white
        self.alpha = alpha
        self.isDark = isDark
        self.darkWhite = darkWhite
        self.darkAlpha = darkAlpha
    }

    init(_ style: UIBlurEffect.Style) {
        switch style {
        case .extraLight: self.init(radius: 20, white: 0.97, alpha: 0.82, isDark: false)
        case .light: self.init(radius: 20, white: 0.97, alpha: 0.6, isDark: false)
        case .dark: self.init(radius: 20, white: 0.11, alpha: 0.73, isDark: true)
        case .regular: self.init(radius: 20, white: 0.97, alpha: 0.7, isDark: false, darkWhite: 0.11, darkAlpha: 0.73)
        case .prominent:
            self.init(radius: 20, white: 0.94, alpha: 0.85, isDark: false, darkWhite: 0.11, darkAlpha: 0.85)
        case .systemUltraThinMaterial:
            self.init(radius: 15, white: 0.98, alpha: 0.42, isDark: false, darkWhite: 0.12, darkAlpha: 0.42)
        case .systemUltraThinMaterialLight: self.init(radius: 15, white: 0.98, alpha: 0.42, isDark: false)
        case .systemThinMaterial:
            self.init(radius: 18, white: 0.98, alpha: 0.6, isDark: false, darkWhite: 0.12, darkAlpha: 0.6)
        case .systemThinMaterialLight: self.init(radius: 18, white: 0.98, alpha: 0.6, isDark: false)
        case .systemMaterial:
            self.init(radius: 20, white: 0.98, alpha: 0.72, isDark: false, darkWhite: 0.12, darkAlpha: 0.72)
        case .systemMaterialLight: self.init(radius: 20, white: 0.98, alpha: 0.72, isDark: false)
        case .systemThickMaterial:
            self.init(radius: 22, white: 0.98, alpha: 0.86, isDark: false, darkWhite: 0.12, darkAlpha: 0.86)
        case .systemThickMaterialLight: self.init(radius: 22, white: 0.98, alpha: 0.86, isDark: false)
        case .systemChromeMaterial:
            self.init(radius: 20, white: 0.97, alpha: 0.94, isDark: false, darkWhite: 0.11, darkAlpha: 0.94)
        case .systemChromeMaterialLight: self.init(radius: 20, white: 0.97, alpha: 0.94, isDark: false)
        case .systemUltraThinMaterialDark: self.init(radius: 15, white: 0.12, alpha: 0.42, isDark: true)
        case .systemThinMaterialDark: self.init(radius: 18, white: 0.12, alpha: 0.6, isDark: true)
        case .systemMaterialDark: self.init(radius: 20, white: 0.12, alpha: 0.72, isDark: true)
        case .systemThickMaterialDark: self.init(radius: 22, white: 0.12, alpha: 0.86, isDark: true)
        case .systemChromeMaterialDark: self.init(radius: 20, white: 0.11, alpha: 0.94, isDark: true)
        }
    }
}
