import Foundation
import UIKitTesting
import X11Backend

/// A frame clock paced by the X server's Present events (`CASEMENT_FRAME_CLOCK=present`) for
/// `CASEMENT_BENCH_PACING_SECONDS` (default 10 s), against the server's own vblank grid (under Xvfb,
/// 60 Hz made up from its millisecond timer): frames delivered against vblanks passed, the period the
/// clock measured from the server's answers, and how far each step between frames is from a whole
/// number of periods. Goals: the measured rate within 1 Hz of the grid's, every step within half a
/// period of whole periods. The tests check only what a busy machine cannot change (never more frames
/// than vblanks, timestamps going forward); these figures are what it can. Skipped without an X display.
@MainActor
func runPresentPacingBenchmarks() {
    var environment = ProcessInfo.processInfo.environment
    environment["CASEMENT_FRAME_CLOCK"] = "present"
    guard let backend = try? X11Backend(environment: environment) else {
        print("Present pacing: skipped (no X display; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    let seconds = Double(environment["CASEMENT_BENCH_PACING_SECONDS"] ?? "") ?? 10
    // The grid: the screen's rate when RandR knows it, else Xvfb's made-up 60 Hz.
    let grid = backend.screen.refreshRate > 0 ? 1 / backend.screen.refreshRate : 1.0 / 60
    let clock = backend.makeFrameClock()
    var timings: [FrameTiming] = []
    clock.onFrame = { timings.append($0) }
    let start = monotonicSeconds()
    clock.start()
    let end = Date() + seconds
    while Date() < end { _ = RunLoop.main.run(mode: .default, before: end) }
    clock.stop()
    let elapsed = monotonicSeconds() - start

    print(
        String(
            format: "Present pacing (X11 Present events, %.0f s; reference: the server's %.3f Hz vblank grid)",
            seconds, 1 / grid))
    guard let last = timings.last, timings.count > 10 else {
        print("    NOT measured: only \(timings.count) frames")
        return
    }
    let steps = zip(timings, timings.dropFirst()).map { $1.timestamp - $0.timestamp }
    let offGrid = steps.map { abs($0 - ($0 / grid).rounded() * grid) }
    let worst = offGrid.max() ?? 0
    let measuredRate = 1 / last.duration
    print(
        String(
            format: "    %d frames for %.0f vblanks passed (%.1f %%), %d steps of more than one period",
            timings.count, elapsed / grid, Double(timings.count) / (elapsed / grid) * 100,
            steps.filter { ($0 / grid).rounded() > 1 }.count))
    print(
        String(
            format: "    measured rate %.3f Hz; steps off whole periods: p50 %.1f µs, worst %.1f µs",
            measuredRate, offGrid.sorted()[offGrid.count / 2] * 1e6, worst * 1e6))
    goal("measured rate within 1 Hz of the grid's", abs(measuredRate - 1 / grid) <= 1)
    goal("every step within half a period of whole periods", worst < grid / 2)
    print("")
}
