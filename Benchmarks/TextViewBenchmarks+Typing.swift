import Foundation
import UIKit
import UIKitTesting
import X11Backend

/// From a key typed on the X server to the frame that shows its glyph, in the real app on a new X11
/// backend: `TextViewDocument` in an 800×600 window, editing with the caret at the end of the middle line. The
/// user (`XTestUser`, as the input latency group drives it) types x and, once it shows, Backspace,
/// 200 times, watching the pixels inside where the x goes (clear of the caret before and after it).
/// Each figure against the X round trip (`XNoOp` + `XSync`) timed before each key. Goal: the glyph
/// presented within one frame of the screen's refresh rate at p99.
@MainActor
func typeIntoTextViewOnX11() {
    let environment = ProcessInfo.processInfo.environment
    guard let backend = try? X11Backend(environment: environment), let user = XTestUser() else {
        print("    X11: skipped (no X display with XTest; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    UIApplication.resetShared()
    UIApplication.shared.launch(delegate: BenchDelegate(), backend: backend, environment: environment)
    let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 800, height: 600))
    window.backgroundColor = .white
    let textView = TextViewDocument.makeTextView(in: window)
    textView.backgroundColor = .white
    window.makeKeyAndVisible()
    guard pump(timeout: 5, until: { (window.host?.statistics.framesPresented ?? 0) > 0 }),
        let platformWindow = window.platformWindow, let caret = textView.selectedTextRange?.start
    else {
        user.close()
        print("    X11: NOT measured (the window was never presented)")
        return
    }
    let recorder = TypingRecorder(textView)
    let presented = window.host?.didPresent
    window.host?.didPresent = {
        presented?()
        recorder.commitDidFinish()
    }
    defer { window.host?.didPresent = presented }

    let frameInterval = 1 / Double(window.screen.maximumFramesPerSecond)
    let glyph = textView.convert(textView.caretRect(for: caret), to: window)
    let advance = ("x" as NSString).size(withAttributes: [.font: TextViewDocument.font]).width
    let scale = window.screen.scale
    let left = Int(((glyph.minX + 2) * scale).rounded(.up)) + 1
    let right = Int(((glyph.minX + advance) * scale).rounded(.down)) - 1
    let top = Int((glyph.minY * scale).rounded(.up))
    let bottom = Int((glyph.maxY * scale).rounded(.down))
    let origin = platformWindow.frame
    let watched = PixelRect(x: origin.x + left, y: origin.y + top, width: right - left, height: bottom - top)
    let plan = XTestUser.Plan(
        input: .key(typed: user.keycode(0x78), undoing: user.keycode(0xFF08)),  // XK_x, XK_BackSpace
        point: PixelPoint(x: origin.x + 20, y: origin.y + 20), watched: watched, idlePixel: 0xFF_FFFF, presses: 200,
        pauseSpread: frameInterval)
    let samples = user.runBesideTheApp(plan, in: platformWindow.id.rawValue)
    window.isHidden = true
    if let failure = samples.failure {
        print("    X11: NOT measured (\(failure))")
        return
    }
    guard recorder.changeTimes.count == samples.pressed.count, recorder.commitTimes.count == samples.pressed.count
    else {
        print(
            "    X11: NOT measured (\(samples.pressed.count) keys, \(recorder.changeTimes.count) changes, "
                + "\(recorder.commitTimes.count) commits)")
        return
    }
    let roundTrip = Distribution(samples.roundTrips)
    print(
        "Typing on X11 (\(samples.pressed.count) XTest keys at the end of line 5 000 of 10 000, 800×600 window; "
            + "reference: XNoOp + XSync round trip)")
    roundTrip.report("reference: XNoOp + XSync round trip")
    Distribution(zip(samples.pressed, recorder.changeTimes).map { $1 - $0 })
        .report("key → textViewDidChange", against: roundTrip.median)
    Distribution(zip(samples.pressed, recorder.commitTimes).map { $1 - $0 })
        .report("key → commit with the glyph presented", against: roundTrip.median)
    let shown = Distribution(zip(samples.pressed, samples.presented).map { $1 - $0 })
    shown.report("key → glyph on screen (read back)", against: roundTrip.median)
    goal(String(format: "≤ one frame at p99 (%.1f ms)", frameInterval * 1e3), shown.p99 <= frameInterval)
}

/// Notes when each typed x changed the text (the caret past where it was) and when the commit that
/// presents it finished.
@MainActor
private final class TypingRecorder: NSObject, UITextViewDelegate {
    private(set) var changeTimes: [Double] = []
    private(set) var commitTimes: [Double] = []
    private var typedUncommitted = false

    init(_ textView: UITextView) {
        super.init()
        textView.delegate = self
    }

    func textViewDidChange(_ textView: UITextView) {
        guard textView.selectedRange.location > TextViewDocument.caretOffset else { return }
        changeTimes.append(CACurrentMediaTime())
        typedUncommitted = true
    }

    func commitDidFinish() {
        guard typedUncommitted else { return }
        typedUncommitted = false
        commitTimes.append(CACurrentMediaTime())
    }
}
