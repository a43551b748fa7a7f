/// The base of buttons, switches and sliders: tracks a touch, keeps its state (enabled,
/// highlighted, selected) and sends actions to its targets as the touch goes down, moves, and ends.
///
/// Touch handling follows UIKit:
/// - A touch beginning in an enabled control calls `beginTracking(_:with:)`, highlights the control
///   and, while tracking, sends `.touchDown` (with `.touchDownRepeat` when the tap count is above one).
/// - Each move updates `isTouchInside` — inside the bounds enlarged by 70 points on every side while
///   tracking — and sets `isHighlighted` to it; while tracking, `continueTracking(_:with:)` decides
///   whether to go on, then the control sends `.touchDragInside` or `.touchDragOutside`, together with
///   `.touchDragEnter` or `.touchDragExit` when the touch crossed the edge.
/// - The end removes the highlight, calls `endTracking(_:with:)` and sends `.touchUpInside` or
///   `.touchUpOutside`; a cancelled touch calls `cancelTracking(with:)` and sends `.touchCancel`.
///
/// The events of one step are sent together: each registration whose events meet them is called
/// once, in the order registrations were added. A disabled control ignores touches and does not
/// pass them up the responder chain.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far beyond its bounds a tracked touch still counts as inside.
    static let trackingSlop: CGFloat = 70

    /// Registrations, in the order they were added.
    var registrations: [ControlRegistration] = []
    private var trackedTouch: UITouch?
    private var tracking = false
    private var touchInside = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control that performs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State

    /// Whether the control responds to touches; a disabled control ignores them.
    /// An enabled control can take keyboard focus (Tab).
    open override var canBecomeFocused: Bool { isEnabled }

    open var isEnabled = true
    open var isSelected = false
    /// Set while a touch is down inside the control; subclasses draw themselves highlighted.
    open var isHighlighted = false

    /// The control's tooltip (iOS 15): setting it adds a `UIToolTipInteraction` showing it; nil removes it.
    open var toolTip: String? {
        didSet {
            if let toolTipInteraction {
                toolTipInteraction.defaultToolTip = toolTip
                if toolTip == nil { removeInteraction(toolTipInteraction) }
            } else if let toolTip {
                addInteraction(UIToolTipInteraction(defaultToolTip: toolTip))
            }
        }
    }

    /// The interaction showing `toolTip`, while there is one.
    open var toolTipInteraction: UIToolTipInteraction? {
        interactions.lazy.compactMap { $0 as? UIToolTipInteraction }.first
    }

    /// The state made of `isEnabled`, `isHighlighted` and `isSelected`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Where the content sits across the control; changing it lays the control out again.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Where the content sits down the control; changing it lays the control out again.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Whether the control's menu opens on a tap, as its primary action, instead of when held.
    open var showsMenuAsPrimaryAction = false

    /// `contentHorizontalAlignment` with leading and trailing resolved (left to right only).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    // MARK: - Tracking

    /// Whether the control is tracking a touch (`beginTracking` said yes and nothing stopped it).
    open var isTracking: Bool { tracking }

    /// Whether the tracked touch is inside the control's bounds enlarged by 70 points.
    open var isTouchInside: Bool { touchInside }

    /// A touch began in the control; return whether to track it. The default tracks.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The tracked touch moved; return whether to go on tracking. The default goes on.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The tracked touch ended.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Sends `.primaryActionTriggered` with `.touchUpInside` (buttons do).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Touches

    /// A control keeps a single-finger single tap for its own action: an ancestor's tap recognizer
    /// does not begin on a touch that began in the control, as on iOS (since iOS 6).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        touchInside = true
        tracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard tracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = touchInside
        touchInside = isInTrackingArea(touch, with: event)
        isHighlighted = touchInside
        guard tracking else { return }
        tracking = continueTracking(touch, with: event)
        guard tracking else { return }
        var events: Event = touchInside ? .touchDragInside : .touchDragOutside
        if touchInside != wasInside { events.insert(touchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        touchInside = isInTrackingArea(touch, with: event)
        isHighlighted = false
        let wasTracking = tracking
        if wasTracking { endTracking(touch, with: event) }
        let inside = touchInside
        resetTracking()
        guard wasTracking else { return }
        if !inside {
            sendActions(for: .touchUpOutside, with: event)
        } else if sendsPrimaryActionOnTouchUpInside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered], with: event)
        } else {
            sendActions(for: .touchUpInside, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = false
        let wasTracking = tracking
        if wasTracking { cancelTracking(with: event) }
        resetTracking()
        if wasTracking { sendActions(for: .touchCancel, with: event) }
    }

    private func resetTracking() {
        trackedTouch = nil
        tracking = false
        touchInside = false
    }

    private func isInTrackingArea(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard tracking else { return self.point(inside: point, with: event) }
        return bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(point)
    }

    // MARK: - Targets and actions

    /// Adds `target`'s action named `action`, performed through `UIApplication.sendAction(_:to:from:for:)`
    /// when any of `controlEvents` happens; a nil target sends the action up the responder chain
    /// from the first responder. The target is held weakly. Adding the same target and name again
    /// adds the events to the existing registration.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = registrations.firstIndex(where: {
            $0.kind == .named && $0.hasTarget == (object != nil) && $0.target === object && $0.action == action
        }) {
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(ControlRegistration(target: object, action: action, events: controlEvents, kind: .named))
    }

    /// Removes `controlEvents` from the registrations of `target` (nil: every target) for `action`
    /// (nil: every action); registrations left with no events go away.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices.reversed() {
            let registration = registrations[index]
            guard registration.kind != .action, object == nil || registration.target === object,
                action == nil || registration.action == action
            else { continue }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Every live target (objects that are `Hashable` as themselves, others by identity; `NSNull`
    /// for nil-targeted actions).
    open var allTargets: Set<AnyHashable> {
        purgeDeadTargets()
        var targets: Set<AnyHashable> = []
        for registration in registrations where registration.kind != .action {
            guard let target = registration.target else {
                targets.insert(AnyHashable(NSNull()))
                continue
            }
            targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    /// The union of the events of every registration.
    open var allControlEvents: Event {
        purgeDeadTargets()
        return registrations.reduce(Event()) { $0.union($1.events) }
    }

    /// The names of `target`'s actions (nil target: the nil-targeted ones) for `controlEvent`, or nil.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        purgeDeadTargets()
        let object = target.map { $0 as AnyObject }
        let names = registrations.filter {
            $0.kind != .action && $0.target === object && $0.hasTarget == (object != nil)
                && !$0.events.isDisjoint(with: controlEvent)
        }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Adds `action`, performed when any of `controlEvents` happens. An action with the identifier
    /// of one already added replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.uiAction?.identifier == action.identifier }
        registrations.append(ControlRegistration(uiAction: action, events: controlEvents))
    }

    /// Removes `controlEvents` from the registration of the action with `action`'s identifier.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the registration of the action identified by `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices.reversed()
        where registrations[index].uiAction?.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Performs every registration for any of `controlEvents`, with no event.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends the action named `action` to `target` (nil: up the responder chain) through
    /// `UIApplication.sendAction(_:to:from:for:)`, with the control as sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Performs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Performs the registrations meeting `controlEvents`, each once, in the order they were added.
    /// Typed method references are called directly; named actions go through
    /// `sendAction(_:to:for:)`; `UIAction`s through `sendAction(_:)`.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        purgeDeadTargets()
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.kind {
            case .method:
                guard let target = registration.target else { continue }
                registration.method?(target, self, event)
            case .named:
                if registration.hasTarget && registration.target == nil { continue }
                sendAction(registration.action, to: registration.target, for: event)
            case .action:
                if let action = registration.uiAction { sendAction(action) }
            }
        }
        if controlEvents.contains(.valueChanged) { ATSPIBridge.valueDidChange(of: self) }
    }

    /// Drops registrations whose target has been deallocated.
    func purgeDeadTargets() {
        registrations.removeAll { $0.hasTarget && $0.target == nil }
    }
}
