import Foundation
import QuartzCore

/// Following `observedProgress`. Foundation on Linux has no key-value observing, so the view reads
/// `fractionCompleted` at each frame through a display link, which runs only while there is
/// something to follow on screen: a progress is set, neither finished nor cancelled, and the view
/// is in a window. An idle app with a finished task sleeps.
extension UIProgressView {
    /// Shows the observed progress now and starts or stops reading it at each frame.
    func watchObservedProgress() {
        guard let observed = observedProgress else {
            stopObserving()
            return
        }
        showObservedProgress()
        guard window != nil, !observed.isFinished, !observed.isCancelled else {
            stopObserving()
            return
        }
        guard observingLink == nil else { return }
        let link = CADisplayLink(target: self, selector: UIProgressView.observedProgressFrame)
        link.add(to: .main, forMode: .common)
        observingLink = link
    }

    /// One frame: takes the fraction completed when it changed, and stops once the task is over.
    private func observedProgressFrame() {
        guard let observed = observedProgress else { return stopObserving() }
        showObservedProgress()
        if observed.isFinished || observed.isCancelled { stopObserving() }
    }

    private func showObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction != progress { progress = fraction }
    }

    private func stopObserving() {
        observingLink?.invalidate()
        observingLink = nil
    }
}
