import CX11
import Foundation
import XCTest

/// A second X connection the tests read the server's state through, kept open for the whole run
/// (Xvfb resets itself whenever its last client disconnects). Used from the main thread only.
enum X11Observer {
    nonisolated(unsafe) static let display: OpaquePointer? = {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else { return nil }
        return XOpenDisplay(name)
    }()

    /// The observer connection, or a skip when there is no X server.
    static func require() throws -> OpaquePointer {
        guard let display else { throw XCTSkip("needs an X server: run under xvfb-run (make test does)") }
        return display
    }

    /// The window's position (root coordinates), size and whether it is viewable.
    static func geometry(of window: UInt) -> (frame: CGRect, viewable: Bool)? {
        guard let display else { return nil }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, Window(window), &attributes) != 0 else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, Window(window), XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        let frame = CGRect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
        return (frame, attributes.map_state == IsViewable)
    }

    /// The colour on screen at a root-window pixel, as 0xRRGGBB.
    static func screenPixel(x: Int, y: Int) -> UInt32? {
        guard let display else { return nil }
        guard let image = XGetImage(display, XDefaultRootWindow(display), Int32(x), Int32(y), 1, 1, ~0, ZPixmap) else {
            return nil
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        return UInt32(image.pointee.f.get_pixel(image, 0, 0) & 0xFFFFFF)
    }

    /// The window that has keyboard focus.
    static func focusedWindow() -> UInt? {
        guard let display else { return nil }
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focus, &revert)
        return UInt(focus)
    }

    /// Resizes a window as a window manager would.
    static func resize(_ window: UInt, width: Int, height: Int) {
        guard let display else { return }
        XResizeWindow(display, Window(window), UInt32(width), UInt32(height))
        XSync(display, 0)
    }

    /// Sends WM_DELETE_WINDOW as a window manager's close button does.
    static func requestClose(_ window: UInt) {
        guard let display else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, Window(window), 0, NoEventMask, &event)
        XSync(display, 0)
    }
}
