import Foundation
import Synchronization
import UIKit
import UIKitTesting
import X11Backend

/// Frame timing of the real app on the X11 backend (under Xvfb, its Present grid), against references
/// measured in the same run:
/// - display-link callback lateness (call time − `timestamp`) against a bare `clock_nanosleep` loop
///   on absolute deadlines, run on a thread of its own at the same time, half a frame out of phase;
///   goal: p99 ≤ the bare loop's p99 + 100 µs;
/// - cumulative drift of the callbacks over the run (`CASEMENT_BENCH_FRAME_SECONDS`, default 60 s),
///   against a naive loop sleeping one period after each wake; goal: < one frame;
/// - `targetTimestamp − timestamp == duration` exactly, and timestamps on the vblank grid;
/// - 300 layers under Core Animation (a repeating animation each, 400 in all): dropped frames and CPU
///   per frame, with a display link counting the frames;
/// - an idle app (`CASEMENT_BENCH_IDLE_SECONDS`, default 60 s): main-thread wake-ups (voluntary
///   context switches) and CPU; goals: no frame-clock wake-up, ≤ 0.1 % CPU.
/// Skipped without an X display.
@MainActor
func runFrameTimingBenchmarks() {
    let environment = ProcessInfo.processInfo.environment
    guard let backend = try? X11Backend(environment: environment) else {
        print("Frame timing: skipped (no X display; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    UIApplication.resetShared()
    UIApplication.shared.launch(delegate: BenchDelegate(), backend: backend, environment: environment)
    let seconds = Double(environment["CASEMENT_BENCH_FRAME_SECONDS"] ?? "") ?? 60
    let idleSeconds = Double(environment["CASEMENT_BENCH_IDLE_SECONDS"] ?? "") ?? 60
    let period = FrameSource.current.period
    print(
        String(
            format:
                "Frame timing (X11, %.3f Hz grid of %.0f µs, %.0f s; reference: clock_nanosleep on absolute deadlines)",
            1 / period, period * 1e6, seconds))

    let frames = measureDisplayLink(seconds: seconds, period: period)
    reportFrames(frames, period: period, naiveDrift: naiveDriftPerSecond(period: period))
    measureMovingLayers(seconds: min(seconds, 5))
    measureIdle(seconds: idleSeconds)
    print("")
}

/// One display-link call.
private struct FrameSample {
    var timestamp: Double
    var targetTimestamp: Double
    var duration: Double
    var called: Double
}

private struct FrameRun {
    var samples: [FrameSample]
    var bareLateness: [Double]
}

@MainActor
private func measureDisplayLink(seconds: Double, period: Double) -> FrameRun {
    let bare = BareLoop(period: period, seconds: seconds)
    Thread.detachNewThread { bare.run() }
    var samples: [FrameSample] = []
    samples.reserveCapacity(Int(seconds / period) + 10)
    let link = CADisplayLink { link in
        samples.append(
            FrameSample(
                timestamp: link.timestamp, targetTimestamp: link.targetTimestamp, duration: link.duration,
                called: CACurrentMediaTime()))
    }
    let end = CACurrentMediaTime() + seconds
    link.add(to: .main, forMode: .common)
    while CACurrentMediaTime() < end { _ = RunLoop.main.run(mode: .default, before: Date() + 0.25) }
    link.invalidate()
    while !bare.isDone { _ = RunLoop.main.run(mode: .default, before: Date() + 0.05) }
    return FrameRun(samples: samples, bareLateness: bare.lateness)
}

private func reportFrames(_ run: FrameRun, period: Double, naiveDrift: Double) {
    guard let first = run.samples.first, let last = run.samples.last, run.samples.count > 120 else {
        print("    NOT measured: only \(run.samples.count) display-link calls")
        return
    }
    let lateness = Distribution(run.samples.map { $0.called - $0.timestamp })
    let bare = Distribution(run.bareLateness)
    bare.reportLateness("reference: bare clock_nanosleep loop lateness")
    lateness.reportLateness("display-link callback lateness")
    print(
        String(
            format: "    goal p99 ≤ bare p99 + 100 µs (%.1f µs): %@", (bare.p99 + 100e-6) * 1e6,
            lateness.p99 <= bare.p99 + 100e-6 ? "met" : "NOT met"))

    let frameSpan = Int(((last.timestamp - first.timestamp) / period).rounded()) + 1
    print("    \(run.samples.count) calls for \(frameSpan) vblanks (\(frameSpan - run.samples.count) dropped)")
    // Drift: how much later in its frame the last second's calls come than the first second's.
    let perSecond = Int((1 / period).rounded())
    let early = Distribution(run.samples.prefix(perSecond).map { $0.called - $0.timestamp }).median
    let late = Distribution(run.samples.suffix(perSecond).map { $0.called - $0.timestamp }).median
    let drift = late - early
    print(
        String(
            format: "    cumulative drift over %.0f s: %+.1f µs (naive relative timer: %+.1f ms per second); "
                + "goal < one frame: %@", last.timestamp - first.timestamp, drift * 1e6, naiveDrift * 1e3,
            abs(drift) < period ? "met" : "NOT met"))

    let inexact = run.samples.filter { $0.targetTimestamp - $0.timestamp != $0.duration }.count
    print(
        "    targetTimestamp − timestamp == duration exactly: \(inexact == 0 ? "met" : "NOT met (\(inexact) frames)")")
    let offGrid =
        run.samples.map { sample in
            let periods = (sample.timestamp - first.timestamp) / period
            return abs(periods - periods.rounded()) * period
        }.max() ?? 0
    let offAbsoluteGrid = run.samples.map { abs($0.timestamp - ($0.timestamp / period).rounded() * period) }.max() ?? 0
    print(
        String(
            format: "    timestamps off the %.0f µs grid: at most %.3f µs (%.3f µs from whole multiples of it, "
                + "the grid of Xvfb's Present)", period * 1e6, offGrid * 1e6, offAbsoluteGrid * 1e6))
}

/// How far a loop that sleeps one period after each wake falls behind the grid per second.
private func naiveDriftPerSecond(period: Double) -> Double {
    let start = monotonicSeconds()
    var wakes = 0
    while monotonicSeconds() - start < 1 {
        var delay = timespec(tv_sec: 0, tv_nsec: Int(period * 1e9))
        nanosleep(&delay, nil)
        wakes += 1
    }
    let elapsed = monotonicSeconds() - start
    return (elapsed - Double(wakes) * period) / elapsed
}

/// 300 layers, each with a repeating `CABasicAnimation` of its position (every third also of its
/// opacity), on the real X11 window: the frames dropped (a display link notes each frame) and the
/// CPU time each frame cost, presenting included.
@MainActor
private func measureMovingLayers(seconds: Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let layers = (0..<300).map { index -> CALayer in
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        layer.backgroundColor = UIColor(hue: CGFloat(index) / 300, saturation: 0.7, brightness: 0.9, alpha: 1).cgColor
        window.layer.addSublayer(layer)
        return layer
    }
    for (index, layer) in layers.enumerated() {
        layer.position = CGPoint(x: 20 + CGFloat(index % 20) * 38, y: 20 + CGFloat(index / 20) * 38)
        let move = CABasicAnimation(keyPath: "position")
        move.byValue = CGPoint(x: 30, y: 12)
        move.duration = 0.8 + Double(index % 5) * 0.1
        move.autoreverses = true
        move.repeatCount = .infinity
        layer.add(move, forKey: "move")
        if index.isMultiple(of: 3) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.3
            fade.duration = 0.7
            fade.autoreverses = true
            fade.repeatCount = .infinity
            layer.add(fade, forKey: "fade")
        }
    }
    _ = pumpFrames(seconds: 0.5)
    var frameIndices: [Int64] = []
    let link = CADisplayLink { link in
        frameIndices.append(Int64((link.timestamp / link.duration).rounded()))
    }
    let cpuBefore = processCPUSeconds()
    link.add(to: .main, forMode: .common)
    _ = pumpFrames(seconds: seconds)
    link.invalidate()
    let cpu = processCPUSeconds() - cpuBefore
    window.isHidden = true
    guard let first = frameIndices.first, let last = frameIndices.last, frameIndices.count > 1 else {
        print("    300 moving layers: NOT measured")
        return
    }
    let dropped = Int(last - first) + 1 - frameIndices.count
    print(
        String(
            format: "    300 animating layers (800×600 window): %d frames, %d dropped, CPU %.2f ms per frame",
            frameIndices.count, dropped, cpu / Double(frameIndices.count) * 1e3))
    goal("no dropped frames", dropped == 0)
}

/// An idle app: no link, no animation, a window on screen. The main thread should sleep throughout.
@MainActor
private func measureIdle(seconds: Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.backgroundColor = .systemBlue
    window.makeKeyAndVisible()
    _ = pumpFrames(seconds: 0.5)
    let running = CADisplayLink { _ in }
    running.add(to: .main, forMode: .common)
    let busy = mainThreadWakeUps(seconds: 1)
    running.invalidate()
    _ = pumpFrames(seconds: 0.1)

    let lastFrame = FrameSource.current.currentFrame
    let cpuBefore = processCPUSeconds()
    let idle = mainThreadWakeUps(seconds: seconds)
    let cpu = (processCPUSeconds() - cpuBefore) / seconds
    let ticked = FrameSource.current.currentFrame != lastFrame
    window.isHidden = true
    print(
        String(
            format: "    idle app over %.0f s: %@, %d main-thread wake-ups in all (the measured run's own end is "
                + "one; with a display link: %d per second), CPU %.3f %%", seconds,
            ticked ? "the frame clock ticked" : "no frame-clock tick", idle, busy, cpu * 100))
    // A handful of wake-ups over the whole run is no clock; a frame clock would make one per frame.
    let met = !ticked && Double(idle) < max(2, seconds / 10) + 0.5 && cpu <= 0.001
    print("    goal no frame-clock wake-up and ≤ 0.1 % CPU: \(met ? "met" : "NOT met")")
}

/// Runs the main run loop for `seconds` and counts how often the main thread went to sleep and woke.
@MainActor
private func mainThreadWakeUps(seconds: Double) -> Int {
    let before = mainThreadVoluntarySwitches()
    _ = RunLoop.main.run(mode: .default, before: Date() + seconds)
    return mainThreadVoluntarySwitches() - before
}

/// Runs the main run loop for `seconds`, frames and all.
@MainActor
func pumpFrames(seconds: Double) -> Bool {
    let end = Date() + seconds
    while Date() < end { _ = RunLoop.main.run(mode: .default, before: end) }
    return true
}

/// `RUSAGE_THREAD`, which Glibc's module leaves out (it is a GNU extension).
private let usageOfThisThread: Int32 = 1

private func mainThreadVoluntarySwitches() -> Int {
    var usage = rusage()
    getrusage(usageOfThisThread, &usage)
    return usage.ru_nvcsw
}

/// The CPU time the process has used, user and system.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

/// A thread sleeping with `clock_nanosleep` until absolute deadlines half a period off the frame grid,
/// noting how late it wakes.
private final class BareLoop: Sendable {
    private let period: Double
    private let seconds: Double
    private let results = Mutex<[Double]?>(nil)

    init(period: Double, seconds: Double) {
        self.period = period
        self.seconds = seconds
    }

    var isDone: Bool { results.withLock { $0 != nil } }
    var lateness: [Double] { results.withLock { $0 ?? [] } }

    func run() {
        let start = ((monotonicSeconds() / period).rounded(.up) + 0.5) * period
        let count = Int(seconds / period)
        var lateness: [Double] = []
        lateness.reserveCapacity(count)
        for index in 1...count {
            let deadline = start + Double(index) * period
            var wake = timespec(
                tv_sec: Int(deadline.rounded(.down)), tv_nsec: Int((deadline - deadline.rounded(.down)) * 1e9))
            clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, nil)
            lateness.append(monotonicSeconds() - deadline)
        }
        results.withLock { $0 = lateness }
    }
}

/// Lateness figures: median, 99th percentile and the worst, in microseconds.
extension Distribution {
    fileprivate func reportLateness(_ name: String) {
        let figures = String(
            format: "p50 %7.1f µs   p99 %7.1f µs   max %7.1f µs", median * 1e6, p99 * 1e6, (sorted.last ?? .nan) * 1e6)
        print("\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(figures)")
    }
}
