/// The state machine behind `UIGestureRecognizer.state`'s setter, and the rules between recognizers:
/// `gestureRecognizerShouldBegin`, waiting for required failures, preventing other recognizers of
/// the same touches, cancelling the touches in the view, telling the targets, and resetting.
extension UIGestureRecognizer {
    func transition(to newState: State) {
        switch (stateStorage, newState) {
        case (.possible, .began), (.possible, .ended):
            guard pendingState == nil else { return }
            beginRecognizing(newState)
        case (.possible, .failed):
            pendingState = nil
            commit(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            commit(newState)
        case (.possible, .cancelled):
            pendingState = nil
            commit(.failed)
        case (_, .possible):
            stateStorage = .possible
        default:
            break
        }
    }

    /// The recognizers sharing a touch with this one in the current sequence.
    var touchNeighbours: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in sequenceTouches {
            for other in touch.gestureRecognizerList where other !== self && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// The recognizers that must fail first: `require(toFail:)`, plus the delegates' and subclasses' say.
    var requiredFailures: [UIGestureRecognizer] {
        var result = failureRequirements.compactMap(\.value)
        for other in touchNeighbours where !result.contains(where: { $0 === other }) {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
                || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            {
                result.append(other)
            }
        }
        return result
    }

    /// Whether the views the touches began in (the recognizer's view when it has no touches) let it
    /// begin, through `UIView.gestureRecognizerShouldBegin(_:)`, as a control refuses its
    /// superview's taps.
    private var touchedViewsAllowBeginning: Bool {
        var views: [UIView] = []
        for touch in sequenceTouches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        if views.isEmpty, let view { views = [view] }
        return views.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }

    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    private func beginRecognizing(_ target: State) {
        guard isEnabled else { return }
        let allowed = (delegate?.gestureRecognizerShouldBegin(self) ?? true) && touchedViewsAllowBeginning
        let blocked = touchNeighbours.contains { other in
            (other.stateStorage == .began || other.stateStorage == .changed) && !recognizesSimultaneously(with: other)
                && other.canPrevent(self) && canBePrevented(by: other)
        }
        guard allowed, !blocked else { return commit(.failed) }
        let required = requiredFailures
        if required.contains(where: { $0.stateStorage != .failed && $0.stateStorage != .possible }) {
            return commit(.failed)
        }
        if required.contains(where: { $0.stateStorage == .possible }) {
            pendingState = target
            return
        }
        pendingState = nil
        commit(target)
    }

    /// Retries a recognition that waited for required recognizers: proceeds when all failed, fails
    /// when one recognized.
    func requiredFailureDecided() {
        guard let target = pendingState, stateStorage == .possible else { return }
        pendingState = nil
        beginRecognizing(target)
    }

    private func commit(_ newState: State) {
        let oldState = stateStorage
        stateStorage = newState
        if oldState == .possible, newState == .began || newState == .ended {
            preventOthers()
            if cancelsTouchesInView {
                for touch in sequenceTouches { touch.cancelInView() }
                for press in sequencePresses { press.cancelInResponder() }
            }
        }
        if newState != .failed { sendActions() }
        let dependents = failureDependents.compactMap(\.value) + touchNeighbours.filter { $0.pendingState != nil }
        for dependent in dependents where dependent.pendingState != nil { dependent.requiredFailureDecided() }
        for touch in sequenceTouches { touch.flushDelayedDelivery() }
        resetIfGestureIsOver()
    }

    private func preventOthers() {
        for other in touchNeighbours where !recognizesSimultaneously(with: other) {
            guard canPrevent(other), other.canBePrevented(by: self) else { continue }
            switch other.stateStorage {
            case .possible:
                other.pendingState = nil
                other.commit(.failed)
            case .began, .changed: other.commit(.cancelled)
            default: break
            }
        }
    }

    func sendActions() {
        targets.removeAll { !$0.isClosure && $0.object == nil }
        for target in targets where target.isClosure || target.object != nil { target.invoke(self) }
    }

    /// Resets once the state is final and no touch or press is left.
    func resetIfGestureIsOver() {
        guard activeTouches.isEmpty, activePresses.isEmpty, [.ended, .cancelled, .failed].contains(stateStorage)
        else { return }
        resetAfterGesture()
    }

    /// Back to `.possible` after a final state, once its touches are over; `reset()` follows.
    func resetAfterGesture() {
        stateStorage = .possible
        pendingState = nil
        sequenceTouches = []
        activeTouches = []
        ignoredTouches = []
        sequencePresses = []
        activePresses = []
        reset()
    }
}
