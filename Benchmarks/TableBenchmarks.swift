import Foundation
import UIKit
import UIKitTesting

/// `UITableView` in a 1920×1080 window (scale 1), against a reference measured in the same run: a
/// frame of a list scrolled by hand (`TableStripReference`: a memmove of the scrolled area, then the
/// rows the exposed strip cuts through laid out and drawn with Pango and cairo directly).
/// - 100 000 rows of `.value1` cells given a `defaultContentConfiguration()` with text and secondary
///   text, `rowHeight = 44`, scrolled `CASEMENT_BENCH_TABLE_STEP` points a frame (default 50, 3000
///   points a second): the headless frame against the reference, beside the same look made of
///   pre-made labels; the whole table top to bottom headless, with the cells alive at the end (the
///   table frees none, so also the most at any moment; goal ≤ the most rows visible + 4) and the
///   resident set before and after (goal within 2 MB); and on X11 a fling of
///   `CASEMENT_BENCH_TABLE_FLING_SECONDS` (default 20 s: about 1 400 rows; the whole table would take
///   24 minutes at this speed) from the top: frames dropped (goal none), CPU per frame, cells alive,
///   resident set (`TableBenchmarks+Fling.swift`).
/// - One cell dequeued and configured in steady state, goal ≤ 2× a plain `UILabel` text change, and
///   1 000 self-sizing rows of one to four lines: first layout and scrolling, no goal
///   (`TableBenchmarks+Cells.swift`).
@MainActor
func runTableBenchmarks() {
    let environment = ProcessInfo.processInfo.environment
    let step = max(1, Int(environment["CASEMENT_BENCH_TABLE_STEP"] ?? "") ?? 50)
    print("Tables (1920×1080 window, scale 1, 100 000 rows of 44 points scrolled \(step) points a frame;")
    print("reference: memmove of the scrolled area + the exposed strip's rows laid out and drawn by Pango directly)")
    let strip = TableStripReference(step: step, rows: 100_000)
    let reference = measure { strip.frame() }
    report("reference: memmove + strip's rows drawn directly", seconds: reference, reference: reference)

    runHeadlessTableScroll(step: step, reference: reference)
    flingTableOnX11(step: step, reference: reference)
    runSelfSizingBenchmarks(reference: reference)
    print("")
}

/// A table of 100 000 rows scrolled on the headless backend: one frame timed (a commit, the headless
/// window's present included: it moves its shown pixels too, as the X server does on X11), then the
/// whole table top to bottom.
@MainActor
private func runHeadlessTableScroll(step: Int, reference: Double) {
    // Ten rows and a bit a step, so the rows are cut at different places.
    let passStep = 446
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    let rows = TableRows(count: 100_000)
    let table = makeBenchTable(in: window, rows: rows)
    window.makeKeyAndVisible()
    app.runUntilIdle()
    let host = window.host!
    let end = table.contentSize.height - table.bounds.height

    let frame = measure {
        let next = table.contentOffset.y + CGFloat(step)
        table.contentOffset.y = next > end ? 0 : next
        app.runUntilIdle()
    }
    report("headless frame: layout, commit, composite, present", seconds: frame, reference: reference)
    let last = host.statistics.lastFrame
    print("    \(last.damagedPixels) pixels repainted (the strip: \(1920 * step)), \(last.moves.count) move")
    table.isHidden = true
    let page = PremadeRowsPage(in: window, step: step)
    let premade = measure {
        page.advance()
        app.runUntilIdle()
    }
    page.view.removeFromSuperview()
    table.isHidden = false
    app.runUntilIdle()
    report("same frame, 200 pre-made rows of labels, no table", seconds: premade, reference: reference)

    // The whole table, from the top: every row gets a cell, and the cells come back. Each step is
    // laid out (cells dequeued, configured, measured, placed); every tenth is committed and drawn too.
    let steps = Int((end / CGFloat(passStep)).rounded(.up))
    table.contentOffset.y = 0
    app.runUntilIdle()
    let before = residentBytes()
    // The resident set once the first 1 000 rows have filled the caches (text layouts, the allocator's).
    var warmedUp = before
    var mostVisible = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 1...steps {
        table.contentOffset.y = min(end, CGFloat(index * passStep))
        table.layoutIfNeeded()
        if index % 10 == 0 || index == steps { app.runUntilIdle() }
        if index == 100 { warmedUp = residentBytes() }
        mostVisible = max(mostVisible, table.indexPathsForVisibleRows?.count ?? 0)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let after = residentBytes()
    let lastRow = (table.indexPathsForVisibleRows?.last?.row ?? 0) + 1
    print(
        String(
            format: "    headless, the whole table top to bottom, %d points a step (a layout each, a frame every "
                + "tenth): %d steps in %.1f s, last row shown %d", passStep, steps, seconds, lastRow))
    print(
        "    \(rows.cells.count) cells alive (on screen or kept for reuse) for \(mostVisible) rows visible; "
            + "resident set "
            + "\(megabytes(after - before)) over the scroll (\(before / 1_048_576) MB before): "
            + "\(megabytes(warmedUp - before)) over the first 1 000 rows, then \(megabytes(after - warmedUp))")
    goal("cells ≤ rows visible + 4", rows.cells.count <= mostVisible + 4 && lastRow == 100_000)
    goal("resident set flat (within 2 MB)", abs(after - before) <= 2 * 1_048_576)
    window.isHidden = true
    app.runUntilIdle()
}

/// For contrast: the table's look without a table or reuse. 200 rows of the same two labels and a
/// separator, made once in a clipped view with an opaque background, scrolled `step` points a frame
/// (back to the top at the end), so no text is laid out or drawn again while it scrolls.
@MainActor
private final class PremadeRowsPage {
    let view: UIView
    private let step: CGFloat
    private let end: CGFloat

    init(in window: UIWindow, step: Int) {
        self.step = CGFloat(step)
        view = UIView(frame: window.bounds)
        view.backgroundColor = .white
        view.clipsToBounds = true
        let width = window.bounds.width
        let rows = 200
        for row in 0..<rows {
            let top = CGFloat(row * 44)
            let text = UILabel(frame: CGRect(x: 16, y: top + 11, width: 1200, height: 22))
            text.text = TableRows.text(row)
            let detail = UILabel()
            detail.text = TableRows.detail(row)
            detail.textColor = .secondaryLabel
            detail.sizeToFit()
            detail.frame.origin = CGPoint(x: width - 16 - detail.frame.width, y: top + 11)
            let separator = UIView(frame: CGRect(x: 16, y: top + 43, width: width - 16, height: 1))
            separator.backgroundColor = .separator
            for part in [text, detail, separator] { view.addSubview(part) }
        }
        end = CGFloat(rows * 44) - window.bounds.height
        window.addSubview(view)
    }

    /// Scrolls one frame's step, back to the top past the end.
    func advance() {
        let next = view.bounds.origin.y + step
        view.bounds.origin.y = next > end ? 0 : next
    }
}
