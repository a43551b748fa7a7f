/// A two-dimensional vector: a direction and magnitude rather than a position, such as a velocity
/// (`UISpringTimingParameters.initialVelocity`). Foundation on Linux has `CGPoint`, `CGSize` and
/// `CGRect` but not this one.
public struct CGVector: Sendable, Hashable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
