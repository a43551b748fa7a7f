/// An animation of a layer's whole appearance from how it looked when the transition was added to
/// how it looks after the changes that follow in the same transaction (sublayers replaced,
/// contents or colours changed, the layer hidden or shown): a cross-fade, or the new look sliding
/// in over, pushing out or uncovering the old one.
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromRight
/// transition.duration = 0.3
/// label.layer.add(transition, forKey: kCATransition)
/// label.text = "Next"
/// ```
///
/// The old look is a picture of the layer and its sublayers (with the values their animations
/// showed) taken when the transition is added, so make the changes after adding it; contents that
/// are redrawn (`setNeedsDisplay`) are only redrawn at the commit, so they may change before, and a
/// transition run as a property change's action (put in `actions`, or the fade a standalone
/// layer's new `contents` get) starts from the property's previous value.
/// Motion (`moveIn`, `push`, `reveal`) is not clipped to the bounds unless the layer masks to its
/// bounds, as in Core Animation. Time runs as for any animation (`duration`, `timingFunction`,
/// linear when nil, fill modes, `delegate`); `startProgress` and `endProgress` pick the part of
/// the transition that time runs through.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition; `.fade` by default.
    open var type = CATransitionType.fade
    /// The side the motion starts from for `moveIn`, `push` and `reveal`; nil means `.fromLeft`.
    open var subtype: CATransitionSubtype?
    /// Where in the transition (0…1) the animation starts; 0 by default.
    open var startProgress: Float = 0
    /// Where in the transition (0…1) the animation ends; 1 by default.
    open var endProgress: Float = 1
    /// A custom transition filter: accepted and ignored (Core Image filters do not exist here).
    open var filter: Any?

    /// The layer as it looked when this copy was added to it.
    var snapshot: TransitionSnapshot?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }

    /// Takes the picture of `layer` the transition starts from, as the layer adds this copy.
    func captureStart(of layer: CALayer) {
        snapshot = UpdateCycle.current.animations.takeTransitionSnapshot(of: layer)
    }

    /// How far the transition is (0: the old look, 1: the new) at `time` in its layer's
    /// timeline, or nil when it shows nothing then.
    func progress(at time: CFTimeInterval) -> Double? {
        switch phase(atActiveTime: localTime(fromParent: time)) {
        case .before, .after(holding: nil): nil
        case .active(let fraction, _), .after(holding: (let fraction, _)?): progress(atFraction: fraction)
        }
    }

    /// The progress at `fraction` of an iteration, before the timing function.
    func progress(atFraction fraction: Double) -> Double {
        let start = Double(startProgress)
        let end = Double(endProgress)
        return min(1, max(0, start + (end - start) * timed(fraction)))
    }
}

/// The kind of a `CATransition`.
///
/// Besides the four public types, the type names of UIKit's view transitions are understood:
/// "oglFlip" (a turn about the vertical or horizontal axis, `subtype` naming the side that comes
/// forward), "pageCurl" (the old look curls up from the bottom) and "pageUnCurl" (the new look
/// uncurls down over the old).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The old look fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides away, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")

    static let flip = CATransitionType(rawValue: "oglFlip")
    static let pageCurl = CATransitionType(rawValue: "pageCurl")
    static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The side a `CATransition`'s motion starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new look comes in from the right (the motion goes leftwards).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new look comes in from the left (the motion goes rightwards).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new look comes in from the top (the motion goes down).
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new look comes in from the bottom (the motion goes up).
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
