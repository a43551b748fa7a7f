import WindowSystem

/// Seconds since an arbitrary point, from the monotonic clock (the manual clock under test).
public typealias CFTimeInterval = Double

/// The current time of the clock that drives frames and animations.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    RenderEnvironment.scheduler?.now ?? monotonicSeconds()
}
