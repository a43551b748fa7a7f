/// Timing shared by layers and animations: a local timeline derived from the parent's as
/// `t = (tp - beginTime) * speed + timeOffset` (as `CAMediaTiming.timeOffset`'s documentation
/// gives it), repeated, reversed and held as the other properties say.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time; 0 for an animation means "when its
    /// transaction commits".
    var beginTime: CFTimeInterval { get set }
    /// One iteration's length, in the object's own time.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's; 0 stops it (pausing).
    var speed: Float { get set }
    /// Added to local time after scaling: where in its timeline the object is at its begin time.
    var timeOffset: CFTimeInterval { get set }
    /// Iterations, possibly fractional; `.infinity` repeats for ever. 0 means 1.
    var repeatCount: Float { get set }
    /// Seconds to repeat for; used instead of `repeatCount` when not 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time: see `CAMediaTimingFillMode`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end state after the end (with `isRemovedOnCompletion = false`, it stays).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start state before the beginning (with a later `beginTime`).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Where an animation is in its timeline at a moment.
enum MediaTimingPhase: Equatable {
    /// Not begun, and not filling backwards.
    case before
    /// Showing: the fraction through the current iteration (0…1, reversed on the way back) and
    /// how many whole iterations came before.
    case active(fraction: Double, iteration: Int)
    /// Over; `holding` when it fills forwards, at the fraction it ended on.
    case after(holding: (fraction: Double, iteration: Int)?)

    static func == (a: MediaTimingPhase, b: MediaTimingPhase) -> Bool {
        switch (a, b) {
        case (.before, .before): true
        case (.active(let f, let i), .active(let g, let j)): f == g && i == j
        case (.after(let x), .after(let y)): x?.fraction == y?.fraction && x?.iteration == y?.iteration
        default: false
        }
    }
}

extension CAMediaTiming {
    /// Maps a time in the parent's timeline to this object's local time.
    func localTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// Maps a local time back to the parent's timeline (needs a non-zero speed; with speed 0 every
    /// parent time maps to the same local time, and `beginTime` is returned).
    func parentTime(fromLocal localTime: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (localTime - timeOffset) / Double(speed) + beginTime
    }

    /// The length of one iteration going forwards, then back when autoreversing.
    var iterationPeriod: CFTimeInterval { duration * (autoreverses ? 2 : 1) }

    /// How long the object is active in its own time: the repeat duration, or the iterations.
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : count * iterationPeriod
    }

    /// The phase at `time`, measured in this object's local time from its start (0 = began).
    func phase(atActiveTime time: CFTimeInterval) -> MediaTimingPhase {
        guard duration > 0 else { return .after(holding: holdsForwards ? (1, 0) : nil) }
        let active = activeDuration
        if time < 0 {
            return fillsBackwards ? .active(fraction: 0, iteration: 0) : .before
        }
        if time >= active {
            guard holdsForwards else { return .after(holding: nil) }
            return .after(holding: position(at: active, ending: true))
        }
        let (fraction, iteration) = position(at: time, ending: false)
        return .active(fraction: fraction, iteration: iteration)
    }

    /// The fraction through the iteration at `time` and the iteration's number; at the very end of
    /// a whole number of iterations, the last iteration's end rather than the next one's start.
    private func position(at time: CFTimeInterval, ending: Bool) -> (Double, Int) {
        let period = iterationPeriod
        var iteration = Int((time / period).rounded(.down))
        var within = time - Double(iteration) * period
        if ending, within <= 1e-12, iteration > 0 {
            iteration -= 1
            within = period
        }
        var fraction = within / duration
        if autoreverses, fraction > 1 { fraction = 2 - fraction }
        return (min(max(fraction, 0), 1), iteration)
    }

    private var holdsForwards: Bool { fillMode == .forwards || fillMode == .both }
    private var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }
}
