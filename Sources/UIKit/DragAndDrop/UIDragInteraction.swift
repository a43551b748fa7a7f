/// Makes a view a drag source: pressing the mouse on it and moving it a few points starts a drag of
/// the items its delegate gives, as on Mac Catalyst (no long press with a mouse). A touchscreen finger
/// drags the same way.
///
/// The drag's preview follows the pointer in a window of its own. It can be dropped on a
/// `UIDropInteraction` in any of the app's windows, or, unless the session is restricted to the app,
/// on another app's window (XDND on X11: text, URLs and PNG images).
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// How far, in points, the pointer must move with the button down before a drag begins.
    static let beginDistance: CGFloat = 4

    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// Whether other recognizers of the view may act while the drag lifts; the desktop has no lift.
    open var allowsSimultaneousRecognitionDuringLift = false
    /// Whether the interaction starts drags; `isEnabledByDefault` at first.
    open var isEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { lift?.isEnabled = isEnabled }
    }
    public private(set) weak var view: UIView?
    private var lift: DragLiftGestureRecognizer?

    /// Whether drag interactions are enabled when made: true, as on iPad and the Mac.
    open class var isEnabledByDefault: Bool { true }

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if let lift { self.view?.removeGestureRecognizer(lift) }
        lift = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let recognizer = DragLiftGestureRecognizer(interaction: self)
        recognizer.isEnabled = isEnabled
        view.addGestureRecognizer(recognizer)
        lift = recognizer
    }
}

/// Begins a drag once the pointer has moved `UIDragInteraction.beginDistance` with the button down and
/// the delegate gave items (failing otherwise), then carries the drag until the button comes up.
@MainActor
final class DragLiftGestureRecognizer: UIGestureRecognizer {
    private weak var interaction: UIDragInteraction?
    private var start: CGPoint?
    private var session: DragSession?

    init(interaction: UIDragInteraction?) {
        self.interaction = interaction
        super.init(target: nil, action: nil)
        name = "UIDragInteraction"
    }

    required convenience init() {
        self.init(interaction: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 1 {
            state = state == .possible ? .failed : .cancelled
            return
        }
        if start == nil { start = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let window = touches.first?.window else { return }
        let point = window.convert(location(in: window), to: nil as UIWindow?)
        switch state {
        case .possible:
            guard let start, let interaction else { return }
            let here = location(in: nil)
            guard hypot(here.x - start.x, here.y - start.y) >= UIDragInteraction.beginDistance else { return }
            guard let session = DragSession.begin(from: interaction, in: window, at: point) else {
                state = .failed
                return
            }
            self.session = session
            state = .began
        case .began, .changed:
            session?.move(to: point)
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if let window = touches.first?.window {
                session?.move(to: window.convert(location(in: window), to: nil as UIWindow?))
            }
            session?.drop()
            state = .ended
        default:
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        session?.cancel()
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        super.reset()
        start = nil
        session = nil
    }
}
