import Foundation

/// What runs when a layer property changes or a layer enters or leaves a tree (see
/// `CALayer.action(forKey:)`): usually an animation, which adds itself to the layer.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a key path, or `kCAOnOrderIn`/`kCAOnOrderOut`) on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// "No action": returned from a delegate's `action(for:forKey:)` or put in `actions`, it stops
/// the search, so nothing animates.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The event of a layer being added to a tree.
public let kCAOnOrderIn = "onOrderIn"
/// The event of a layer being removed from a tree.
public let kCAOnOrderOut = "onOrderOut"
/// The action key of a layer's transition (`CATransition`).
public let kCATransition = "transition"

/// Told when an animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its active time started).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of the animation classes: timing (`CAMediaTiming`), a timing function, a delegate
/// (held strongly, as Core Animation does), and whether it is removed when it ends.
///
/// A layer copies an animation when it is added, so changing it afterwards has no effect on the
/// running copy.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
    open var beginTime: CFTimeInterval = 0
    /// One iteration's length; 0 (the default) means the transaction's duration, 0.25 s by default.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    /// How time maps to progress within an iteration; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; retained until the animation is released.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves the layer when it ends; true by default. Set false with a
    /// forwards fill mode to keep the end state.
    open var isRemovedOnCompletion = true
    /// Whether UIKit's layout may change the animation (Core Animation ignores it).
    open var usesSceneTimeBase = false

    /// Values set for keys of the app's own (`setValue(_:forKey:)`), as animations on iOS keep any
    /// key: a common way to tag an animation for its delegate.
    private var taggedValues: [String: Any] = [:]

    /// A value set with `setValue(_:forKey:)`, or one of the animation's properties by name.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "duration": duration
        case "beginTime": beginTime
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "autoreverses": autoreverses
        case "removedOnCompletion", "isRemovedOnCompletion": isRemovedOnCompletion
        default: taggedValues[key]
        }
    }

    /// Keeps `value` under `key` (nil removes it); copies of the animation keep it too.
    open func setValue(_ value: Any?, forKey key: String) {
        taggedValues[key] = value
    }

    /// A new animation with the defaults.
    public override init() {
        super.init()
    }

    /// A new animation with the defaults: there are no archives to decode here, so `coder` is not
    /// read. Required, as on iOS; the system makes animations of a class value with it (`copy()`,
    /// `animation()`), so a subclass that declares initializers builds itself here too.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A new animation, for code written as `CABasicAnimation.animation()`.
    open class func animation() -> Self {
        madeFromEmptyArchive()
    }

    /// An animation of the receiver's dynamic class with default values (see `EmptyArchive`).
    static func madeFromEmptyArchive() -> Self {
        guard let animation = self.init(coder: EmptyArchive.coder) else {
            fatalError("\(self).init(coder:) returned nil; an animation class must be constructible from init?(coder:)")
        }
        return animation
    }

    /// The default of a property, for code that asks; Core Animation's defaults.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": Float(1)
        case "removedOnCompletion", "isRemovedOnCompletion": true
        default: nil
        }
    }

    /// Whether the animation would be archived with `key`; always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.madeFromEmptyArchive()
        copy.copyAttributes(from: self)
        return copy
    }

    /// Takes every setting of `other`; subclasses add their own and call super.
    func copyAttributes(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        taggedValues = other.taggedValues
    }

    /// Adds the animation to the layer `anObject` under `event` (the action of implicit animations).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: - Evaluation

    /// The values the animation gives its layer's key paths at `time` in the layer's (or the
    /// enclosing group's) timeline, on top of `base` (the values below it: the model's, or those
    /// of the animations added before it); nil when it shows nothing then.
    func contribution(at time: CFTimeInterval, base: (String) -> AnimationValue?) -> [(
        keyPath: String, value: AnimationValue
    )]? {
        switch phase(atActiveTime: localTime(fromParent: time)) {
        case .before, .after(holding: nil): nil
        case .active(let fraction, let iteration), .after(holding: (let fraction, let iteration)?):
            values(at: timed(fraction), iteration: iteration, base: base)
        }
    }

    /// Whether the animation's active time is over at `time` (its timeline's parent time).
    func hasEnded(at time: CFTimeInterval) -> Bool {
        localTime(fromParent: time) >= activeDuration
    }

    /// Whether the animation's active time has begun at `time`.
    func hasStarted(at time: CFTimeInterval) -> Bool {
        localTime(fromParent: time) >= 0
    }

    /// The values at `fraction` (after the timing function) of iteration `iteration`. The base
    /// class animates nothing.
    func values(
        at fraction: Double, iteration: Int, base: (String) -> AnimationValue?
    ) -> [(keyPath: String, value: AnimationValue)] { [] }

    /// The fraction after the timing function.
    func timed(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// Gives a zero duration the transaction's (0.25 s unless set), as Core Animation does when
    /// the animation is added.
    func resolveDuration(_ inherited: CFTimeInterval) {
        if duration == 0 { duration = inherited }
    }
}
