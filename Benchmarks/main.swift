import UIKit
import UIKitTesting

/// Benchmarks print each figure as a ratio to a reference measured in the same run: one raw cairo
/// fill of a window-sized surface, the least any frame can cost.
final class BenchDelegate: UIResponder, UIApplicationDelegate {}

MainActor.assumeIsolated {
    // The solver's build benchmark runs in a process of its own (see `runBuildBenchmark()`).
    if ProcessInfo.processInfo.environment[solverBuildVariable] != nil { return runSolverBuildBenchmark() }
    let size = CGSize(width: 800, height: 600)
    let raw = CGContext(
        data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    let reference = measure {
        raw.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        raw.fill(CGRect(origin: .zero, size: size))
    }
    print("Casement benchmarks (800×600 window, scale 1)")
    report("reference: raw cairo fill of the window surface", seconds: reference, reference: reference)

    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    for index in 0..<200 {
        let tile = UIView(
            frame: CGRect(x: CGFloat(index % 20) * 40, y: CGFloat(index / 20) * 40, width: 36, height: 36))
        tile.backgroundColor = UIColor(hue: CGFloat(index) / 200, saturation: 0.6, brightness: 0.9, alpha: 1)
        tile.layer.cornerRadius = index.isMultiple(of: 2) ? 6 : 0
        container.addSubview(tile)
    }
    app.runUntilIdle()

    var flip = false
    let frame = measure {
        flip.toggle()
        container.subviews[0].backgroundColor = flip ? .red : .blue
        app.runUntilIdle()
    }
    report("commit + composite + present, 200 views", seconds: frame, reference: reference)

    let idle = measure { app.runUntilIdle() }
    report("idle turn (nothing changed)", seconds: idle, reference: reference)

    container.alpha = 0.9
    let grouped = measure {
        flip.toggle()
        container.subviews[0].backgroundColor = flip ? .red : .blue
        app.runUntilIdle()
    }
    report("same with group opacity on the container", seconds: grouped, reference: reference)

    print("")
    // CASEMENT_BENCH=animation (or another group's name) runs that group alone, for profiling.
    let only = ProcessInfo.processInfo.environment["CASEMENT_BENCH"]
    // The headless groups first (they use the headless app above); then those with X11 parts, frame
    // timing first: its lateness is measured before other benchmarks leave X connections behind.
    let groups: [(String, () -> Void)] = [
        ("animation", { runAnimationBenchmarks(app: app) }), ("compositor", runCompositorBenchmarks),
        ("bars", runBarBenchmarks),
        ("transition", runTransitionBenchmarks), ("coregraphics", runCoreGraphicsBenchmarks),
        ("images", runImageRenderingBenchmarks),
        ("labels", runLabelBenchmarks),
        ("controls", runControlBenchmarks), ("solver", runSolverBenchmarks), ("autolayout", runAutoLayoutBenchmarks),
        ("diffable", runDiffableBenchmarks),
        ("frames", runFrameTimingBenchmarks), ("scrolling", runScrollingBenchmarks), ("tables", runTableBenchmarks),
        ("cells", runCellBenchmarks), ("collections", runCollectionBenchmarks),
        ("idle", runIdleCatalogBenchmarks),
        ("pacing", runPresentPacingBenchmarks),
        ("present", runPresentBenchmarks),
        ("latency", runInputLatencyBenchmarks), ("text", runTextBenchmarks),
    ]
    for (name, run) in groups where only == nil || only == name { run() }
}
