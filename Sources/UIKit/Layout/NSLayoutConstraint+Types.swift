/// The attributes, relations, axes and format options of constraints, as UIKit numbers them.
extension NSLayoutConstraint {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// `lastBaseline`, by its old name.
        public static let baseline = Attribute.lastBaseline

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                true
            default: false
            }
        }

        var isSize: Bool { self == .width || self == .height }

        /// The attribute without margins: `leadingMargin` → `leading`.
        var marginFree: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The axis a constraint, a hugging or a compression resistance priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: how to align the views of a
    /// row, in which direction to read it, and how to measure spacing.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << Attribute.left.rawValue)
        public static let alignAllRight = FormatOptions(rawValue: 1 << Attribute.right.rawValue)
        public static let alignAllTop = FormatOptions(rawValue: 1 << Attribute.top.rawValue)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << Attribute.bottom.rawValue)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << Attribute.leading.rawValue)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << Attribute.trailing.rawValue)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << Attribute.centerX.rawValue)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << Attribute.centerY.rawValue)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << Attribute.lastBaseline.rawValue)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << Attribute.firstBaseline.rawValue)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The checks iOS makes when a constraint is made from items and attributes.
    static func validate(_ first: Attribute, _ second: Attribute, hasSecondItem: Bool, multiplier: CGFloat) {
        preconditionAlways(first != .notAnAttribute, "A constraint's first attribute cannot be notAnAttribute")
        if !hasSecondItem || second == .notAnAttribute {
            preconditionAlways(
                first.isSize,
                "A constraint cannot be made between \(first.name) and a constant: only a width or height may equal a constant"
            )
            preconditionAlways(
                !hasSecondItem, "A constraint with a second item needs a second attribute, not notAnAttribute")
            return
        }
        preconditionAlways(hasSecondItem, "A constraint with attribute \(second.name) needs a second item")
        preconditionAlways(
            first.isSize == second.isSize,
            "Invalid pairing of layout attributes: a location cannot be related to a size (\(first.name) and \(second.name))"
        )
        preconditionAlways(
            first.isSize || multiplier != 0,
            "A multiplier of 0 on a location (\(first.name)) makes an illegal constraint")
        preconditionAlways(
            first.isSize || first.isHorizontal == second.isHorizontal,
            "Invalid pairing of layout attributes: \(first.name) and \(second.name) are on different axes")
    }
}

/// UIKit's name for the axis of hugging and compression resistance priorities.
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
