import CX11
import CXTest
import Foundation
import WindowSystem

/// A second X client playing the user: it points at a spot on the screen and presses the button through
/// XTest, times its own round trips to the server, and reads the spot's pixel back from the screen to
/// see when what a press changed is shown.
///
/// Opened and closed on the main thread, and in between used by `run` on one worker thread alone: Xlib
/// without `XInitThreads` allows one thread per connection, and opening or closing one touches lists
/// shared by all. Its requests cannot fail (the root window is always viewable), so the app's
/// main-actor X error handler never runs on the worker thread.
final class XTestUser: @unchecked Sendable {
    /// What to press and what to watch.
    struct Plan: Sendable {
        /// The pixel to press and watch, on the screen.
        var point: PixelPoint
        /// The watched pixel's value while the view is not highlighted.
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
        /// When the watched pixel was first read back changed.
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

    /// Presses and releases `plan.presses` times, each time waiting until the press shows on screen and
    /// then until the release has put the idle pixel back. Blocks; call it off the main thread.
    func run(_ plan: Plan) -> Samples {
        var samples = Samples()
        XTestFakeMotionEvent(display, screenNumber, Int32(plan.point.x), Int32(plan.point.y), 0)
        XSync(display, 0)
        guard wait(plan, until: { $0 == plan.idlePixel }) != nil else {
            samples.failure = "the window never showed its idle colour at the pressed point"
            return samples
        }
        for _ in 0..<plan.presses {
            usleep(useconds_t((0.002 + Double.random(in: 0..<plan.pauseSpread)) * 1e6))
            let roundTripStart = monotonicSeconds()
            XNoOp(display)
            XSync(display, 0)
            samples.roundTrips.append(monotonicSeconds() - roundTripStart)

            let pressed = monotonicSeconds()
            XTestFakeButtonEvent(display, 1, 1, 0)
            XFlush(display)
            guard let presented = wait(plan, until: { $0 != plan.idlePixel }) else {
                samples.failure = "a press was not drawn within 2 s"
                return samples
            }
            XTestFakeButtonEvent(display, 1, 0, 0)
            XFlush(display)
            guard wait(plan, until: { $0 == plan.idlePixel }) != nil else {
                samples.failure = "a release did not restore the idle colour within 2 s"
                return samples
            }
            samples.pressed.append(pressed)
            samples.presented.append(presented)
        }
        return samples
    }

    /// Reads the watched pixel back until `condition` holds, and returns when it first did; nil after 2 s.
    ///
    /// Each read is one round trip, so a change is seen at most one round trip late.
    private func wait(_ plan: Plan, until condition: (UInt32) -> Bool) -> Double? {
        let deadline = monotonicSeconds() + 2
        while monotonicSeconds() < deadline {
            if let pixel = pixel(plan), condition(pixel) { return monotonicSeconds() }
        }
        return nil
    }

    private func pixel(_ plan: Plan) -> UInt32? {
        guard
            let image = XGetImage(
                display, root, Int32(plan.point.x), Int32(plan.point.y), 1, 1, UInt.max, ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        return UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, 0, 0)) & 0xFF_FFFF
    }
}
