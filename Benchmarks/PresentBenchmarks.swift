import CX11
import Foundation
import UIKit
import UIKitTesting
import X11Backend

/// Presenting through the X11 backend (MIT-SHM, waiting for the server's completion as every frame
/// does) against a raw `XShmPutImage` + `XSync` of the same rectangles from a segment of our own,
/// on the same X server in the same run. Goal: ≤ 1.2×. Skipped without an X display.
@MainActor
func runPresentBenchmarks() {
    let environment = ProcessInfo.processInfo.environment
    guard let backend = try? X11Backend(environment: environment),
        let raw = RawSharedMemoryWindow(width: 1920, height: 1080)
    else {
        print("Presenting: skipped (no X display; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    // Each measurement needs its window visible: puts to a covered window are clipped away.
    let rects = [
        ("whole window", PixelRect(x: 0, y: 0, width: 1920, height: 1080)),
        ("one 64×64 rectangle", PixelRect(x: 300, y: 200, width: 64, height: 64)),
    ]
    let references = rects.map { _, rect in measure { raw.put(rect) } }
    raw.hide()
    let window = backend.makeWindow(
        WindowConfiguration(
            frame: PixelRect(x: 0, y: 0, width: 1920, height: 1080), title: "bench", applicationName: "bench"))
    window.show()
    let deadline = Date().addingTimeInterval(5)
    while !window.isMapped, Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date() + 0.01) }
    let context = window.beginFrame()
    context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 1920, height: 1080))

    print("Presenting (X11 MIT-SHM, 1920×1080 window; reference: raw XShmPutImage + XSync of the same rectangles)")
    for ((name, rect), reference) in zip(rects, references) {
        let ours = measure {
            _ = window.beginFrame()
            window.present([rect], moves: [])
        }
        backend.synchronize()
        report("present \(name)", seconds: ours, reference: reference)
        print("    goal ≤ 1.2× raw XShmPutImage: \(ours / reference <= 1.2 ? "met" : "NOT met")")
    }
    window.destroy()
}

/// A window and a shared-memory image of our own, for the reference puts.
@MainActor
private final class RawSharedMemoryWindow {
    private let display: OpaquePointer
    private let window: Window
    private let gc: GC
    private let image: UnsafeMutablePointer<XImage>
    private var segment = XShmSegmentInfo()

    init?(width: Int, height: Int) {
        guard let display = XOpenDisplay(nil), XShmQueryExtension(display) != 0 else { return nil }
        self.display = display
        let screen = XDefaultScreen(display)
        guard
            let image = XShmCreateImage(
                display, XDefaultVisual(display, screen), UInt32(XDefaultDepth(display, screen)), ZPixmap, nil,
                &segment,
                UInt32(width), UInt32(height))
        else { return nil }
        self.image = image
        segment.shmid = shmget(IPC_PRIVATE, Int(image.pointee.bytes_per_line) * height, IPC_CREAT | 0o600)
        segment.shmaddr = shmat(segment.shmid, nil, 0).assumingMemoryBound(to: CChar.self)
        segment.readOnly = 0
        image.pointee.data = segment.shmaddr
        XShmAttach(display, &segment)
        XSync(display, 0)
        shmctl(segment.shmid, IPC_RMID, nil)
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, UInt32(width), UInt32(height), 0, 0, 0)
        gc = XCreateGC(display, window, 0, nil)
        XMapWindow(display, window)
        XSync(display, 0)
    }

    isolated deinit {
        XShmDetach(display, &segment)
        shmdt(segment.shmaddr)
        XCloseDisplay(display)
    }

    func hide() {
        XUnmapWindow(display, window)
        XSync(display, 0)
    }

    func put(_ rect: PixelRect) {
        XShmPutImage(
            display, window, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y), UInt32(rect.width),
            UInt32(rect.height), 0)
        XSync(display, 0)
    }
}
