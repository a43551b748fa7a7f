import Foundation

/// The user's preferred size of text (Dynamic Type), from extra small to the accessibility sizes.
/// On the desktop it follows the desktop's text scaling (see `UIApplication.preferredContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted by the application when the preferred size changes; `userInfo` holds the new one under
    /// `UIContentSizeCategory.newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in `didChangeNotification`'s `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Every category from the smallest to the largest, unspecified left out.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The place in `ordered`; unspecified and unknown categories sort as large, the default.
    var index: Int {
        Self.ordered.firstIndex(of: self) ?? 3
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool {
        index >= 7
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }

    public static func > (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.index > rhs.index
    }

    public static func <= (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.index <= rhs.index
    }

    public static func >= (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.index >= rhs.index
    }
}

extension UIContentSizeCategory {
    /// The category whose body text size is nearest `17 × scale` points (large's 17 at scale 1), the
    /// smaller on a tie: how the desktop's text scaling maps to Dynamic Type.
    init(textScale scale: Double) {
        let wanted = 17 * scale
        var best = UIContentSizeCategory.large
        var bestDistance = Double.infinity
        for category in Self.ordered {
            let distance = abs(Double(UIFont.TextStyle.body.size(for: category)) - wanted)
            if distance < bestDistance {
                best = category
                bestDistance = distance
            }
        }
        self = best
    }

    /// A category named in `CASEMENT_CONTENT_SIZE`: a short name (XS, S, M, L, XL, XXL, XXXL, AX1 to
    /// AX5, any case), a property name (`extraLarge`, `accessibilityMedium`) or a raw value.
    init?(environmentName name: String) {
        let short = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let long = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        if let index = short.firstIndex(of: name.uppercased())
            ?? long.firstIndex(where: {
                $0.lowercased() == name.lowercased()
            })
        {
            self = Self.ordered[index]
        } else if let category = Self.ordered.first(where: { $0.rawValue == name }) {
            self = category
        } else {
            return nil
        }
    }
}
