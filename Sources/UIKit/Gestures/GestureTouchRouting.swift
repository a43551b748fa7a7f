/// Touches reach the gesture recognizers of the hit view and its ancestors (nearest first) before
/// the view; recognizers with `delaysTouchesBegan`/`delaysTouchesEnded` hold the view's phases back
/// until they fail, and one that recognizes with `cancelsTouchesInView` cancels the touch in the view.
extension UIWindow {
    /// Hands each touch to its recognizers, then to the view it began in, grouped by phase.
    func deliverTouches(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch.phase != .stationary {
            if touch.phase == .began { touch.attachRecognizers() }
            let set: Set<UITouch> = [touch]
            for recognizer in touch.gestureRecognizerList where recognizer.receives(touch) {
                switch touch.phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .stationary: break
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                }
            }
            touch.deliverToView(touch.phase, with: event)
            if touch.phase == .ended || touch.phase == .cancelled {
                for recognizer in touch.gestureRecognizerList { recognizer.touchFinished(touch) }
            }
        }
    }
}

extension UIGestureRecognizer {
    /// Whether `touch` goes to the recognizer now: it is enabled and on a view, undecided or in
    /// progress, not waiting on another recognizer, and the touch is tracked and not ignored.
    func receives(_ touch: UITouch) -> Bool {
        isEnabled && viewStorage != nil && pendingState == nil && [.possible, .began, .changed].contains(stateStorage)
            && activeTouches.contains { $0 === touch } && !ignoredTouches.contains(ObjectIdentifier(touch))
    }

    func touchFinished(_ touch: UITouch) {
        guard activeTouches.contains(where: { $0 === touch }) else { return }
        lastLocation = (touch.window, touch.locationInWindow)
        activeTouches.removeAll { $0 === touch }
        resetIfGestureIsOver()
    }
}

extension UITouch {
    /// The view's side of a touch: phases held back by recognizers, and whether it began, finished
    /// or was cancelled in the view.
    struct ViewDelivery {
        var pending: [(phase: Phase, event: UIEvent)] = []
        var begun = false
        var finished = false
        var cancelled = false
    }

    /// Collects the enabled recognizers of the view and its ancestors that are undecided or in progress
    /// (a finger joining a pan) and whose delegates accept the touch; hover recognizers see no
    /// touches (they would hold back the view's touch ends for ever).
    func attachRecognizers() {
        var list: [UIGestureRecognizer] = []
        var current = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerStorage
            where !(recognizer is UIHoverGestureRecognizer) && recognizer.isEnabled && recognizer.pendingState == nil
                && [.possible, .began, .changed].contains(recognizer.stateStorage)
                && recognizer.allowedTouchTypes.contains(NSNumber(value: type.rawValue))
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: self) ?? true
            {
                list.append(recognizer)
                recognizer.activeTouches.append(self)
                recognizer.sequenceTouches.append(self)
            }
            current = candidate.superview
        }
        gestureRecognizerList = list
    }

    func deliverToView(_ phase: Phase, with event: UIEvent) {
        guard !viewDelivery.cancelled, !viewDelivery.finished else { return }
        if phase == .cancelled {
            viewDelivery.pending = []
            if viewDelivery.begun { send(.cancelled, with: event) }
            viewDelivery.finished = true
            return
        }
        viewDelivery.pending.append((phase, event))
        flushDelayedDelivery()
    }

    /// Sends the view the phases no recognizer holds back any more, in order.
    func flushDelayedDelivery() {
        while let first = viewDelivery.pending.first, !viewDelivery.cancelled, !isHeldBack(first.phase) {
            viewDelivery.pending.removeFirst()
            send(first.phase, with: first.event)
        }
    }

    /// A recognizer that recognized with `cancelsTouchesInView`: the view gets `touchesCancelled`
    /// (if it saw the touch begin) and nothing more of the touch.
    func cancelInView() {
        guard !viewDelivery.cancelled, !viewDelivery.finished else { return }
        viewDelivery.cancelled = true
        viewDelivery.pending = []
        guard viewDelivery.begun, let view else { return }
        let event = UIEvent(type: .touches, timestamp: CACurrentMediaTime(), touches: [self])
        view.touchesCancelled([self], with: event)
    }

    private func isHeldBack(_ phase: Phase) -> Bool {
        gestureRecognizerList.contains { recognizer in
            recognizer.stateStorage == .possible && recognizer.isEnabled
                && recognizer.sequenceTouches.contains { $0 === self }
                && (recognizer.delaysTouchesBegan || (phase == .ended && recognizer.delaysTouchesEnded))
        }
    }

    private func send(_ phase: Phase, with event: UIEvent) {
        guard let view else { return }
        let set: Set<UITouch> = [self]
        switch phase {
        case .began:
            viewDelivery.begun = true
            view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .stationary: break
        case .ended:
            viewDelivery.finished = true
            view.touchesEnded(set, with: event)
        case .cancelled:
            viewDelivery.finished = true
            view.touchesCancelled(set, with: event)
        }
    }
}
