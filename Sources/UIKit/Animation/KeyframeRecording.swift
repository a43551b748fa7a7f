/// What the key frames of an `animateKeyframes` block change: for each view property, its value
/// before the block and the value each key frame sets, over the key frame's part of the duration.
@MainActor
final class KeyframeRecording {
    /// One property of one view.
    final class Track {
        weak var view: UIView?
        weak var layer: CALayer?
        let key: String
        let initial: Any?
        var frames: [(start: Double, end: Double, value: Any?)] = []

        init(view: UIView, layer: CALayer, key: String, initial: Any?) {
            self.view = view
            self.layer = layer
            self.key = key
            self.initial = initial
        }

        /// Key times and values: the start value at 0, each key frame's value reached at its end
        /// (held from the previous one until its start), the last value held until 1.
        func keyframes() -> ([NSNumber], [Any]) {
            var times: [Double] = [0]
            var values: [Any] = [initial ?? 0]
            for frame in frames.sorted(by: { $0.start < $1.start }) {
                if frame.start > times[times.count - 1] {
                    times.append(frame.start)
                    values.append(values[values.count - 1])
                }
                times.append(max(frame.end, times[times.count - 1]))
                values.append(frame.value ?? values[values.count - 1])
            }
            if times[times.count - 1] < 1 {
                times.append(1)
                values.append(values[values.count - 1])
            }
            return (times.map { NSNumber(value: $0) }, values)
        }
    }

    let calculationMode: CAAnimationCalculationMode
    private(set) var tracks: [Track] = []
    /// The key frame being run (relative start and duration); the whole block outside one.
    var current = (start: 0.0, duration: 1.0)

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    /// A change of `key` of `view`'s layer, from `previous`, inside the current key frame.
    func record(view: UIView, layer: CALayer, key: String, previous: Any?) {
        let track: Track
        if let existing = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track = existing
        } else {
            track = Track(view: view, layer: layer, key: key, initial: previous)
            tracks.append(track)
        }
        let value = layer.animationValue(forKeyPath: key)?.anyValue
        track.frames.append((current.start, current.start + current.duration, value))
    }
}

extension UIView {
    /// How `animateKeyframes` animates: interaction, repetition, and how values between key frames
    /// are found, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the key frames added inside `animations` with `addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)`: each property they change runs one keyframe animation over
    /// `duration`, linearly in time between the key frames unless a calculation mode says otherwise.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        let block = ViewAnimationBlock(duration: duration, delay: delay, options: viewOptions, completion: completion)
        block.keyframes = KeyframeRecording(calculationMode: options.calculationMode)
        block.run(animations)
    }

    /// Inside `animateKeyframes`: the changes `animations` makes are reached between
    /// `frameStartTime` and `frameStartTime + frameDuration` (fractions of the whole duration).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recording = ViewAnimationBlock.stack.last?.keyframes else {
            animations()
            return
        }
        let outer = recording.current
        recording.current = (frameStartTime, frameDuration)
        animations()
        recording.current = outer
    }
}
