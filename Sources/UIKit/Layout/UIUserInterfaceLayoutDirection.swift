/// The direction a layout reads in. Casement lays out left to right only: leading is left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content reads regardless of the language (media controls stay left to right).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// The direction the view lays out in: right to left only when forced.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction content with `attribute` lays out in (left to right unless forced).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Kept for ported code; only `.forceRightToLeft` changes the reported direction, and Auto
    /// Layout's leading and trailing stay left and right.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { autoLayout.semanticContentAttribute }
        set { autoLayout.semanticContentAttribute = newValue }
    }
}

extension UIApplication {
    /// The app's layout direction: left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
