import Foundation

/// An animation through a sequence of values (`values`), or along a path (`path`, for points):
/// `keyTimes` say when each value is reached (fractions of the duration; evenly spread when
/// nil), `timingFunctions` shape each segment, and `calculationMode` says how values in between
/// are found:
///
/// - `.linear`: straight between neighbours; `.discrete`: each value held until the next key
///   time (`keyTimes` then has one more entry than `values`);
/// - `.paced`: at an even speed along the whole sequence (key times and timing functions ignored);
/// - `.cubic`: a Kochanek–Bartels spline through the values (`tensionValues`, `continuityValues`,
///   `biasValues`, 0 by default: Catmull–Rom); `.cubicPaced`: that spline at an even pace.
///
/// Along a path, the key frames are the ends of the path's segments, and `rotationMode`
/// `.rotateAuto` turns the layer to follow the path's direction (`.rotateAutoReverse` the
/// opposite way).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func values(
        at fraction: Double, iteration: Int, base: (String) -> AnimationValue?
    ) -> [(keyPath: String, value: AnimationValue)] {
        var result = super.values(at: fraction, iteration: iteration, base: base)
        guard let rotationMode, let keyPath, let frames = pathFrames(), frames.segmentCount > 0 else { return result }
        let (segment, local) = locate(fraction, in: frames)
        let angle = frames.tangentAngle(segment: segment, at: local) + (rotationMode == .rotateAutoReverse ? .pi : 0)
        if AnimationEngine.rootKey(of: keyPath) == "position" {
            result.append(("transform.rotation.z", .scalar(angle)))
        }
        return result
    }

    override func value(at fraction: Double, like sample: AnimationValue, below: AnimationValue) -> AnimationValue? {
        if let frames = pathFrames() {
            guard !frames.points.isEmpty else { return nil }
            let (segment, local) = locate(fraction, in: frames)
            return .point(frames.point(segment: segment, at: local))
        }
        let keyframes = (values ?? []).compactMap { AnimationValue($0, like: sample) }
        guard let first = keyframes.first else { return nil }
        guard keyframes.count > 1 else { return first }
        if calculationMode == .discrete {
            let times = discreteKeyTimes(count: keyframes.count)
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return keyframes[min(index, keyframes.count - 1)]
        }
        let (segment, local) = locate(fraction, in: keyframes)
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return cubicValue(keyframes, segment: segment, at: local)
        }
        return AnimationValue.interpolate(keyframes[segment], keyframes[segment + 1], fraction: local)
    }

    override func endpoints(like sample: AnimationValue, below: AnimationValue) -> (AnimationValue, AnimationValue)? {
        if let frames = pathFrames(), let first = frames.points.first, let last = frames.points.last {
            return (.point(first), .point(last))
        }
        let keyframes = (values ?? []).compactMap { AnimationValue($0, like: sample) }
        guard let first = keyframes.first, let last = keyframes.last else { return nil }
        return (first, last)
    }

    // MARK: - Finding the segment

    /// The segment `fraction` falls in and how far through it (after its timing function).
    private func locate(_ fraction: Double, in keyframes: [AnimationValue]) -> (Int, Double) {
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let lengths = (0..<keyframes.count - 1).map { keyframes[$0].distance(to: keyframes[$0 + 1]) }
        return locate(fraction, segments: keyframes.count - 1, pacedLengths: paced ? lengths : nil)
    }

    private func locate(_ fraction: Double, in frames: PathKeyframes) -> (Int, Double) {
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        return locate(fraction, segments: frames.segmentCount, pacedLengths: paced ? frames.lengths : nil)
    }

    private func locate(_ fraction: Double, segments: Int, pacedLengths: [Double]?) -> (Int, Double) {
        let times: [Double]
        if let pacedLengths {
            let total = pacedLengths.reduce(0, +)
            var running = 0.0
            times =
                [0]
                + pacedLengths.map { length in
                    running += length
                    return total > 0 ? running / total : 1
                }
        } else {
            times = keyTimeFractions(count: segments + 1)
        }
        let clamped = min(max(fraction, times.first ?? 0), times.last ?? 1)
        var segment = 0
        while segment < segments - 1, clamped >= times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (clamped - times[segment]) / span : 1
        if pacedLengths == nil, let functions = timingFunctions, !functions.isEmpty {
            local = functions[min(segment, functions.count - 1)].progress(at: local)
        }
        return (segment, local)
    }

    /// The key times as fractions: the given ones when they match the count, else evenly spread.
    private func keyTimeFractions(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count { return keyTimes.map(\.doubleValue) }
        return (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }

    /// For discrete mode: when each value starts (n + 1 key times given, or n evenly spread).
    private func discreteKeyTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count >= count { return keyTimes.map(\.doubleValue) }
        return (0..<count).map { Double($0) / Double(count) }
    }

    // MARK: - Cubic

    /// A Kochanek–Bartels spline between keyframe `segment` and the next, at `t`.
    private func cubicValue(_ frames: [AnimationValue], segment i: Int, at t: Double) -> AnimationValue {
        let p1 = frames[i]
        let p2 = frames[i + 1]
        let p0 = i > 0 ? frames[i - 1] : p1
        let p3 = i + 2 < frames.count ? frames[i + 2] : p2
        func parameter(_ list: [NSNumber]?, _ index: Int) -> Double {
            guard let list, index < list.count else { return 0 }
            return list[index].doubleValue
        }
        let (tension1, continuity1, bias1) = (
            parameter(tensionValues, i), parameter(continuityValues, i), parameter(biasValues, i)
        )
        let (tension2, continuity2, bias2) = (
            parameter(tensionValues, i + 1), parameter(continuityValues, i + 1), parameter(biasValues, i + 1)
        )
        let outgoing = tangent(
            incoming: AnimationValue.subtracting(p1, p0), outgoing: AnimationValue.subtracting(p2, p1),
            a: (1 - tension1) * (1 + bias1) * (1 + continuity1) / 2,
            b: (1 - tension1) * (1 - bias1) * (1 - continuity1) / 2)
        let incoming = tangent(
            incoming: AnimationValue.subtracting(p2, p1), outgoing: AnimationValue.subtracting(p3, p2),
            a: (1 - tension2) * (1 + bias2) * (1 - continuity2) / 2,
            b: (1 - tension2) * (1 - bias2) * (1 + continuity2) / 2)
        let t2 = t * t
        let t3 = t2 * t
        var result = scaled(p1, 2 * t3 - 3 * t2 + 1)
        result = AnimationValue.adding(result, scaled(outgoing, t3 - 2 * t2 + t))
        result = AnimationValue.adding(result, scaled(p2, -2 * t3 + 3 * t2))
        return AnimationValue.adding(result, scaled(incoming, t3 - t2))
    }

    private func tangent(incoming: AnimationValue, outgoing: AnimationValue, a: Double, b: Double) -> AnimationValue {
        AnimationValue.adding(scaled(incoming, a), scaled(outgoing, b))
    }

    /// `value` times `factor`, through interpolation from the value's zero.
    private func scaled(_ value: AnimationValue, _ factor: Double) -> AnimationValue {
        AnimationValue.interpolate(AnimationValue.subtracting(value, value), value, fraction: factor)
    }

    private func pathFrames() -> PathKeyframes? {
        path.map(PathKeyframes.init)
    }
}

/// How a keyframe animation finds values between key frames.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
