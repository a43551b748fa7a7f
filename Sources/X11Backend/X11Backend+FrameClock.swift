import CX11
import Glibc
import WindowSystem

/// Where the frame clock of an X display gets its vblanks, in order of preference:
/// 1. a server with real vblanks (RandR knows the refresh rate and Present is there): the server's
///    Present events, one per vblank, with the times the kernel took at each vblank;
/// 2. a server with Present but no real CRTC (Xvfb): its vblanks are made up — MSC n is at n × interval
///    microseconds of the monotonic clock, interval = 1 000 000 / 60 (or `-fakescreenfps`), truncated
///    to whole microseconds (16 666 µs for 60 Hz on X.Org 21; 16 667 on older servers) — and sent by a
///    millisecond server timer that fires up to a millisecond early. Waiting for those events buys
///    nothing but that jitter, so the clock keeps the server's grid, read once, and waits for it on
///    absolute deadlines of its own;
/// 3. else absolute deadlines at the RandR refresh rate, or 60 Hz when it is unknown.
///
/// `CASEMENT_FRAME_CLOCK=present` forces the Present events and `=timer` the RandR/60 Hz deadlines.
enum X11FrameClockChoice: Equatable {
    case automatic, present, timer

    init(environment: [String: String]) {
        switch environment["CASEMENT_FRAME_CLOCK"] {
        case "present": self = .present
        case "timer": self = .timer
        default: self = .automatic
        }
    }
}

extension X11Backend {
    package func makeFrameClock() -> FrameClock {
        FrameClock(source: makeVBlankSource())
    }

    func makeVBlankSource() -> VBlankSource {
        if frameClockChoice != .timer, presentOpcode != nil {
            if screen.refreshRate > 0 || frameClockChoice == .present {
                let source = X11PresentVBlanks(backend: self)
                presentVBlanks = source
                return source
            }
            if let grid = fakeVBlankGrid() { return grid }
        }
        return RefreshGrid(scheduler: scheduler, refreshRate: screen.refreshRate)
    }

    /// The made-up vblank grid of a server without real CRTCs, from one Present answer: asked for the
    /// current MSC, the server answers at once with the time and the time over the interval, rounded.
    private func fakeVBlankGrid() -> RefreshGrid? {
        let context = XPresentSelectInput(display, root, UInt32(PresentCompleteNotifyMask))
        XPresentNotifyMSC(display, root, 0, 0, 0, 0)
        XFlush(display)
        let answer = awaitPresentCompletion(timeout: 1)
        XPresentFreeInput(display, root, context)
        // Waiting read other events into Xlib's queue; they are delivered at the end of the turn.
        setNeedsFlush()
        guard let answer, answer.msc > 0 else { return nil }
        let interval = (Double(answer.ust) / Double(answer.msc)).rounded()
        // The server accepts 1 to 600 frames per second.
        guard (1_666...1_000_000).contains(interval) else { return nil }
        return RefreshGrid(
            scheduler: scheduler, anchor: Double(answer.msc) * interval / 1_000_000, period: interval / 1_000_000)
    }

    /// Reads the next `PresentCompleteNotify` (leaving other events queued), waiting at most `timeout` seconds.
    private func awaitPresentCompletion(timeout: Double) -> (ust: UInt64, msc: UInt64)? {
        guard var opcode = presentOpcode else { return nil }
        let deadline = monotonicSeconds() + timeout
        var event = XEvent()
        while true {
            let found = withUnsafeMutablePointer(to: &opcode) { opcode in
                opcode.withMemoryRebound(to: CChar.self, capacity: 4) {
                    XCheckIfEvent(display, &event, isPresentCompletion, $0)
                }
            }
            if found != 0 { break }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return nil }
            var socket = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&socket, 1, Int32(remaining * 1000) + 1)
            _ = XEventsQueued(display, QueuedAfterReading)
        }
        guard XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data else { return nil }
        defer { XFreeEventData(display, &event.xcookie) }
        let completion = data.load(as: XPresentCompleteNotifyEvent.self)
        return (completion.ust, completion.msc)
    }

    /// Routes a Present event to the frame clock's source.
    func dispatchPresent(_ cookie: inout XGenericEventCookie) {
        guard XGetEventData(display, &cookie) != 0 else { return }
        defer { XFreeEventData(display, &cookie) }
        guard let data = cookie.data, cookie.evtype == PresentCompleteNotify else { return }
        let completion = data.load(as: XPresentCompleteNotifyEvent.self)
        presentVBlanks?.completed(serial: completion.serial_number, ust: completion.ust, msc: completion.msc)
    }

    /// The Present extension's opcode, when the server has it.
    static func presentOpcode(display: OpaquePointer) -> Int32? {
        var opcode: Int32 = 0
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XPresentQueryExtension(display, &opcode, &eventBase, &errorBase) != 0 else { return nil }
        return opcode
    }
}

/// Whether an event is a Present `CompleteNotify`; the argument points at the extension's opcode.
private func isPresentCompletion(
    _ display: OpaquePointer?, _ event: UnsafeMutablePointer<XEvent>?, _ argument: XPointer?
) -> Int32 {
    guard let event, let argument else { return 0 }
    let opcode = UnsafeRawPointer(argument).load(as: Int32.self)
    let cookie = event.pointee.xcookie
    return cookie.type == GenericEvent && cookie.extension == opcode && cookie.evtype == PresentCompleteNotify ? 1 : 0
}
