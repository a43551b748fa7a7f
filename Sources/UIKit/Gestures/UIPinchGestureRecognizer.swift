/// A continuous recognizer of two fingers pinching: it begins once the distance between them has
/// changed by `hysteresis` points, and reports `scale` (multiplied by each change in distance, so
/// setting it back to 1 measures from there on) and `velocity`. It ends when a finger lifts. The
/// mouse makes one touch only, so from it this recognizer never begins: it fails when the touch ends.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 8

    /// The distance between the fingers relative to when the gesture began; 1 by default.
    open var scale: CGFloat = 1
    /// Scale change per second.
    open internal(set) var velocity: CGFloat = 0

    private var pair: TouchPair?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2 { pair = TouchPair(activeTouches) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard var pair, pair.isTracking(activeTouches) else { return }
        let distance = pair.currentDistance
        switch state {
        case .possible:
            guard abs(distance - pair.startDistance) >= Self.hysteresis else { return }
            pair.advance()
            self.pair = pair
            scale *= distance / pair.startDistance
            state = .began
        case .began, .changed:
            let previous = pair.lastDistance
            let elapsed = pair.advance()
            self.pair = pair
            guard previous > 0 else { return }
            let factor = distance / previous
            scale *= factor
            velocity = elapsed > 0 ? scale * (factor - 1) / CGFloat(elapsed) : 0
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible where numberOfTouches == touches.count: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        pair = nil
    }
}

/// A continuous recognizer of two fingers turning: it begins once the line between them has turned
/// by `hysteresis` radians, and reports `rotation` (radians, clockwise positive, as the screen's y
/// axis points down; each change is added, so setting it back to 0 measures from there on) and
/// `velocity`. It ends when a finger lifts. The mouse makes one touch only, so from it this
/// recognizer never begins: it fails when the touch ends.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 0.07

    /// Radians turned since the gesture began; 0 by default.
    open var rotation: CGFloat = 0
    /// Radians per second.
    open internal(set) var velocity: CGFloat = 0

    private var pair: TouchPair?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2 { pair = TouchPair(activeTouches) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard var pair, pair.isTracking(activeTouches) else { return }
        switch state {
        case .possible:
            let turned = TouchPair.difference(pair.currentAngle, pair.startAngle)
            guard abs(turned) >= Self.hysteresis else { return }
            pair.advance()
            self.pair = pair
            rotation += turned
            state = .began
        case .began, .changed:
            let turned = TouchPair.difference(pair.currentAngle, pair.lastAngle)
            let elapsed = pair.advance()
            self.pair = pair
            rotation += turned
            velocity = elapsed > 0 ? turned / CGFloat(elapsed) : 0
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible where numberOfTouches == touches.count: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        pair = nil
    }
}

/// The two fingers a pinch or rotation follows: where the line between them started and where it
/// was at the last change, in window coordinates.
@MainActor
struct TouchPair {
    let first: UITouch
    let second: UITouch
    let startDistance: CGFloat
    let startAngle: CGFloat
    private(set) var lastDistance: CGFloat
    private(set) var lastAngle: CGFloat
    private(set) var lastTime: TimeInterval

    init?(_ touches: [UITouch]) {
        guard touches.count == 2 else { return nil }
        first = touches[0]
        second = touches[1]
        startDistance = Self.distance(first, second)
        startAngle = Self.angle(first, second)
        lastDistance = startDistance
        lastAngle = startAngle
        lastTime = max(first.timestamp, second.timestamp)
    }

    var currentDistance: CGFloat { Self.distance(first, second) }
    var currentAngle: CGFloat { Self.angle(first, second) }

    /// Whether both fingers are still the recognizer's two touches.
    func isTracking(_ touches: [UITouch]) -> Bool {
        touches.count == 2 && touches.contains { $0 === first } && touches.contains { $0 === second }
    }

    /// Makes the current position the last one; returns the seconds since the previous.
    @discardableResult
    mutating func advance() -> TimeInterval {
        let time = max(first.timestamp, second.timestamp)
        defer {
            lastDistance = currentDistance
            lastAngle = currentAngle
            lastTime = time
        }
        return time - lastTime
    }

    /// `a - b` brought into (-π, π], so crossing the ±π line is a small turn.
    static func difference(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        var turned = a - b
        while turned > .pi { turned -= 2 * .pi }
        while turned <= -.pi { turned += 2 * .pi }
        return turned
    }

    private static func distance(_ a: UITouch, _ b: UITouch) -> CGFloat {
        let p = a.location(in: nil)
        let q = b.location(in: nil)
        return hypot(q.x - p.x, q.y - p.y)
    }

    private static func angle(_ a: UITouch, _ b: UITouch) -> CGFloat {
        let p = a.location(in: nil)
        let q = b.location(in: nil)
        return atan2(q.y - p.y, q.x - p.x)
    }
}
