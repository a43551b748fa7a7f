import CCairo
import Foundation
import UIKit
import UIKitTesting
import X11Backend

/// Scrolling a 1920×1080 window of text and images (labels and image views in a clipped view with an
/// opaque background, as a scroll view scrolls: its bounds origin moves 8 points a frame), against
/// what the same frame costs done by hand in the same run: a memmove of the scrolled area, then Pango
/// and cairo drawing the exposed 8-point strip of text and image directly.
/// - Headless: the compositor's frame (bounds pass, pixel move, strip painted), goal ≤ 1.5×; the
///   pixels it repaints against the strip's.
/// - X11 (under Xvfb): the bytes written to the server per frame, through `XPutImage`
///   (`CASEMENT_NO_SHM=1`, as to a remote display) and through MIT-SHM, against the strip's; and a fling
///   of `CASEMENT_BENCH_FLING_SECONDS` (default 60 s: 3600 frames at 60 Hz), a display link scrolling
///   the real app each frame: the frames dropped (goal none, counted as the pacing benchmarks count
///   them) and the CPU per frame with commit and presenting, against the same reference.
@MainActor
func runScrollingBenchmarks() {
    print("Scrolling (1920×1080 window, scale 1, 8 points a frame; reference: memmove of the scrolled area + Pango")
    print("and cairo drawing the exposed strip's text and image directly)")
    let reference = StripReference()
    let raw = measure { reference.frame() }
    report("reference: memmove + strip drawn directly", seconds: raw, reference: raw)

    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    let page = ScrollPage(in: window)
    window.makeKeyAndVisible()
    app.runUntilIdle()
    let host = window.host!
    var last = FrameStatistics()
    let ours = measure {
        page.advance()
        last = host.paintFrameWithoutPresenting() ?? FrameStatistics()
    }
    report("compositor frame, scrolled 8 points", seconds: ours, reference: raw)
    print("    \(last.damagedPixels) pixels repainted (the strip: \(1920 * 8)), \(last.moves.count) move")
    goal("≤ 1.5× the memmove + strip drawn directly", ours / raw <= 1.5 && !last.moves.isEmpty)
    let whole = measure {
        page.advance()
        _ = host.paintFrameWithoutPresenting(everything: true)
    }
    report("the same frame repainted whole, for contrast", seconds: whole, reference: raw)
    window.isHidden = true
    app.runUntilIdle()

    flingOnX11(reference: raw)
    print("")
}

