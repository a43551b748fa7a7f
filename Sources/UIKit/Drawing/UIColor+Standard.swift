/// The fixed colours, and the system and semantic colours with iOS 17's light and dark values: one
/// instance each, as on iOS, so reading one allocates nothing, and resolving a dynamic one neither.
extension UIColor {
    public static let black: UIColor = UIColor(white: 0, alpha: 1)
    public static let darkGray: UIColor = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray: UIColor = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white: UIColor = UIColor(white: 1, alpha: 1)
    public static let gray: UIColor = UIColor(white: 0.5, alpha: 1)
    public static let red: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green: UIColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue: UIColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan: UIColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow: UIColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta: UIColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange: UIColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple: UIColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown: UIColor = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear: UIColor = UIColor(white: 0, alpha: 0)

    /// Text on light backgrounds, whatever the appearance.
    public static let darkText: UIColor = .black
    /// Text on dark backgrounds, whatever the appearance.
    public static let lightText: UIColor = UIColor(white: 1, alpha: 0.6)

    public static let systemRed: UIColor = system("systemRedColor", (255, 59, 48), (255, 69, 58))
    public static let systemOrange: UIColor = system("systemOrangeColor", (255, 149, 0), (255, 159, 10))
    public static let systemYellow: UIColor = system("systemYellowColor", (255, 204, 0), (255, 214, 10))
    public static let systemGreen: UIColor = system("systemGreenColor", (52, 199, 89), (48, 209, 88))
    public static let systemMint: UIColor = system("systemMintColor", (0, 199, 190), (99, 230, 226))
    public static let systemTeal: UIColor = system("systemTealColor", (48, 176, 199), (64, 200, 224))
    public static let systemCyan: UIColor = system("systemCyanColor", (50, 173, 230), (100, 210, 255))
    public static let systemBlue: UIColor = system("systemBlueColor", (0, 122, 255), (10, 132, 255))
    public static let systemIndigo: UIColor = system("systemIndigoColor", (88, 86, 214), (94, 92, 230))
    public static let systemPurple: UIColor = system("systemPurpleColor", (175, 82, 222), (191, 90, 242))
    public static let systemPink: UIColor = system("systemPinkColor", (255, 45, 85), (255, 55, 95))
    public static let systemBrown: UIColor = system("systemBrownColor", (162, 132, 94), (172, 142, 104))
    public static let systemGray: UIColor = system("systemGrayColor", (142, 142, 147), (142, 142, 147))
    public static let systemGray2: UIColor = system("systemGray2Color", (174, 174, 178), (99, 99, 102))
    public static let systemGray3: UIColor = system("systemGray3Color", (199, 199, 204), (72, 72, 74))
    public static let systemGray4: UIColor = system("systemGray4Color", (209, 209, 214), (58, 58, 60))
    public static let systemGray5: UIColor = system("systemGray5Color", (229, 229, 234), (44, 44, 46))
    public static let systemGray6: UIColor = system("systemGray6Color", (242, 242, 247), (28, 28, 30))
    /// The default tint: `systemBlue`.
    public static let tintColor: UIColor = systemBlue
    public static let link: UIColor = system("linkColor", (0, 122, 255), (9, 132, 255))

    public static let label: UIColor = system("labelColor", (0, 0, 0), (255, 255, 255))
    public static let secondaryLabel: UIColor = system("secondaryLabelColor", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel: UIColor = system("tertiaryLabelColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel: UIColor = system(
        "quaternaryLabelColor", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText: UIColor = system(
        "placeholderTextColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let separator: UIColor = system("separatorColor", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator: UIColor = system("opaqueSeparatorColor", (198, 198, 200), (56, 56, 58))

    public static let systemFill: UIColor = system("systemFillColor", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill: UIColor = system(
        "secondarySystemFillColor", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill: UIColor = system(
        "tertiarySystemFillColor", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill: UIColor = system(
        "quaternarySystemFillColor", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

    public static let systemBackground: UIColor = system(
        "systemBackgroundColor", (255, 255, 255), (0, 0, 0), elevated: (28, 28, 30))
    public static let secondarySystemBackground: UIColor = system(
        "secondarySystemBackgroundColor", (242, 242, 247), (28, 28, 30), elevated: (44, 44, 46))
    public static let tertiarySystemBackground: UIColor = system(
        "tertiarySystemBackgroundColor", (255, 255, 255), (44, 44, 46), elevated: (58, 58, 60))
    public static let systemGroupedBackground: UIColor = system(
        "systemGroupedBackgroundColor", (242, 242, 247), (0, 0, 0), elevated: (28, 28, 30))
    public static let secondarySystemGroupedBackground: UIColor = system(
        "secondarySystemGroupedBackgroundColor", (255, 255, 255), (28, 28, 30), elevated: (44, 44, 46))
    public static let tertiarySystemGroupedBackground: UIColor = system(
        "tertiarySystemGroupedBackgroundColor", (242, 242, 247), (44, 44, 46), elevated: (58, 58, 60))

    /// 8-bit red, green and blue, with an alpha, as design specs give colours.
    typealias Components = (CGFloat, CGFloat, CGFloat, CGFloat)

    /// A dynamic system colour from its light and dark components (and the elevated dark ones).
    private static func system(
        _ name: String, _ light: (CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat),
        elevated: (CGFloat, CGFloat, CGFloat)? = nil
    ) -> UIColor {
        system(name, (light.0, light.1, light.2, 1), (dark.0, dark.1, dark.2, 1), elevated: elevated)
    }

    private static func system(
        _ name: String, _ light: Components, _ dark: Components, elevated: (CGFloat, CGFloat, CGFloat)? = nil
    ) -> UIColor {
        let elevatedColor = elevated.map { rgb(($0.0, $0.1, $0.2, 1)) }
        return UIColor(
            dynamicSource: SystemColorSource(
                name: name, light: rgb(light), dark: rgb(dark), elevatedDark: elevatedColor))
    }

    private static func rgb(_ components: Components) -> UIColor {
        UIColor(red: components.0 / 255, green: components.1 / 255, blue: components.2 / 255, alpha: components.3)
    }
}
