import CX11
import CXTest
import Foundation
import WindowSystem

/// A second X client playing the user: it points at a spot on the screen and presses the button or
/// types a key through XTest, times its own round trips to the server, and reads pixels back from the
/// screen to see when what a press changed is shown.
///
/// Opened and closed on the main thread, and in between used by `run` on one worker thread alone: Xlib
/// without `XInitThreads` allows one thread per connection, and opening or closing one touches lists
/// shared by all. Its requests cannot fail (the root window is always viewable), so the app's
/// main-actor X error handler never runs on the worker thread.
final class XTestUser: @unchecked Sendable {
    /// What a press is, and what puts the screen back after it.
    enum Input: Sendable {
        /// Button 1 pressed; its release puts the screen back.
        case button
        /// The key `typed` pressed and released; then `undoing` (Backspace) pressed and released.
        case key(typed: UInt8, undoing: UInt8)
    }

    /// What to press and what to watch.
    struct Plan: Sendable {
        var input: Input
        /// Where the pointer goes (and presses), on the screen.
        var point: PixelPoint
        /// The pixels to watch, on the screen: a press shows when one of them leaves `idlePixel`.
        var watched: PixelRect
        /// The watched pixels' value while nothing is pressed.
        var idlePixel: UInt32
        var presses: Int
        /// Before each press the user waits 2 ms plus a random part of this, so presses fall at every
        /// phase of the frame clock.
        var pauseSpread: Double
    }

    /// Monotonic times (seconds) per press; `failure` says why the run stopped early.
    struct Samples: Sendable {
        /// One `XNoOp` + `XSync` before each press.
        var roundTrips: [Double] = []
        /// Just before the press was sent.
        var pressed: [Double] = []
        /// When the watched pixels were first read back changed.
        var presented: [Double] = []
        var failure: String?
    }

    private let display: OpaquePointer
    private let screenNumber: Int32
    private let root: Window

    /// Connects to the display `DISPLAY` names; nil without one or without the XTest extension.
    init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            XCloseDisplay(display)
            return nil
        }
        self.display = display
        screenNumber = XDefaultScreen(display)
        root = XRootWindow(display, screenNumber)
    }

    /// The deepest mapped window at `point` on the screen: pressing there reaches that window's client.
    /// Call it on the main thread, before `run`.
    func deepestWindow(at point: PixelPoint) -> UInt {
        var window = root
        while true {
            var x: Int32 = 0
            var y: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(display, root, window, Int32(point.x), Int32(point.y), &x, &y, &child)
            guard child != 0 else { return UInt(window) }
            window = child
        }
    }

    /// Closes the connection; call it on the main thread once `run` has returned.
    func close() {
        XCloseDisplay(display)
    }

    /// The key that types `keysym` (`XK_…`) on the server's keyboard map; call it on the main thread.
    func keycode(_ keysym: UInt) -> UInt8 {
        XKeysymToKeycode(display, KeySym(keysym))
    }

    /// Presses `plan.presses` times, each time waiting until the press shows on screen and then until
    /// what puts the screen back has put the idle pixels back. Blocks; call it off the main thread.
    func run(_ plan: Plan) -> Samples {
        var samples = Samples()
        XTestFakeMotionEvent(display, screenNumber, Int32(plan.point.x), Int32(plan.point.y), 0)
        XSync(display, 0)
        guard wait(plan, untilIdle: true) != nil else {
            samples.failure = "the window never showed its idle colour at the watched pixels"
            return samples
        }
        for _ in 0..<plan.presses {
            usleep(useconds_t((0.002 + Double.random(in: 0..<plan.pauseSpread)) * 1e6))
            let roundTripStart = monotonicSeconds()
            XNoOp(display)
            XSync(display, 0)
            samples.roundTrips.append(monotonicSeconds() - roundTripStart)

            let pressed = monotonicSeconds()
            press(plan.input)
            guard let presented = wait(plan, untilIdle: false) else {
                samples.failure = "a press was not drawn within 2 s"
                return samples
            }
            putBack(plan.input)
            guard wait(plan, untilIdle: true) != nil else {
                samples.failure = "the idle pixels did not come back within 2 s"
                return samples
            }
            samples.pressed.append(pressed)
            samples.presented.append(presented)
        }
        return samples
    }

    private func press(_ input: Input) {
        switch input {
        case .button: XTestFakeButtonEvent(display, 1, 1, 0)
        case .key(let typed, _): type(typed)
        }
        XFlush(display)
    }

    private func putBack(_ input: Input) {
        switch input {
        case .button: XTestFakeButtonEvent(display, 1, 0, 0)
        case .key(_, let undoing): type(undoing)
        }
        XFlush(display)
    }

    private func type(_ keycode: UInt8) {
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
    }

    /// Reads the watched pixels back until they are all idle (`untilIdle`) or one is not, and returns
    /// when that first held; nil after 2 s.
    ///
    /// Each read is one round trip, so a change is seen at most one round trip late.
    private func wait(_ plan: Plan, untilIdle: Bool) -> Double? {
        let deadline = monotonicSeconds() + 2
        while monotonicSeconds() < deadline {
            if let idle = isIdle(plan), idle == untilIdle { return monotonicSeconds() }
        }
        return nil
    }

    private func isIdle(_ plan: Plan) -> Bool? {
        let rect = plan.watched
        guard
            let image = XGetImage(
                display, root, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height), UInt.max,
                ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        for y in 0..<Int32(rect.height) {
            for x in 0..<Int32(rect.width) {
                let pixel = UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, x, y)) & 0xFF_FFFF
                if pixel != plan.idlePixel { return false }
            }
        }
        return true
    }
}
