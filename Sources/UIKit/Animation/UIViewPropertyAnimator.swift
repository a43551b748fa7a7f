import WindowSystem

/// Animates view changes made in blocks under the app's control: start, pause, scrub with
/// `fractionComplete`, reverse, stop, and finish at the end, the start or where they are.
///
/// Its animations run on the views' layers while the animator is active, each property from its
/// value before the block to the value the block set; the animator moves their progress itself,
/// frame by frame, along its timing curve (cubic, or a spring). When it reaches the end (or the
/// start, reversed) it finishes there: the animations leave the layers and the completions run
/// with the position. An animator keeps itself alive while it runs.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One animated property of one view.
    final class Track {
        weak var view: UIView?
        weak var layer: CALayer?
        let key: String
        let from: Any?
        let to: Any?
        /// The fraction of the animator's time at which this property starts moving.
        let begin: Double

        init(view: UIView, layer: CALayer, key: String, from: Any?, to: Any?, begin: Double) {
            self.view = view
            self.layer = layer
            self.key = key
            self.from = from
            self.to = to
            self.begin = begin
        }
    }

    public private(set) var duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var timingParameters: UITimingCurveProvider?
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animator is moving (active and not paused).
    public private(set) var isRunning = false
    /// Whether it runs from the end back to the start.
    open var isReversed = false {
        didSet { if isRunning, isReversed != oldValue { restartClock() } }
    }
    /// Whether the animated views take touches while it runs; true by default.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing sees the views where the model has them rather than where they show.
    open var isManualHitTestingEnabled = false
    /// Whether it can be paused and stopped; always true here.
    open var isInterruptible = true
    /// Whether a paused animator shows `fractionComplete` as the progress itself (true, the
    /// default) rather than through the timing curve.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses it there instead of finishing.
    open var pausesOnCompletion = false

    var tracks: [Track] = []
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var curve: AnimatorTimingCurve
    /// The fraction of the animator's time passed, 0…1.
    private var fraction: Double = 0
    /// When the clock last started, and the fraction then.
    private var clockStart: (time: TimeInterval, fraction: Double)?
    private var frames: FrameSubscription?
    private var delayedStart: ScheduledWork?

    /// An animator following `parameters` for `duration` seconds (springs by their physics may run
    /// longer, as UIKit's do).
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        curve = parameters.animatorTimingCurve(forRequested: duration)
        super.init()
    }

    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(
            duration: duration,
            timingParameters: UISpringTimingParameters(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), with the curve of `options`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Blocks and completions

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds changes to animate; while active, they run from now (or from `delayFactor` of the
    /// duration, whichever is later) to the end.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return }
        if state == .active {
            capture(animation, begin: max(fraction, Double(delayFactor)))
        } else {
            pendingAnimations.append((animation, Double(delayFactor)))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    open func startAnimation() {
        switch state {
        case .inactive:
            activate()
            runClock()
        case .active where !isRunning:
            runClock()
        default:
            break
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        self.delay = delay
        activate()
        guard delay > 0, let scheduler = UIApplication.shared.backend?.scheduler else { return runClock() }
        delayedStart = scheduler.schedule(at: scheduler.now + delay) { [self] in
            delayedStart = nil
            runClock()
        }
    }

    /// Stops moving where it is; an inactive animator becomes active, paused at the start.
    open func pauseAnimation() {
        if state == .inactive { activate() }
        guard state == .active else { return }
        delayedStart?.cancel()
        delayedStart = nil
        stopClock()
        redraw()
    }

    /// How far through its time the animator is; settable while paused to scrub.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard !isRunning else { return }
            if state == .inactive { activate() }
            fraction = min(max(Double(newValue), 0), 1)
            redraw()
        }
    }

    /// Resumes a paused animator, optionally on new timing, over `durationFactor` of its duration
    /// for what is left.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { timingParameters = parameters }
        let remaining = isReversed ? fraction : 1 - fraction
        if durationFactor > 0, remaining > 0 { duration = duration * Double(durationFactor) }
        curve = (timingParameters ?? UICubicTimingParameters()).animatorTimingCurve(forRequested: duration)
        runClock()
    }

    /// Stops the animations where they are: the views keep what they show. With `withoutFinishing`
    /// the animator is done (no completions); otherwise it waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        settle(at: .current)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Finishes a stopped animator with its views at `finalPosition`, then runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        settle(at: finalPosition)
        finish(at: finalPosition)
    }

    // MARK: - Inside

    /// The progress a track shows now.
    func progress(of track: Track) -> Double {
        let local = track.begin < 1 ? min(max((fraction - track.begin) / (1 - track.begin), 0), 1) : 1
        if !isRunning, scrubsLinearly { return local }
        return curve.progress(at: local)
    }

    private func activate() {
        state = .active
        let pending = pendingAnimations
        pendingAnimations = []
        for (block, delayFactor) in pending { capture(block, begin: delayFactor) }
    }

    /// Runs `block`, turning its view changes into animations this animator drives.
    private func capture(_ block: () -> Void, begin: Double) {
        let context = ViewAnimationBlock(
            duration: 1, delay: 0, options: .overrideInheritedOptions.union(.overrideInheritedDuration),
            completion: nil)
        context.propertyAnimator = (self, begin)
        ViewAnimationBlock.stack.append(context)
        block()
        ViewAnimationBlock.stack.removeLast()
    }

    private func runClock() {
        guard state == .active, let source = UpdateCycle.current.connectedFrameSource,
            let scheduler = UIApplication.shared.backend?.scheduler
        else { return }
        isRunning = true
        clockStart = (scheduler.now, fraction)
        frames?.cancel()
        frames = source.subscribe { [self] _ in tick() }
        redraw()
    }

    private func restartClock() {
        guard let scheduler = UIApplication.shared.backend?.scheduler else { return }
        clockStart = (scheduler.now, fraction)
    }

    private func stopClock() {
        isRunning = false
        clockStart = nil
        frames?.cancel()
        frames = nil
    }

    private func tick() {
        guard let clockStart, let scheduler = UIApplication.shared.backend?.scheduler, curve.duration > 0 else {
            return
        }
        let elapsed = (scheduler.now - clockStart.time) / curve.duration / UIView.slowAnimationsFactor
        fraction = min(max(clockStart.fraction + (isReversed ? -elapsed : elapsed), 0), 1)
        redraw()
        let done = isReversed ? fraction <= 0 : fraction >= 1
        guard done else { return }
        if pausesOnCompletion {
            stopClock()
            return
        }
        settle(at: isReversed ? .start : .end)
        finish(at: isReversed ? .start : .end)
    }

    private func redraw() {
        for track in tracks { track.layer?.changed() }
    }

    /// Takes the animations off the layers, leaving the views at `position`.
    private func settle(at position: UIViewAnimatingPosition) {
        stopClock()
        delayedStart?.cancel()
        delayedStart = nil
        UIView.performWithoutAnimation {
            for track in tracks {
                guard let layer = track.layer else { continue }
                let shown = layer.presentation()?.value(forKeyPath: track.key)
                layer.removeAnimation(forKey: track.key)
                switch position {
                case .end: layer.setValue(track.to, forKeyPath: track.key)
                case .start: layer.setValue(track.from, forKeyPath: track.key)
                case .current: layer.setValue(shown, forKeyPath: track.key)
                }
            }
        }
        for view in Set(tracks.compactMap(\.view)) where !isUserInteractionEnabled {
            view.animationsBlockingTouches -= 1
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        tracks = []
        state = .inactive
        fraction = position == .start ? 0 : (position == .end ? 1 : fraction)
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
        fraction = 0
        isReversed = false
    }

    /// A view property changed inside one of the animator's blocks: an animation it drives.
    func animation(for view: UIView, layer: CALayer, key: String, from: Any?, begin: Double) -> CAAnimation {
        let to = layer.value(forKeyPath: key)
        let track = Track(view: view, layer: layer, key: key, from: from, to: to, begin: begin)
        if !isUserInteractionEnabled, !tracks.contains(where: { $0.view === view }) {
            view.animationsBlockingTouches += 1
        }
        tracks.removeAll { $0.layer === layer && $0.key == key }
        tracks.append(track)
        let animation = DrivenAnimation(keyPath: key)
        animation.fromValue = from
        animation.toValue = to
        animation.progress = { [weak self, weak track] in
            guard let self, let track else { return 1 }
            return self.progress(of: track)
        }
        return animation
    }
}