/// The X11 figures: bytes to the server per frame through each path, and the long fling.
@MainActor
private func flingOnX11(reference: Double) {
    let environment = ProcessInfo.processInfo.environment
    guard (try? X11Backend(environment: environment)) != nil else {
        print("    X11: skipped (no X display; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    var plain = environment
    plain["CASEMENT_NO_SHM"] = "1"
    print("    X11 XPutImage (a whole frame would be \(1920 * 1080 * 4) bytes):")
    for step in [4, 8, 16] {
        guard let put = fling(environment: plain, seconds: 1, step: CGFloat(step)) else { continue }
        let strip = 1920 * step * 4
        print(
            String(
                format: "        %2d points a frame: %.0f bytes written to the server per frame, %.3f× the %d-byte "
                    + "strip; %d of %d frames moved", step, put.bytesPerFrame, put.bytesPerFrame / Double(strip), strip,
                put.movedFrames, put.frames))
    }
    let seconds = Double(environment["CASEMENT_BENCH_FLING_SECONDS"] ?? "") ?? 60
    guard let run = fling(environment: environment, seconds: seconds) else {
        print("    X11 fling: NOT measured")
        return
    }
    print(
        String(
            format: "    X11 MIT-SHM: %.0f bytes written to the server per frame (the pixels go through shared memory)",
            run.bytesPerFrame))
    print(
        String(
            format: "    X11 fling of %.0f s: %d frames, %d dropped, %d moved; %.0f pixels repainted per frame",
            seconds, run.frames, run.dropped, run.movedFrames, run.damagedPerFrame))
    report("X11 frame CPU (commit, composite, present)", seconds: run.cpuPerFrame, reference: reference)
    goal("no dropped frames", run.dropped == 0 && run.frames > 0)
}

/// What a fling on the X11 backend measured.
private struct FlingRun {
    var frames = 0
    var dropped = 0
    var movedFrames = 0
    var cpuPerFrame = 0.0
    var bytesPerFrame = 0.0
    var damagedPerFrame = 0.0
}

/// Launches the app on a new X11 backend with `environment` and scrolls the page by `step` points from
/// a display link every frame for `seconds`.
@MainActor
private func fling(environment: [String: String], seconds: Double, step: CGFloat = 8) -> FlingRun? {
    guard let backend = try? X11Backend(environment: environment) else { return nil }
    UIApplication.resetShared()
    UIApplication.shared.launch(delegate: BenchDelegate(), backend: backend, environment: environment)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    let page = ScrollPage(in: window, step: step)
    window.makeKeyAndVisible()
    _ = pumpFrames(seconds: 0.5)
    defer {
        window.isHidden = true
        _ = pumpFrames(seconds: 0.1)
    }
    guard let host = window.host else { return nil }
    var frameIndices: [Int64] = []
    var moved = 0
    let link = CADisplayLink { link in
        frameIndices.append(Int64((link.timestamp / link.duration).rounded()))
        if !host.statistics.lastFrame.moves.isEmpty { moved += 1 }
        page.advance()
    }
    let before = (host.statistics, processCPUSeconds(), bytesWritten())
    link.add(to: .main, forMode: .common)
    _ = pumpFrames(seconds: seconds)
    link.invalidate()
    let frames = host.statistics.framesPresented - before.0.framesPresented
    guard let first = frameIndices.first, let last = frameIndices.last, frames > 0 else { return nil }
    var run = FlingRun()
    run.frames = frameIndices.count
    run.dropped = Int(last - first) + 1 - frameIndices.count
    run.movedFrames = moved
    run.cpuPerFrame = (processCPUSeconds() - before.1) / Double(frames)
    run.bytesPerFrame = Double(bytesWritten() - before.2) / Double(frames)
    run.damagedPerFrame = Double(host.statistics.damagedPixels - before.0.damagedPixels) / Double(frames)
    return run
}

/// Bytes the process has written (`wchar` of /proc/self/io): with nothing printed meanwhile, the
/// requests sent to the X server.
private func bytesWritten() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    return 0
}

/// A clipped view with an opaque background over rows of labels and images, 100 rows of 40 points,
/// scrolled a step (8 points) a frame and back at either end.
@MainActor
private final class ScrollPage {
    static let texts = [
        "The quick brown fox jumps over the lazy dog — 0123456789",
        "Pack my box with five dozen liquor jugs, then sphinx of black quartz, judge my vow",
        "How vexingly quick daft zebras jump! Waltz, bad nymph, for quick jigs vex",
    ]
    let view: UIView
    private var step: CGFloat
    private let end: CGFloat

    init(in window: UIWindow, step: CGFloat = 8) {
        self.step = step
        view = UIView(frame: window.bounds)
        view.backgroundColor = .white
        view.clipsToBounds = true
        let image = stripedImage()
        let rows = 100
        for row in 0..<rows {
            let y = CGFloat(row * 40)
            for (column, x) in [20, 640, 1340].enumerated() {
                let label = UILabel(frame: CGRect(x: CGFloat(x), y: y + 8, width: column == 2 ? 560 : 600, height: 24))
                label.text = "\(row). " + Self.texts[(row + column) % 3]
                view.addSubview(label)
            }
            let picture = UIImageView(image: UIImage(cgImage: image))
            picture.frame = CGRect(x: 1260, y: y + 4, width: 64, height: 32)
            view.addSubview(picture)
        }
        end = CGFloat(rows * 40) - window.bounds.height
        window.addSubview(view)
    }

    /// Scrolls one frame's step, turning back at either end.
    func advance() {
        if view.bounds.origin.y + step > end || view.bounds.origin.y + step < 0 { step = -step }
        view.bounds.origin.y += step
    }
}

/// The reference frame: the window's pixels moved up 8 rows with one memmove, then the strip along
/// the bottom filled and drawn into with cairo and kept PangoLayouts (one row of the page's labels,
/// whose glyphs the strip cuts through, and an image).
@MainActor
private final class StripReference {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let layouts: [OpaquePointer]
    private let image: CGImage

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080)!
        cr = cairo_create(surface)!
        let pango = makeReferencePangoContext(on: cr)
        let description = pango_font_description_from_string("DejaVu Sans 17px")
        layouts = ScrollPage.texts.map { text in
            let layout = pango_layout_new(pango)!
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, text, -1)
            return layout
        }
        pango_font_description_free(description)
        g_object_unref(UnsafeMutableRawPointer(pango))
        image = stripedImage()
    }

    isolated deinit {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func frame() {
        cairo_surface_flush(surface)
        let pixels = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        memmove(pixels, pixels + 8 * stride, (1080 - 8) * stride)
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_rectangle(cr, 0, 1072, 1920, 8)
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        for (layout, x) in zip(layouts, [20.0, 640, 1340]) {
            cairo_move_to(cr, x, 1064)
            pango_cairo_show_layout(cr, layout)
        }
        cairo_set_source_surface(cr, image.surface, 1260, 1060)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// A 64×32 image of coloured stripes.
private func stripedImage() -> CGImage {
    let context = CGContext(
        data: nil, width: 64, height: 32, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    for band in 0..<8 {
        context.setFillColor(CGColor(red: CGFloat(band) / 8, green: 0.5, blue: 1 - CGFloat(band) / 8, alpha: 1))
        context.fill(CGRect(x: band * 8, y: 0, width: 8, height: 32))
    }
    return context.makeImage()!
}
