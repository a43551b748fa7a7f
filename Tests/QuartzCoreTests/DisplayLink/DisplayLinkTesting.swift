import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// A display-link target that records the link's times at each call.
@MainActor final class FrameRecorder {
    private(set) var timestamps: [CFTimeInterval] = []
    private(set) var targetTimestamps: [CFTimeInterval] = []
    private(set) var durations: [CFTimeInterval] = []
    /// `CACurrentMediaTime()` at each call.
    private(set) var callTimes: [CFTimeInterval] = []
    private(set) var plainCalls = 0
    var onStep: (CADisplayLink) -> Void = { _ in }

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        targetTimestamps.append(link.targetTimestamp)
        durations.append(link.duration)
        callTimes.append(CACurrentMediaTime())
        onStep(link)
    }

    func tick() {
        plainCalls += 1
    }
}

/// The frame numbers of `timestamps` on the 60 Hz grid that starts at 1000 s: a new
/// `HeadlessLayerHost`'s clock and frame source.
func frameNumbers(_ timestamps: [CFTimeInterval]) -> [Int] {
    timestamps.map { Int((($0 - 1000) * 60).rounded()) }
}

/// Fails unless every time is within a nanosecond of the 60 Hz grid that starts at 1000 s.
func assertOnGrid(_ timestamps: [CFTimeInterval], file: StaticString = #filePath, line: UInt = #line) {
    for (time, number) in zip(timestamps, frameNumbers(timestamps)) {
        XCTAssertEqual(time, 1000 + Double(number) / 60, accuracy: 1e-9, file: file, line: line)
    }
}
