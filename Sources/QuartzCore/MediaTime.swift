import Synchronization
import WindowSystem

/// Seconds since an arbitrary point, from the monotonic clock (the manual clock under test).
public typealias CFTimeInterval = Double

/// The current time of the clock that drives frames and animations, callable from any thread as on iOS.
///
/// It reads the installed scheduler's clock — the monotonic clock, or a headless test's manual clock
/// — and the monotonic clock before any is installed.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.installed.withLock { $0 }?.read() ?? monotonicSeconds()
}

/// The clock `CACurrentMediaTime()` reads, published when the application installs a scheduler.
///
/// The closure sits in a class so that the lock hands out a reference: a closure read straight out of
/// the lock's `inout` value is re-wrapped in conversion thunks on every access, a chain that grows by
/// each call until it overflows the stack.
final class MediaClock: Sendable {
    static let installed = Mutex<MediaClock?>(nil)

    let read: @Sendable () -> Double

    init(read: @escaping @Sendable () -> Double) {
        self.read = read
    }
}
