extension UIView {
    /// Adds `recognizer` last, after detaching it from its previous view.
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.viewStorage, previous !== self {
            previous.detachGestureRecognizer(recognizer)
        }
        guard !gestureRecognizerStorage.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizerStorage.append(recognizer)
        recognizer.viewStorage = self
    }

    /// Removes `recognizer`; a gesture in progress is cancelled first.
    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === recognizer }) else { return }
        if recognizer.stateStorage == .began || recognizer.stateStorage == .changed { recognizer.state = .cancelled }
        gestureRecognizerStorage.remove(at: index)
        recognizer.viewStorage = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in gestureRecognizerStorage { detachGestureRecognizer(recognizer) }
        for recognizer in recognizers { attachGestureRecognizer(recognizer) }
    }
}
