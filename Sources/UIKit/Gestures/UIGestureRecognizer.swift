import WindowSystem

/// Recognizes a gesture from the touches of a view and its subviews, seeing each touch before the
/// view does.
///
/// A discrete recognizer (a tap) goes from `.possible` to `.recognized` (= `.ended`) or `.failed`; a
/// continuous one (a pan) goes `.possible` → `.began` → `.changed`… → `.ended` or `.cancelled`, or
/// `.possible` → `.failed`. Its targets are told at `.began`, `.changed`, `.ended` and `.cancelled`.
/// Once its touches are over and its state is final, it goes back to `.possible` and `reset()` is called.
///
/// While a recognizer has not recognized, the touches also reach the view; when it recognizes and
/// `cancelsTouchesInView` is true, the view gets `touchesCancelled` and no more of those touches.
///
/// Subclasses watch touches through `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set `state`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    /// One target: `object` is nil for closure targets, which live as long as the recognizer.
    struct Target {
        var isClosure: Bool
        weak var object: AnyObject?
        var invoke: @MainActor (UIGestureRecognizer) -> Void
    }

    var stateStorage = State.possible
    /// The recognized state a subclass set while recognizers it requires to fail were undecided.
    var pendingState: State?
    var targets: [Target] = []
    /// Recognizers that must fail before this one recognizes (`require(toFail:)`), held weakly.
    var failureRequirements: [Weak<UIGestureRecognizer>] = []
    /// Recognizers that called `require(toFail: self)`.
    var failureDependents: [Weak<UIGestureRecognizer>] = []
    /// The touches not yet ended or cancelled that this recognizer tracks.
    var activeTouches: [UITouch] = []
    /// Every touch of the current sequence, ended ones included, until `reset`.
    var sequenceTouches: [UITouch] = []
    var ignoredTouches: [ObjectIdentifier] = []
    /// The presses not yet ended or cancelled that this recognizer tracks, and every press of the
    /// current sequence.
    var activePresses: [UIPress] = []
    var sequencePresses: [UIPress] = []
    /// Where the last touch ended, in its window; the window is held weakly, since the recognizer's
    /// view is in it (a strong hold kept every window whose recognizers saw a touch alive).
    var lastLocation: (window: UIWindow?, point: CGPoint) {
        get { (lastLocationWindow, lastLocationPoint) }
        set {
            lastLocationWindow = newValue.window
            lastLocationPoint = newValue.point
        }
    }
    private weak var lastLocationWindow: UIWindow?
    private var lastLocationPoint = CGPoint.zero
    weak var viewStorage: UIView?

    /// Creates a recognizer that sends the named `action` to `target` (held weakly) at each state
    /// change; the designated initializer, so subclasses override it as on iOS.
    ///
    /// Without Objective-C a name reaches a method only through a responder: a `UIResponder` target
    /// gets `perform(_:withSender:for:)` with the recognizer as sender. Other targets, and nil, add
    /// nothing; typed method references (`UITapGestureRecognizer(target:action:)` with
    /// `ViewController.handleTap`) reach any object.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action, let responder = target as? UIResponder {
            targets.append(
                Target(isClosure: false, object: responder) { [weak responder] recognizer in
                    _ = responder?.perform(action, withSender: recognizer, for: nil)
                })
        }
    }

    /// Creates a recognizer with no targets; add them with `addTarget` or the target/closure initializers.
    ///
    /// A required convenience initializer: a subclass that overrides `init(target:action:)` inherits
    /// it, so the typed initializers (which build on it) work for every subclass without it
    /// declaring initializers it would not declare on iOS.
    public required convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// The gesture's state; subclasses set it to report progress (see the type's comment).
    public var state: State {
        get { stateStorage }
        set { transition(to: newValue) }
    }

    /// A disabled recognizer gets no touches; disabling it during a gesture cancels (or fails) it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch stateStorage {
            case .began, .changed: transition(to: .cancelled)
            case .possible: transition(to: .failed)
            default: break
            }
        }
    }

    /// Decides with it whether to begin, receive touches, and how it relates to other recognizers.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// Whether recognizing cancels the touches in the view (`touchesCancelled`); true by default.
    open var cancelsTouchesInView = true
    /// Whether the view gets no `touchesBegan`/`Moved` until the recognizer fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only once the recognizer fails; true by default.
    open var delaysTouchesEnded = true

    /// The kinds of touch the recognizer takes (`UITouch.TouchType` raw values); all of them by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The kinds of press the recognizer takes (`UIPress.PressType` raw values); `.select` by default,
    /// so keyboard keys other than those of the named types reach only recognizers that ask for them.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]

    /// An optional name, for debugging.
    open var name: String?

    /// The touches the recognizer is tracking.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the tracked touches in `view`'s space (nil: the window's); with none, where
    /// the last one was.
    open func location(in view: UIView?) -> CGPoint {
        guard !activeTouches.isEmpty else { return convert(lastLocation.point, from: lastLocation.window, to: view) }
        let points = activeTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// Where the tracked touch at `touchIndex` is, in `view`'s space (nil: the window's).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        preconditionAlways(activeTouches.indices.contains(touchIndex), "touch index \(touchIndex) out of range")
        return activeTouches[touchIndex].location(in: view)
    }

    // MARK: - Dependencies

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before recognizing; it fails
    /// when the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(Weak(otherGestureRecognizer))
        otherGestureRecognizer.failureDependents.append(Weak(self))
    }

    /// Whether this recognizer may stop `preventedGestureRecognizer` when it recognizes; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may stop this one by recognizing; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` (sharing a touch) to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` (sharing a touch) waits for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - Subclass hooks

    /// The recognizer's touches began; the base does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches moved; the base does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches ended; the base does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches were cancelled: the base cancels a begun gesture and fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// The recognizer's presses began; the base does nothing.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// A value of the recognizer's presses changed; the base does nothing.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses ended; the base does nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses were cancelled: like `touchesCancelled`, a begun gesture is
    /// cancelled and a possible one fails.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Called when the recognizer goes back to `.possible` after a gesture; subclasses clear their
    /// tracking here. The base does nothing.
    open func reset() {}

    /// Stops sending `touch` to this recognizer; the touch still reaches the view.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouches.append(ObjectIdentifier(touch))
        activeTouches.removeAll { $0 === touch }
    }

    /// Stops sending `button` to this recognizer; the press still reaches the responder.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        activePresses.removeAll { $0 === button }
    }

    // MARK: - Helpers

    /// Runs `work` after `delay` seconds of the app's clock (the manual one in tests); nil without an app.
    final func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork? {
        UIApplication.shared.schedule(after: delay, work)
    }

    private func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        if view.window === window { return view.convert(point, from: nil) }
        return view.convert(window.convert(point, to: view.window), from: nil)
    }
}
