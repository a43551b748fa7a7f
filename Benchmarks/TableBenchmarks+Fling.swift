import Foundation
import UIKit
import X11Backend

/// The X11 fling of the tables group: the 100 000-row table in a 1920×1080 window of the real app on
/// a new X11 backend, a display link scrolling it `step` points every frame from the top for
/// `CASEMENT_BENCH_TABLE_FLING_SECONDS`. Frames are counted by their index on the frame grid (as the
/// scrolling group counts them), so a frame the app missed shows as a gap; the CPU per frame is the
/// process's (every thread's) over the fling, divided by the frames presented; the resident set is
/// read before the fling, after its first 2 s (the caches filled) and at its end.
@MainActor
func flingTableOnX11(step: Int, reference: Double) {
    let environment = ProcessInfo.processInfo.environment
    guard let backend = try? X11Backend(environment: environment) else {
        print("    X11: skipped (no X display; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    let seconds = Double(environment["CASEMENT_BENCH_TABLE_FLING_SECONDS"] ?? "") ?? 20
    UIApplication.resetShared()
    UIApplication.shared.launch(delegate: BenchDelegate(), backend: backend, environment: environment)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    let rows = TableRows(count: 100_000)
    let table = makeBenchTable(in: window, rows: rows)
    window.makeKeyAndVisible()
    _ = pumpFrames(seconds: 0.5)
    let end = table.contentSize.height - table.bounds.height
    defer {
        window.isHidden = true
        _ = pumpFrames(seconds: 0.1)
    }
    guard let host = window.host else {
        print("    X11 fling: NOT measured")
        return
    }
    var frameIndices: [Int64] = []
    frameIndices.reserveCapacity(Int(seconds * 250))
    var mostVisible = 0
    // The resident set once the first 2 s have filled the caches (text layouts, the allocator's).
    var warmedUp = 0
    let link = CADisplayLink { link in
        frameIndices.append(Int64((link.timestamp / link.duration).rounded()))
        if frameIndices.count == 120 { warmedUp = residentBytes() }
        mostVisible = max(mostVisible, table.indexPathsForVisibleRows?.count ?? 0)
        table.contentOffset.y = min(table.contentOffset.y + CGFloat(step), end)
    }
    let before = (host.statistics, processCPUSeconds(), residentBytes())
    link.add(to: .main, forMode: .common)
    _ = pumpFrames(seconds: seconds)
    link.invalidate()
    let after = (host.statistics, processCPUSeconds(), residentBytes())
    let frames = after.0.framesPresented - before.0.framesPresented
    guard let first = frameIndices.first, let last = frameIndices.last, frames > 0 else {
        print("    X11 fling: NOT measured")
        return
    }
    let dropped = Int(last - first) + 1 - frameIndices.count
    let lastRow = (table.indexPathsForVisibleRows?.last?.row ?? 0) + 1
    print(
        String(
            format: "    X11 fling of %.0f s from the top: %d frames, %d dropped, rows 1 to %d (of 100 000) shown; "
                + "%.0f pixels repainted per frame", seconds, frameIndices.count, dropped, lastRow,
            Double(after.0.damagedPixels - before.0.damagedPixels) / Double(frames)))
    report(
        "X11 frame CPU (layout, commit, composite, present)", seconds: (after.1 - before.1) / Double(frames),
        reference: reference)
    print(
        "    \(rows.cells.count) cells alive (on screen or kept for reuse) for \(mostVisible) rows visible; "
            + "resident set "
            + "\(megabytes(after.2 - before.2)) over the fling (\(before.2 / 1_048_576) MB before)"
            + (warmedUp > 0
                ? ": \(megabytes(warmedUp - before.2)) in the first 2 s, then \(megabytes(after.2 - warmedUp))" : ""))
    goal("no dropped frames", dropped == 0)
    goal("cells ≤ rows visible + 4", rows.cells.count <= mostVisible + 4)
    goal("resident set flat (within 2 MB)", abs(after.2 - before.2) <= 2 * 1_048_576)
}
