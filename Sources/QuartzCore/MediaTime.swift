import Synchronization
import WindowSystem

/// Seconds since an arbitrary point, from the monotonic clock (the manual clock under test).
public typealias CFTimeInterval = Double

/// The current time of the clock that drives frames and animations, callable from any thread as on iOS.
///
/// It reads the installed scheduler's clock — the monotonic clock, or a headless test's manual clock
/// — and the monotonic clock before any is installed.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.reader.withLock { $0 }?() ?? monotonicSeconds()
}

/// The clock `CACurrentMediaTime()` reads, published when the application installs a scheduler.
enum MediaClock {
    static let reader = Mutex<(@Sendable () -> Double)?>(nil)
}
