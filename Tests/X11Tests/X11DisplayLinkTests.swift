import Foundation
import UIKit
import WindowSystem
import XCTest

/// Display links paced by the real X11 backend under Xvfb, whose Present extension makes up 60 Hz
/// vblanks: MSC n at n × 16 666 µs (16 667 on older servers) of the monotonic clock.
final class X11DisplayLinkTests: XCTestCase {
    func testLinkTicksAtTheRefreshRateOnTheServersVBlankGrid() throws {
        try MainActor.assumeIsolated {
            let app = try X11App(delegate: ClosureAppDelegate())
            let frames = FrameLog()
            let link = CADisplayLink(target: frames, selector: FrameLog.record)

            link.add(to: .main, forMode: .default)
            XCTAssertTrue(app.pump(timeout: 5) { frames.timestamps.count >= 30 }, "\(frames.timestamps.count) frames")
            link.invalidate()

            XCTAssertEqual(FrameSource.current.isRunning, false)
            let period = link.duration
            frames.assertWholePeriodsApart(period, tolerance: 1e-9)
            frames.assertCalledAfterTheirVSync()
            if app.backend.screen.refreshRate == 0 {
                // No real CRTC: the server's made-up grid, which the clock keeps exactly.
                XCTAssertTrue([16_666, 16_667].contains((period * 1_000_000).rounded()), "period \(period)")
                for timestamp in frames.timestamps {
                    let micros = timestamp * 1_000_000
                    let periodMicros = (period * 1_000_000).rounded()
                    XCTAssertEqual(micros, (micros / periodMicros).rounded() * periodMicros, accuracy: 0.01)
                }
            }
        }
    }

    func testPresentEventsPaceTheLinkWhenAskedFor() throws {
        try MainActor.assumeIsolated {
            let app = try X11App(delegate: ClosureAppDelegate(), environment: ["CASEMENT_FRAME_CLOCK": "present"])
            let frames = FrameLog()
            let link = CADisplayLink(target: frames, selector: FrameLog.record)

            link.add(to: .main, forMode: .common)
            XCTAssertTrue(app.pump(timeout: 10) { frames.timestamps.count >= 30 }, "\(frames.timestamps.count) frames")
            link.invalidate()

            // Xvfb stamps a made-up vblank with the time its millisecond timer fired, which a busy
            // machine delays at will. What holds however late it fires: each call is for a later
            // vblank than the last, so never more calls than 60 Hz vblanks passed (give or take the
            // rounding of the first and the last), timestamps only go forward, and each call comes
            // after its vblank. How even the frames are, and the period measured from them, is for
            // `make bench` (the pacing group).
            let vblanks = ((frames.callTimes.last ?? 0) - (frames.callTimes.first ?? 0)) * 60
            XCTAssertLessThanOrEqual(Double(frames.timestamps.count - 1), vblanks.rounded(.up) + 3)
            for (earlier, later) in zip(frames.timestamps, frames.timestamps.dropFirst()) {
                XCTAssertLessThan(earlier, later)
            }
            frames.assertCalledAfterTheirVSync()
            XCTAssertGreaterThan(link.duration, 0)
            XCTAssertEqual(
                link.targetTimestamp - link.timestamp, link.duration, accuracy: 4 * max(link.timestamp, 1).ulp)
        }
    }

    func testFoundationTimerAndDisplayLinkBothRunOnTheMainRunLoop() throws {
        try MainActor.assumeIsolated {
            let app = try X11App(delegate: ClosureAppDelegate())
            let frames = FrameLog()
            let link = CADisplayLink(target: frames, selector: FrameLog.record)
            var timerFires: [TimeInterval] = []
            let scheduled = CACurrentMediaTime()
            let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
                MainActor.assumeIsolated { timerFires.append(CACurrentMediaTime()) }
            }

            link.add(to: .main, forMode: .default)
            let bothRan = app.pump(timeout: 5) { timerFires.count >= 6 && frames.timestamps.count >= 30 }
            timer.invalidate()
            link.invalidate()

            XCTAssertTrue(bothRan, "\(timerFires.count) timer fires, \(frames.timestamps.count) frames")
            frames.assertWholePeriodsApart(link.duration, tolerance: 1e-9)
            // The timer keeps its own 50 ms schedule beside the 60 Hz frames: its nth fire comes no
            // sooner than n × 50 ms after it was scheduled (a busy machine can only make fires late
            // or skip them, which is for `make bench` to measure, not a test).
            for (index, fire) in timerFires.enumerated() {
                XCTAssertGreaterThan(fire - scheduled, Double(index + 1) * 0.05 - 0.002, "fire \(index + 1)")
            }
        }
    }
}

/// A display-link target that records each frame's timestamp and when it was called.
@MainActor private final class FrameLog {
    private(set) var timestamps: [CFTimeInterval] = []
    private(set) var callTimes: [CFTimeInterval] = []

    func record(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        callTimes.append(CACurrentMediaTime())
    }

    /// Consecutive timestamps are one or more whole periods apart (more when frames were dropped).
    func assertWholePeriodsApart(
        _ period: CFTimeInterval, tolerance: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (earlier, later) in zip(timestamps, timestamps.dropFirst()) {
            let periods = (later - earlier) / period
            XCTAssertGreaterThanOrEqual(periods.rounded(), 1, file: file, line: line)
            XCTAssertEqual(later - earlier, periods.rounded() * period, accuracy: tolerance, file: file, line: line)
        }
    }

    /// Each call came after its frame's vsync, before the next frame's.
    func assertCalledAfterTheirVSync(file: StaticString = #filePath, line: UInt = #line) {
        for (timestamp, called) in zip(timestamps, callTimes) {
            XCTAssertGreaterThanOrEqual(called, timestamp, file: file, line: line)
        }
    }
}
