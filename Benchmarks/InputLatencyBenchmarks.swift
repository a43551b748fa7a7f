import Foundation
import UIKit
import UIKitTesting
import X11Backend

/// From a button press on the X server to the touched view's `touchesBegan`, and to its highlight
/// read back from the screen, against an X round trip (`XNoOp` + `XSync`) measured in the same run.
/// Goals: processing (press → `touchesBegan` less the round trip) ≤ 2 ms at the median; press → pixels
/// presented within one frame of the screen's refresh rate at p99. Skipped without an X display.
///
/// The app is the real one: `UIApplication` launched on the X11 backend in this process (after the
/// headless benchmarks, as the X11 tests do), its main run loop sleeping until the socket wakes it.
/// The user is a second X client on a worker thread (`XTestUser`).
@MainActor
func runInputLatencyBenchmarks() {
    let environment = ProcessInfo.processInfo.environment
    guard let backend = try? X11Backend(environment: environment), let user = XTestUser() else {
        print("Input latency: skipped (no X display with XTest; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    let delegate = BenchDelegate()
    UIApplication.resetShared()
    UIApplication.shared.launch(delegate: delegate, backend: backend, environment: environment)

    let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
    window.backgroundColor = .white
    let view = HighlightingView(frame: CGRect(x: 100, y: 75, width: 200, height: 150))
    window.addSubview(view)
    window.makeKeyAndVisible()
    guard pump(timeout: 5, until: { (window.host?.statistics.framesPresented ?? 0) > 0 }),
        let platformWindow = window.platformWindow
    else {
        user.close()
        print("Input latency: NOT measured (the window was never presented)")
        return
    }
    // The window's present ends each commit that shows the highlight.
    let presented = window.host?.didPresent
    window.host?.didPresent = { [weak view] in
        presented?()
        view?.commitDidFinish()
    }
    defer { window.host?.didPresent = presented }

    let frameInterval = 1 / Double(window.screen.maximumFramesPerSecond)
    let scale = window.screen.scale
    let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    let windowPoint = PixelPoint(x: Int(center.x * scale), y: Int(center.y * scale))
    let point = PixelPoint(x: platformWindow.frame.x + windowPoint.x, y: platformWindow.frame.y + windowPoint.y)
    let plan = XTestUser.Plan(
        input: .button, point: point, watched: PixelRect(x: point.x, y: point.y, width: 1, height: 1),
        idlePixel: 0xFF_FFFF, presses: 200, pauseSpread: frameInterval)
    let samples = user.runBesideTheApp(plan, in: platformWindow.id.rawValue)
    window.isHidden = true

    if let failure = samples.failure {
        print("Input latency: NOT measured (\(failure))")
        return
    }
    guard view.touchTimes.count == samples.pressed.count, view.commitTimes.count == samples.pressed.count else {
        print(
            "Input latency: NOT measured (\(samples.pressed.count) presses, \(view.touchTimes.count) touchesBegan, "
                + "\(view.commitTimes.count) commits)")
        return
    }
    reportLatency(samples, touches: view.touchTimes, commits: view.commitTimes, frameInterval: frameInterval)
}

@MainActor
private func reportLatency(
    _ samples: XTestUser.Samples, touches: [Double], commits: [Double], frameInterval: Double
) {
    let roundTrip = Distribution(samples.roundTrips)
    let touched = Distribution(zip(samples.pressed, touches).map { $1 - $0 })
    let committed = Distribution(zip(samples.pressed, commits).map { $1 - $0 })
    let presented = Distribution(zip(samples.pressed, samples.presented).map { $1 - $0 })
    print(
        "Input latency (X11, \(samples.pressed.count) XTest presses in a 400×300 window; "
            + "reference: XNoOp + XSync round trip)")
    roundTrip.report("reference: XNoOp + XSync round trip")
    touched.report("press → touchesBegan")
    committed.report("press → commit with the highlight returned")
    presented.report("press → highlight presented (read back)")
    let processing = touched.median - roundTrip.median
    let processingP99 = touched.p99 - roundTrip.median
    print(
        String(
            format: "    processing %.2f ms (p99 %.2f ms); goal ≤ 2 ms above round trip: %@", processing * 1e3,
            processingP99 * 1e3, processing <= 0.002 ? "met" : "NOT met"))
    print(
        String(
            format: "    p99 press → presented ≤ one frame (%.1f ms at %.0f Hz): %@", frameInterval * 1e3,
            1 / frameInterval, presented.p99 <= frameInterval ? "met" : "NOT met"))
}

/// A view that highlights while touched, noting when each touch began and when the commit that
/// carries its highlight finished.
private final class HighlightingView: UIView {
    private(set) var touchTimes: [Double] = []
    private(set) var commitTimes: [Double] = []
    private var highlightUncommitted = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTimes.append(CACurrentMediaTime())
        highlightUncommitted = true
        backgroundColor = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = nil
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = nil
    }

    func commitDidFinish() {
        guard highlightUncommitted else { return }
        highlightUncommitted = false
        commitTimes.append(CACurrentMediaTime())
    }
}
