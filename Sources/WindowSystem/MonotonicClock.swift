import Glibc

/// Seconds of the system's monotonic clock, which never jumps with wall-clock changes.
public func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
}
