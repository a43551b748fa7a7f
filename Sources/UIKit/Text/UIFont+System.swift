/// The system fonts and standard sizes. The system font is DejaVu Sans; its weights map to the
/// nearest installed face (DejaVu has extra-light, book and bold).
extension UIFont {
    /// The standard system font size, 14 points as on iOS.
    public class var systemFontSize: CGFloat { 14 }
    /// The standard size of labels, 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard size of buttons, 18 points.
    public class var buttonFontSize: CGFloat { 18 }
    /// The small system font size, 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: FontDescription.defaultFamily, size: fontSize, weight: weight)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: FontDescription.defaultFamily, size: fontSize, weight: .regular, italic: true)
    }

    /// The fixed-pitch system font (DejaVu Sans Mono): every character has the same advance.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: FontDescription.monospacedFamily, size: fontSize, weight: weight)
    }

    /// The system font with tabular figures (OpenType "tnum"): all digits have the same advance, so
    /// changing numbers do not jiggle; other characters keep their proportional widths.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: FontDescription.defaultFamily, size: fontSize, weight: weight, tabularDigits: true)
    }
}
