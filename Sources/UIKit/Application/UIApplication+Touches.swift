import WindowSystem

/// Touches from the mouse and touchscreens.
///
/// The primary mouse button is one `UITouch`: it begins at the press, in the view the window's
/// hit-test finds (fixed for the touch's life), moves with the pointer (X's implicit grab keeps the
/// events coming to the window the press began in), and ends at the release. Motion with the button
/// up is not a touch: it goes to hover recognizers (`UIHoverGestureRecognizer`), which a press ends.
/// The secondary button, and Ctrl with the primary one, open the context menu of the view under the
/// pointer (`ContextMenuPresenter`).
/// Each finger on a touchscreen is a `UITouch` of its own in the same way.
///
/// Every event carries all touches in progress; those that did not change are `.stationary`. A
/// touch is not delivered at all when it would break an `isExclusiveTouch` view's exclusivity, and
/// a view without `isMultipleTouchEnabled` gets only the first of its touches (its recognizers
/// still get them all). Presses within `multipleTapInterval` of the last tap's release, within
/// `multipleTapDistance`, count up `tapCount`.
extension UIApplication {
    static let multipleTapInterval: TimeInterval = 0.4
    static let multipleTapDistance: CGFloat = 8

    /// Where touches come from: the mouse, or a touchscreen finger by its platform id.
    enum TouchSource: Hashable {
        case mouse
        case finger(UInt32)
    }

    func handlePointer(_ pointer: PointerEvent) {
        guard let window = window(for: pointer.window) else { return }
        let scale = window.screen.scale
        let location = CGPoint(x: CGFloat(pointer.location.x) / scale, y: CGFloat(pointer.location.y) / scale)
        pointerModifierFlags = UIKey.flags(pointer.modifiers)
        defer { updatePointerCursor(after: pointer, in: window, at: location) }
        switch pointer.kind {
        case .down
        where pointer.button == 1 && pointer.modifiers == .control && touchesInProgress[.mouse] == nil
            && ContextMenuPresenter.open(in: window, at: location):
            // Ctrl+click is a secondary click where a view offers a context menu (as on a Mac); elsewhere
            // it stays a click, so Ctrl+click selection keeps working.
            break
        case .down where pointer.button == 1:
            endWheelGesture()
            UIHoverGestureRecognizer.pointerMoved(to: location, in: nil)
            beginTouch(from: .mouse, in: window, at: location, time: pointer.timestamp, radius: 4)
        case .moved where touchesInProgress[.mouse] == nil:
            UIHoverGestureRecognizer.pointerMoved(to: location, in: window)
        case .moved:
            moveTouch(from: .mouse, in: window, to: location, time: pointer.timestamp)
        case .up where pointer.button == 1:
            endTouch(from: .mouse, in: window, at: location, time: pointer.timestamp)
        case .down where pointer.button == 2 && touchesInProgress[.mouse] == nil:
            pastePrimarySelection(in: window, at: location)
        case .down where pointer.button == 3 && touchesInProgress[.mouse] == nil:
            if !TextEditMenu.open(in: window, at: location) { ContextMenuPresenter.open(in: window, at: location) }
        case .scroll(let dx, let dy):
            handleWheel(dx: dx, dy: dy, modifiers: pointer.modifiers, at: location, in: window, time: pointer.timestamp)
        case .smoothScroll(let dx, let dy, let phase):
            handleSmoothScroll(
                dx: CGFloat(dx) / scale, dy: CGFloat(dy) / scale, phase: phase, modifiers: pointer.modifiers,
                at: location, in: window, time: pointer.timestamp)
        default:
            break
        }
    }

    func handleTouch(_ event: TouchEvent) {
        guard let window = window(for: event.window) else { return }
        let scale = window.screen.scale
        let location = CGPoint(x: CGFloat(event.x) / scale, y: CGFloat(event.y) / scale)
        let source = TouchSource.finger(event.touchID)
        switch event.phase {
        case .began: beginTouch(from: source, in: window, at: location, time: event.timestamp, radius: 20)
        case .moved: moveTouch(from: source, in: window, to: location, time: event.timestamp)
        case .ended: endTouch(from: source, in: window, at: location, time: event.timestamp)
        case .cancelled: cancelTouches { $0 == source }
        }
    }

