import CX11
import Glibc
import WindowSystem

/// Waiting for another client's answer without losing other events.
///
/// Reads are synchronous, so the app waits for the answer right where it asked. Xlib keeps the events
/// it reads meanwhile in its queue in order; the wait takes out only those for the selection machinery
/// (`X11Selections.isForSelections`), so requests from other clients are still answered while the
/// app waits (two apps reading each other's selections at once do not stall), and everything else is
/// delivered in order after the wait, at the end of the turn.
extension X11Selections {
    /// How long each answer from another client is waited for.
    static let answerTimeout = 1.0

    /// Waits up to `answerTimeout` for an event for the selections that `accepts`, handling the
    /// others for the selections that arrive meanwhile; nil at the deadline.
    func waitForEvent(accepting accepts: (XEvent) -> Bool) -> XEvent? {
        let deadline = monotonicSeconds() + Self.answerTimeout
        // Whatever the wait read from the socket is in Xlib's queue, where the read source cannot see it.
        defer { backend?.setNeedsFlush() }
        var event = XEvent()
        while true {
            // Searches the queue, reads what has arrived, searches again, and flushes the requests.
            while takeEventForSelections(&event) {
                if accepts(event) { return event }
                handle(&event)
            }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return nil }
            var connection = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&connection, 1, Int32((remaining * 1000).rounded(.up)))
        }
    }

    /// Takes the first event for the selections out of Xlib's queue, leaving every other in place.
    private func takeEventForSelections(_ event: inout XEvent) -> Bool {
        let context = Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self)
        let found = XCheckIfEvent(
            display, &event,
            { _, event, context in
                guard let event, let context else { return 0 }
                let selections = Unmanaged<X11Selections>.fromOpaque(context).takeUnretainedValue()
                // Xlib calls this on the thread that called XCheckIfEvent: the main thread.
                let matches = MainActor.assumeIsolated { selections.isForSelections(event.pointee) }
                return matches ? 1 : 0
            }, context)
        return found != 0
    }
}
