/// The frame rates a display link (or an animation) accepts, in frames per second.
///
/// A fixed-rate screen can only show every frame, every second frame, every third, and so on, so the
/// rate used is the one of those factors of the refresh rate nearest the preferred rate, within
/// `minimum...maximum` when the range allows one.
public struct CAFrameRateRange: Sendable, Hashable {
    /// The lowest acceptable rate; 0 for no lower bound.
    public var minimum: Float
    /// The highest acceptable rate; 0 for the screen's refresh rate.
    public var maximum: Float
    /// The rate wanted within the range; nil for `maximum` (or the refresh rate when that is 0).
    public var preferred: Float?

    /// The default range: the screen's full refresh rate.
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The screen's full refresh rate.
    public static let `default` = CAFrameRateRange()

    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}

extension CAFrameRateRange {
    /// Every how many refreshes of a screen at `refreshRate` hertz a frame is wanted: the factor of
    /// the refresh rate nearest the preferred rate, among those in the range when there are any; a
    /// tie goes to the faster rate.
    func frameInterval(refreshRate: Double) -> Int {
        let ceiling = maximum > 0 ? min(Double(maximum), refreshRate) : refreshRate
        let wanted = min(max(preferred.flatMap { $0 > 0 ? Double($0) : nil } ?? ceiling, Double(minimum)), ceiling)
        // Rates of a screen a little off its nominal refresh (60.0024 Hz) must not break ties unevenly.
        let tolerance = refreshRate * 0.001
        guard wanted > 0, wanted < refreshRate - tolerance else { return 1 }
        let candidates = (1...max(1, Int(refreshRate))).map { (interval: $0, rate: refreshRate / Double($0)) }
        let inRange = candidates.filter { $0.rate >= Double(minimum) - tolerance && $0.rate <= ceiling + tolerance }
        var best = (inRange.isEmpty ? candidates : inRange)[0]
        for candidate in (inRange.isEmpty ? candidates : inRange).dropFirst()
        where abs(candidate.rate - wanted) < abs(best.rate - wanted) - tolerance {
            best = candidate
        }
        return best.interval
    }
}