    /// Whether any touch is in progress (the mouse button or a finger is down).
    var isTouching: Bool { !touchesInProgress.isEmpty }

    /// Cancels the touches in progress in `window` (it lost focus or the pointer grab, or went away),
    /// or everywhere when `window` is nil.
    func cancelTouches(in window: UIWindow?) {
        cancelTouches { window == nil || touchesInProgress[$0]?.window === window }
    }

    private func cancelTouches(where shouldCancel: (TouchSource) -> Bool) {
        let sources = touchesInProgress.keys.filter(shouldCancel)
        guard !sources.isEmpty else { return }
        let time = CACurrentMediaTime()
        let cancelled = sources.compactMap { touchesInProgress[$0] }
        for touch in cancelled {
            touch.phase = .cancelled
            touch.timestamp = time
        }
        lastTap = nil
        send(changed: cancelled, time: time)
        for source in sources { touchesInProgress[source] = nil }
    }

    private func beginTouch(
        from source: TouchSource, in window: UIWindow, at location: CGPoint, time: TimeInterval, radius: CGFloat
    ) {
        guard touchesInProgress[source] == nil, !window.isHidden, window.isUserInteractionEnabled else { return }
        // Another window may take the press instead (an open popup closes).
        if windows.contains(where: { $0 !== window && !$0.isHidden && $0.takesPress(inOtherWindow: window) }) { return }
        let view = window.hitTest(location, with: nil)
        // A click ends keyboard focus, unless it lands in the focused view.
        if let focused = window.focusedView, view.map({ !$0.isDescendant(of: focused) }) ?? true {
            window.focusedView = nil
        }
        let others = touchesInProgress.values.filter { $0.window === window }
        guard admitsTouch(in: view, alongside: others) else { return }
        let touch = UITouch(
            window: window, view: view, location: location, timestamp: time,
            tapCount: tapCount(in: window, at: location, time: time), majorRadius: radius)
        if let view, !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) {
            touch.viewDelivery.finished = true
        }
        touch.isFromMouse = source == .mouse
        touchesInProgress[source] = touch
        send(changed: [touch], time: time)
    }

    private func moveTouch(from source: TouchSource, in window: UIWindow, to location: CGPoint, time: TimeInterval) {
        guard let touch = touchesInProgress[source], touch.window === window, touch.locationInWindow != location
        else { return }
        update(touch, to: location, phase: .moved, time: time)
        send(changed: [touch], time: time)
    }

    private func endTouch(from source: TouchSource, in window: UIWindow, at location: CGPoint, time: TimeInterval) {
        guard let touch = touchesInProgress[source], touch.window === window else { return }
        update(touch, to: location, phase: .ended, time: time)
        lastTap = (window, location, time, touch.tapCount)
        send(changed: [touch], time: time)
        touchesInProgress[source] = nil
    }

    /// A view with `isExclusiveTouch` takes no touch while other views of its window have one, and
    /// while it has one no other view of the window takes a touch.
    private func admitsTouch(in view: UIView?, alongside others: [UITouch]) -> Bool {
        let elsewhere = others.filter { $0.view !== view }
        if view?.isExclusiveTouch == true, !elsewhere.isEmpty { return false }
        return !elsewhere.contains { $0.view?.isExclusiveTouch == true }
    }

    private func tapCount(in window: UIWindow, at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, last.window === window, time - last.time <= Self.multipleTapInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multipleTapDistance
        else { return 1 }
        return last.count + 1
    }

    private func update(_ touch: UITouch, to location: CGPoint, phase: UITouch.Phase, time: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = phase
        touch.timestamp = time
    }

    /// Sends one event holding every touch in progress: `changed` in their new phases, the others
    /// `.stationary`.
    private func send(changed: [UITouch], time: TimeInterval) {
        var all = Set(changed)
        for touch in touchesInProgress.values where !all.contains(touch) {
            touch.phase = .stationary
            all.insert(touch)
        }
        sendEvent(UIEvent(type: .touches, timestamp: time, touches: all, modifierFlags: pointerModifierFlags))
    }
}
