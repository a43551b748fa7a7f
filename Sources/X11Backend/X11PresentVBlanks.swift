import CX11
import WindowSystem

/// Vblanks the X server reports through the Present extension: each wait is a `PresentNotifyMSC` on
/// the root window (the server picks the CRTC that covers most of the screen), answered by a
/// `PresentCompleteNotify` carrying the vblank's counter (MSC) and its time (UST, microseconds of the
/// monotonic clock).
///
/// A wait that can no longer be cancelled on the server is forgotten instead: its answer, which comes
/// within a frame, is dropped.
@MainActor
final class X11PresentVBlanks: VBlankSource {
    private(set) var period: Double
    private weak var backend: X11Backend?
    private let display: OpaquePointer
    private let root: Window
    private let eventContext: XID
    /// Whether `period` comes from RandR; else it is measured between the server's answers.
    private var periodIsKnown: Bool
    private var serial: UInt32 = 0
    private var waiting: (serial: UInt32, awaited: Int64?, handler: @MainActor (VBlank) -> Void)?
    private var lastAnswer: (ust: UInt64, msc: UInt64)?

    init(backend: X11Backend) {
        self.backend = backend
        display = backend.display
        root = backend.root
        periodIsKnown = backend.screen.refreshRate > 0
        period = 1 / (periodIsKnown ? backend.screen.refreshRate : 60)
        eventContext = XPresentSelectInput(display, root, UInt32(PresentCompleteNotifyMask))
    }

    isolated deinit {
        // The display closes with the backend; only a live one can still be told.
        if backend != nil { XPresentFreeInput(display, root, eventContext) }
    }

    func waitForVBlank(after previous: VBlank?, _ handler: @escaping @MainActor (VBlank) -> Void) -> ScheduledWork {
        serial &+= 1
        let serial = serial
        if let previous {
            // The vblank after the previous one; if it has passed, the server answers at once.
            XPresentNotifyMSC(display, root, serial, UInt64(previous.number + 1), 0, 0)
        } else {
            XPresentNotifyMSC(display, root, serial, 0, 1, 0)
        }
        waiting = (serial, previous.map { $0.number + 1 }, handler)
        backend?.setNeedsFlush()
        return ScheduledWork { [weak self] in
            MainActor.assumeIsolated {
                if self?.waiting?.serial == serial { self?.waiting = nil }
            }
        }
    }

    /// The refresh rate of the screen changed (RandR); 0 means unknown, and the period is measured.
    func refreshRateChanged(_ rate: Double) {
        periodIsKnown = rate > 0
        if periodIsKnown { period = 1 / rate }
    }

    /// A `PresentCompleteNotify` for one of our waits arrived.
    func completed(serial: UInt32, ust: UInt64, msc: UInt64) {
        measurePeriod(ust: ust, msc: msc)
        guard let waiting, waiting.serial == serial, let backend else { return }
        self.waiting = nil
        var vblank = VBlank(time: Double(ust) / 1_000_000, number: max(Int64(msc), waiting.awaited ?? 0))
        // Read late (the app was busy): the latest vblank on the grid the answer gives.
        let missed = ((backend.scheduler.now - vblank.time) / period).rounded(.down)
        if missed >= 1 {
            vblank.time += missed * period
            vblank.number += Int64(missed)
        }
        waiting.handler(vblank)
    }

    private func measurePeriod(ust: UInt64, msc: UInt64) {
        defer { lastAnswer = (ust, msc) }
        guard !periodIsKnown, let last = lastAnswer, msc > last.msc, ust > last.ust, ust - last.ust < 1_000_000
        else { return }
        let measured = Double(ust - last.ust) / 1_000_000 / Double(msc - last.msc)
        period += (measured - period) / 8
    }
}
