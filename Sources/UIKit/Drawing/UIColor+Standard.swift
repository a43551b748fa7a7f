/// The fixed and system colours, with iOS's light-appearance values: one instance each, as on iOS,
/// so reading one allocates nothing.
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

    public static let darkText: UIColor = .black
    public static let lightText: UIColor = UIColor(white: 1, alpha: 0.6)

    public static let systemRed: UIColor = rgb(255, 59, 48)
    public static let systemGreen: UIColor = rgb(52, 199, 89)
    public static let systemBlue: UIColor = rgb(0, 122, 255)
    public static let systemOrange: UIColor = rgb(255, 149, 0)
    public static let systemYellow: UIColor = rgb(255, 204, 0)
    public static let systemPink: UIColor = rgb(255, 45, 85)
    public static let systemPurple: UIColor = rgb(175, 82, 222)
    public static let systemTeal: UIColor = rgb(48, 176, 199)
    public static let systemIndigo: UIColor = rgb(88, 86, 214)
    public static let systemMint: UIColor = rgb(0, 199, 190)
    public static let systemCyan: UIColor = rgb(50, 173, 230)
    public static let systemBrown: UIColor = rgb(162, 132, 94)
    public static let systemGray: UIColor = rgb(142, 142, 147)
    public static let systemGray2: UIColor = rgb(174, 174, 178)
    public static let systemGray3: UIColor = rgb(199, 199, 204)
    public static let systemGray4: UIColor = rgb(209, 209, 214)
    public static let systemGray5: UIColor = rgb(229, 229, 234)
    public static let systemGray6: UIColor = rgb(242, 242, 247)
    /// The default tint: `systemBlue`.
    public static let tintColor: UIColor = systemBlue
    public static let link: UIColor = systemBlue

    public static let label: UIColor = .black
    public static let secondaryLabel: UIColor = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel: UIColor = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel: UIColor = rgb(60, 60, 67, 0.18)
    public static let placeholderText: UIColor = rgb(60, 60, 67, 0.3)
    public static let separator: UIColor = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator: UIColor = rgb(198, 198, 200)

    public static let systemFill: UIColor = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill: UIColor = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill: UIColor = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill: UIColor = rgb(116, 116, 128, 0.08)

    public static let systemBackground: UIColor = .white
    public static let secondarySystemBackground: UIColor = systemGray6
    public static let tertiarySystemBackground: UIColor = .white
    public static let systemGroupedBackground: UIColor = systemGray6
    public static let secondarySystemGroupedBackground: UIColor = .white
    public static let tertiarySystemGroupedBackground: UIColor = systemGray6

    /// A colour from 8-bit components, as design specs give them.
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
}
