/// What a blur style draws: the Gaussian's standard deviation in points and the tint laid over
/// the blur, for each of `UIBlurEffect.Style`'s materials in one place. The light materials tint
/// with near-white, the dark ones with near-black; thicker materials tint more opaquely. The
/// chrome material (bars) keeps the colour the bars had before blurring: white 0.97 at 94%.
struct BlurMaterial: Equatable {
    /// The blur's standard deviation, in points.
    var radius: CGFloat
    /// The tint's grey level and opacity.
    var white: CGFloat
    var alpha: CGFloat
    var isDark: Bool

    var tint: UIColor { UIColor(white: white, alpha: alpha) }

    init(radius: CGFloat, white: CGFloat, alpha: CGFloat, isDark: Bool) {
        self.radius = radius
        self.white = white
        self.alpha = alpha
        self.isDark = isDark
    }

    init(_ style: UIBlurEffect.Style) {
        switch style {
        case .extraLight: self.init(radius: 20, white: 0.97, alpha: 0.82, isDark: false)
        case .light: self.init(radius: 20, white: 0.97, alpha: 0.6, isDark: false)
        case .dark: self.init(radius: 20, white: 0.11, alpha: 0.73, isDark: true)
        case .regular: self.init(radius: 20, white: 0.97, alpha: 0.7, isDark: false)
        case .prominent: self.init(radius: 20, white: 0.94, alpha: 0.85, isDark: false)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            self.init(radius: 15, white: 0.98, alpha: 0.42, isDark: false)
        case .systemThinMaterial, .systemThinMaterialLight:
            self.init(radius: 18, white: 0.98, alpha: 0.6, isDark: false)
        case .systemMaterial, .systemMaterialLight: self.init(radius: 20, white: 0.98, alpha: 0.72, isDark: false)
        case .systemThickMaterial, .systemThickMaterialLight:
            self.init(radius: 22, white: 0.98, alpha: 0.86, isDark: false)
        case .systemChromeMaterial, .systemChromeMaterialLight:
            self.init(radius: 20, white: 0.97, alpha: 0.94, isDark: false)
        case .systemUltraThinMaterialDark: self.init(radius: 15, white: 0.12, alpha: 0.42, isDark: true)
        case .systemThinMaterialDark: self.init(radius: 18, white: 0.12, alpha: 0.6, isDark: true)
        case .systemMaterialDark: self.init(radius: 20, white: 0.12, alpha: 0.72, isDark: true)
        case .systemThickMaterialDark: self.init(radius: 22, white: 0.12, alpha: 0.86, isDark: true)
        case .systemChromeMaterialDark: self.init(radius: 20, white: 0.11, alpha: 0.94, isDark: true)
        }
    }
}
