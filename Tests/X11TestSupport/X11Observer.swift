import CX11
import Foundation
import WindowSystem

/// A second client of the same X server: it reads back what the backend's requests did, and plays the
/// parts of other clients (a window manager closing or iconifying a window, a user typing).
///
/// Tests share one connection for the whole run: Xvfb resets itself whenever its last client disconnects.
/// Used from the main thread only.
package final class X11Observer: @unchecked Sendable {
    /// The shared connection, or nil when there is no X server (`DISPLAY` unset).
    package static let shared = X11Observer()

    package let display: OpaquePointer
    package let root: Window

    package init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
        root = XDefaultRootWindow(display)
    }

    deinit {
        XCloseDisplay(display)
    }

    package func atom(_ name: String) -> Atom {
        XInternAtom(display, name, 0)
    }

    /// Where the window is on the screen and how big, as the server has it.
    package func geometry(of window: WindowID) -> PixelRect {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, Window(window.rawValue), &attributes)
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, Window(window.rawValue), root, 0, 0, &x, &y, &child)
        return PixelRect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
    }

    package func isViewable(_ window: WindowID) -> Bool {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, Window(window.rawValue), &attributes)
        return attributes.map_state == IsViewable
    }

    /// A property's type name and raw items: bytes for format 8, C longs (as `Int`) for format 32.
    package func property(_ name: String, of window: WindowID) -> (type: String, bytes: [UInt8], values: [Int])? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, Window(window.rawValue), atom(name), 0, 1 << 20, 0, 0, &type, &format,
                &count, &remaining, &data) == Success, type != 0, let data
        else { return nil }
        defer { XFree(data) }
        let typeName =
            XGetAtomName(display, type).map { name in
                defer { XFree(name) }
                return String(cString: name)
            } ?? ""
        switch format {
        case 8: return (typeName, Array(UnsafeBufferPointer(start: data, count: Int(count))), [])
        case 32:
            let longs = UnsafeRawPointer(data).bindMemory(to: Int.self, capacity: Int(count))
            return (typeName, [], Array(UnsafeBufferPointer(start: longs, count: Int(count))))
        default: return (typeName, [], [])
        }
    }

    /// The root's children from bottom to top, as `XQueryTree` lists them.
    package func stackingOrder() -> [Window] {
        var rootReturn: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    package func focusedWindow() -> Window {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focus, &revert)
        return focus
    }

    /// The screen's pixels in `rect` as `0xRRGGBB`, row by row.
    package func pixels(in rect: PixelRect) -> [UInt32] {
        guard
            let image = XGetImage(
                display, root, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
                UInt32(rect.height), UInt.max, ZPixmap)
        else { return [] }
        defer { _ = image.pointee.f.destroy_image(image) }
        var pixels: [UInt32] = []
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                pixels.append(
                    UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, Int32(x), Int32(y))) & 0xFF_FFFF)
            }
        }
        return pixels
    }

    /// Asks the window to close the way a window manager does (ICCCM `WM_DELETE_WINDOW`).
    package func sendDeleteWindow(to window: WindowID) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window.rawValue)
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l = (Int(atom("WM_DELETE_WINDOW")), Int(CurrentTime), 0, 0, 0)
        XSendEvent(display, Window(window.rawValue), 0, NoEventMask, &event)
        XFlush(display)
    }

    package func unmap(_ window: WindowID) {
        XUnmapWindow(display, Window(window.rawValue))
        XFlush(display)
    }

    package func map(_ window: WindowID) {
        XMapWindow(display, Window(window.rawValue))
        XFlush(display)
    }

    package func destroy(_ window: WindowID) {
        XDestroyWindow(display, Window(window.rawValue))
        XSync(display, 0)
    }

    /// Sends a synthetic key press of the key that types `keysym` unshifted, with modifier `state`.
    package func sendKeyPress(keysym: KeySym, state: UInt32, to window: WindowID) {
        sendKey(keysym: keysym, state: state, isPress: true, to: window)
    }

    /// Sends a synthetic press or release of the key whose keycode types `keysym`, with modifier `state`.
    package func sendKey(keysym: KeySym, state: UInt32, isPress: Bool, to window: WindowID) {
        var event = XEvent()
        event.xkey.type = isPress ? KeyPress : KeyRelease
        event.xkey.display = display
        event.xkey.window = Window(window.rawValue)
        event.xkey.root = root
        event.xkey.time = Time(CurrentTime)
        event.xkey.state = state
        event.xkey.keycode = UInt32(XKeysymToKeycode(display, keysym))
        event.xkey.same_screen = 1
        XSendEvent(display, Window(window.rawValue), 1, isPress ? KeyPressMask : KeyReleaseMask, &event)
        XFlush(display)
    }

    /// Sends a synthetic button press at a window point, with modifier `state`.
    package func sendButtonPress(_ button: UInt32, at point: PixelPoint, state: UInt32, to window: WindowID) {
        var event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.display = display
        event.xbutton.window = Window(window.rawValue)
        event.xbutton.root = root
        event.xbutton.time = Time(CurrentTime)
        event.xbutton.x = Int32(point.x)
        event.xbutton.y = Int32(point.y)
        event.xbutton.state = state
        event.xbutton.button = button
        event.xbutton.same_screen = 1
        XSendEvent(display, Window(window.rawValue), 1, ButtonPressMask, &event)
        XFlush(display)
    }

    /// Sends a synthetic LeaveNotify, as the server sends when the pointer leaves or a grab takes it.
    package func sendLeave(mode: Int32, state: UInt32, to window: WindowID) {
        var event = XEvent()
        event.xcrossing.type = LeaveNotify
        event.xcrossing.display = display
        event.xcrossing.window = Window(window.rawValue)
        event.xcrossing.root = root
        event.xcrossing.mode = mode
        event.xcrossing.detail = NotifyAncestor
        event.xcrossing.state = state
        event.xcrossing.same_screen = 1
        XSendEvent(display, Window(window.rawValue), 1, LeaveWindowMask, &event)
        XFlush(display)
    }

    /// The colour on screen at one pixel, as `0xRRGGBB`.
    package func pixel(x: Int, y: Int) -> UInt32? {
        pixels(in: PixelRect(x: x, y: y, width: 1, height: 1)).first
    }

    /// Moves a window as a window manager would.
    package func move(_ window: WindowID, to origin: PixelPoint) {
        XMoveWindow(display, Window(window.rawValue), Int32(origin.x), Int32(origin.y))
        XSync(display, 0)
    }

    /// Resizes a window as a window manager would.
    package func resize(_ window: WindowID, width: Int, height: Int) {
        XResizeWindow(display, Window(window.rawValue), UInt32(width), UInt32(height))
        XSync(display, 0)
    }
}
