import Foundation
import UIKit

/// A fling on X11 as the tables and collections groups run it: a display link scrolls a scroll
/// view `step` points every frame from the top for `seconds`. Frames are counted by their index on
/// the frame grid (as the scrolling group counts them), so a frame the app missed shows as a gap;
/// the CPU per frame is the process's (every thread's) over the fling, divided by the frames
/// presented; the resident set is read before the fling, after its first 2 s (the caches filled)
/// and at its end.
struct X11Fling {
    /// Frames the link ran, those it missed on the grid, and the link's rate.
    var frames: Int
    var dropped: Int
    var rate: Double
    var cpuPerFrame: Double
    var damagedPixelsPerFrame: Double
    /// The most items (or rows) the view showed at once.
    var mostVisible: Int
    var residentBefore: Int
    var residentWarmedUp: Int
    var residentAfter: Int

    /// Flings `scrollView`, shown in `window` (already key and visible); nil (with a line saying so)
    /// when nothing could be measured. `visible` counts what the view shows.
    @MainActor
    static func run(
        in window: UIWindow, scrolling scrollView: UIScrollView, step: Int, seconds: Double,
        visible: @escaping @MainActor () -> Int
    ) -> X11Fling? {
        _ = pumpFrames(seconds: 0.5)
        let end = scrollView.contentSize.height - scrollView.bounds.height
        defer {
            window.isHidden = true
            _ = pumpFrames(seconds: 0.1)
        }
        guard let host = window.host else {
            print("    X11 fling: NOT measured")
            return nil
        }
        var frameIndices: [Int64] = []
        frameIndices.reserveCapacity(Int(seconds * 250))
        var mostVisible = 0
        var rate = 0.0
        var warmedUp = 0
        let link = CADisplayLink { link in
            frameIndices.append(Int64((link.timestamp / link.duration).rounded()))
            rate = 1 / link.duration
            if frameIndices.count == 120 { warmedUp = residentBytes() }
            mostVisible = max(mostVisible, visible())
            scrollView.contentOffset.y = min(scrollView.contentOffset.y + CGFloat(step), end)
        }
        let before = (host.statistics, processCPUSeconds(), residentBytes())
        link.add(to: .main, forMode: .common)
        _ = pumpFrames(seconds: seconds)
        link.invalidate()
        let after = (host.statistics, processCPUSeconds(), residentBytes())
        let presented = after.0.framesPresented - before.0.framesPresented
        guard let first = frameIndices.first, let last = frameIndices.last, presented > 0 else {
            print("    X11 fling: NOT measured")
            return nil
        }
        return X11Fling(
            frames: frameIndices.count, dropped: Int(last - first) + 1 - frameIndices.count, rate: rate,
            cpuPerFrame: (after.1 - before.1) / Double(presented),
            damagedPixelsPerFrame: Double(after.0.damagedPixels - before.0.damagedPixels) / Double(presented),
            mostVisible: mostVisible, residentBefore: before.2, residentWarmedUp: warmedUp, residentAfter: after.2)
    }

    /// Whether the resident set stayed within 2 MB over the fling.
    var residentSetIsFlat: Bool { abs(residentAfter - residentBefore) <= 2 * 1_048_576 }

    /// The line on cells alive against the `what` (items, rows) shown, and the resident set.
    func printCellsAndMemory(cells: Int, what: String) {
        print(
            "    \(cells) cells alive (on screen or kept for reuse) for \(mostVisible) \(what) visible; resident set "
                + "\(megabytes(residentAfter - residentBefore)) over the fling (\(residentBefore / 1_048_576) MB before)"
                + (residentWarmedUp > 0
                    ? ": \(megabytes(residentWarmedUp - residentBefore)) in the first 2 s, then "
                        + "\(megabytes(residentAfter - residentWarmedUp))" : ""))
    }
}
