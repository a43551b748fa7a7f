/// The largest finite `Float`, as Darwin's `math.h` defines `MAXFLOAT`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE`, which `math.h` defines as `MAXFLOAT`: a `Float`, so `animation.repeatCount = HUGE`
/// compiles (and repeats for as long as anyone will watch) while `let x: Double = HUGE` does not, as on iOS.
public let HUGE: Float = MAXFLOAT

/// Nanoseconds in a second, as Dispatch's `time.h` defines it (Dispatch on Linux leaves it out).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
