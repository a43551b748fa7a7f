/// The corners of a rectangle, for rounding some of them with
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`. Top and bottom are as seen in
/// UIKit's coordinates: the top edge is at the rectangle's `minY`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
