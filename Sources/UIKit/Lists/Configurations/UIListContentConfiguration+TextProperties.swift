import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's text or secondary text is drawn.
    public struct TextProperties: Hashable {
        /// How lines sit horizontally.
        public enum TextAlignment: Hashable, Sendable {
            /// Left in this left-to-right interface.
            case natural
            case center
            case justified
        }

        /// A change of case applied when the text is shown (a grouped header is shown in capitals).
        public enum TextTransform: Hashable, Sendable {
            case none
            case uppercase
            case lowercase
            case capitalized
        }

        public var font: UIFont
        public var color: UIColor
        /// Applied to `color` when the text is drawn.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown; 0 (the default in lists) for as many as the text needs, 1 in a
        /// sidebar.
        public var numberOfLines: Int
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat
        /// Kept; letter spacing is not tightened.
        public var allowsDefaultTighteningForTruncation: Bool
        /// Kept; there is no Dynamic Type setting on the desktop.
        public var adjustsFontForContentSizeCategory = true
        public var transform = TextTransform.none
        /// Kept; truncated text shows no expansion on hover.
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor, sidebar: Bool) {
            self.font = font
            self.color = color
            numberOfLines = sidebar ? 1 : 0
            minimumScaleFactor = sidebar ? ListMetrics.sidebarMinimumScaleFactor : 0
            allowsDefaultTighteningForTruncation = sidebar
        }

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// Compared at every configuration of a cell, almost always with the same shared font and
        /// colour: those answer at once, without boxing them for `isEqual(_:)`.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            UIFont.same(lhs.font, rhs.font) && UIColor.same(lhs.color, rhs.color)
                && lhs.colorTransformer == rhs.colorTransformer && lhs.alignment == rhs.alignment
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.transform == rhs.transform
                && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated
        }
    }
}

extension UIListContentConfiguration.TextProperties.TextAlignment {
    /// The label alignment that draws this one.
    var labelAlignment: NSTextAlignment {
        switch self {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }
}

extension UIListContentConfiguration.TextProperties.TextTransform {
    /// `text` as shown.
    func apply(to text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }
}
