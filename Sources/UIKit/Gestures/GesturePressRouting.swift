/// Presses reach the gesture recognizers of the responder's view and its ancestors (nearest first)
/// whose `allowedPressTypes` include the press's type, before the responder; a recognizer that
/// recognizes with `cancelsTouchesInView` cancels the press in the responder.
extension UIWindow {
    /// Hands the presses that changed to their recognizers, then to the responder they began at.
    func deliverPresses(_ event: UIPressesEvent) {
        for press in event.allPresses where press.phase != .stationary {
            if press.phase == .began { press.attachRecognizers() }
            let set: Set<UIPress> = [press]
            for recognizer in press.gestureRecognizerList where recognizer.receives(press) {
                switch press.phase {
                case .began: recognizer.pressesBegan(set, with: event)
                case .changed: recognizer.pressesChanged(set, with: event)
                case .stationary: break
                case .ended: recognizer.pressesEnded(set, with: event)
                case .cancelled: recognizer.pressesCancelled(set, with: event)
                }
            }
            press.deliverToResponder(with: event)
            if press.phase == .ended || press.phase == .cancelled {
                for recognizer in press.gestureRecognizerList { recognizer.pressFinished(press) }
            }
        }
    }
}

extension UIGestureRecognizer {
    func receives(_ press: UIPress) -> Bool {
        isEnabled && viewStorage != nil && pendingState == nil && [.possible, .began, .changed].contains(stateStorage)
            && activePresses.contains { $0 === press }
    }

    func pressFinished(_ press: UIPress) {
        guard activePresses.contains(where: { $0 === press }) else { return }
        activePresses.removeAll { $0 === press }
        resetIfGestureIsOver()
    }
}

extension UIPress {
    /// Collects the recognizers along the responder's views that take this kind of press.
    func attachRecognizers() {
        var list: [UIGestureRecognizer] = []
        var current = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        let type = NSNumber(value: type.rawValue)
        while let view = current {
            for recognizer in view.gestureRecognizerStorage
            where recognizer.isEnabled && recognizer.pendingState == nil
                && [.possible, .began, .changed].contains(recognizer.stateStorage)
                && recognizer.allowedPressTypes.contains(type)
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: self) ?? true
            {
                list.append(recognizer)
                recognizer.activePresses.append(self)
                recognizer.sequencePresses.append(self)
            }
            current = view.superview
        }
        gestureRecognizerList = list
    }

    func deliverToResponder(with event: UIPressesEvent) {
        guard !responderDelivery.finished, let responder else { return }
        let set: Set<UIPress> = [self]
        switch phase {
        case .began:
            responderDelivery.begun = true
            responder.pressesBegan(set, with: event)
        case .changed: responder.pressesChanged(set, with: event)
        case .stationary: break
        case .ended:
            responderDelivery.finished = true
            responder.pressesEnded(set, with: event)
        case .cancelled:
            responderDelivery.finished = true
            responder.pressesCancelled(set, with: event)
        }
    }

    /// A recognizer recognized with `cancelsTouchesInView`: the responder gets `pressesCancelled`
    /// (if it saw the press begin) and nothing more of the press.
    func cancelInResponder() {
        guard !responderDelivery.finished else { return }
        responderDelivery.finished = true
        guard responderDelivery.begun, let responder else { return }
        responder.pressesCancelled([self], with: UIPressesEvent(presses: [self], timestamp: CACurrentMediaTime()))
    }
}
