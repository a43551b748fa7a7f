import WindowSystem

/// The platform services the layer tree renders with, installed by the application when it connects
/// to a backend. Without one (layers used on their own), commits happen only through `CATransaction.flush()`.
@MainActor
package enum RenderEnvironment {
    /// The run loop's time and turns; its clock is also what `CACurrentMediaTime()` reads.
    package static var scheduler: Scheduler? {
        didSet {
            let reader = scheduler?.clock
            MediaClock.reader.withLock { $0 = reader }
        }
    }
}
