/// A distance to move something by, in points: right and down are positive.
public struct UIOffset: Sendable, Hashable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    public static let zero = UIOffset()

    public var description: String {
        "UIOffset(horizontal: \(horizontal), vertical: \(vertical))"
    }
}
