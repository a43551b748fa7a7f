import WindowSystem

/// The platform services the layer tree renders with, installed by the application when it connects
/// to a backend. Without one (layers used on their own), commits happen only through `CATransaction.flush()`.
@MainActor
package enum RenderEnvironment {
    /// The run loop's time and turns; its clock is also what `CACurrentMediaTime()` reads.
    package static var scheduler: Scheduler? {
        didSet {
            let clock = scheduler.map { MediaClock(read: $0.clock) }
            MediaClock.installed.withLock { $0 = clock }
        }
    }
}
