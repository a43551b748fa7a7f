/// A discrete recognizer of a quick straight stroke: it recognizes, while the fingers move, once
/// they have gone `minimumDistance` (50 points) in one of `direction` within `maximumDuration`
/// (0.5 s) of touching down, mostly along that axis (the other axis less than half as far). A stroke
/// that is too slow, goes another way, or ends short fails.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    /// The directions that count; `.right` by default.
    open var direction = Direction.right
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { return state = .failed }
        if start == nil { start = (location(in: nil), event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration { return state = .failed }
        let point = location(in: nil)
        let dx = point.x - start.point.x
        let dy = point.y - start.point.y
        let stroke: Direction
        let (along, across) = abs(dx) >= abs(dy) ? (abs(dx), abs(dy)) : (abs(dy), abs(dx))
        guard along >= Self.minimumDistance else { return }
        if abs(dx) >= abs(dy) { stroke = dx > 0 ? .right : .left } else { stroke = dy > 0 ? .down : .up }
        guard direction.contains(stroke), across * 2 < along, numberOfTouches == numberOfTouchesRequired else {
            return state = .failed
        }
        state = .recognized
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
