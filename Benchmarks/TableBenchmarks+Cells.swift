import Foundation
import UIKit
import UIKitTesting

/// One cell dequeued and configured in steady state, against a plain `UILabel` text change in the same
/// run (its text set, then `sizeToFit()`: Pango lays the text out and the label takes its size).
///
/// A table one row high is scrolled a row at a time, so each layout retires one cell and the data
/// source dequeues it again. Inside `tableView(_:cellForRowAt:)`, odd rows time the dequeue, a
/// `defaultContentConfiguration()` with a new text and secondary text, and the cell's
/// `layoutIfNeeded()` (`TableRows.times`); even rows time the reference label's text change at the
/// same spot, then make their cell untimed (`TableRows.referenceLabel`). Both sides so run just
/// after the table's own work, with the caches as it leaves them, and a machine whose speed drifts
/// moves both alike; the ratio is the median of seven rounds' ratios (1 000 rows each). Every
/// string is new, so the text is laid out afresh each time as in a fling; nothing is drawn.
///
/// Further lines, for comparison: the label changed 500 times in a row, with the cells timed 1 000
/// in a row, in turn (that label runs with Pango's code and data hot, the cells after the table's
/// work each time, so the ratio mixes the code's cost with the state of the caches); two labels
/// changed (the cell's two texts, the least they cost); and a whole row's scroll.
@MainActor
func runCellBenchmarks() {
    print("Table cells (headless 1920×1080 window, scale 1; reference: a UILabel's text set and sized to fit)")
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    app.runUntilIdle()

    let label = UILabel()
    let detail = UILabel()
    for view in [label, detail] {
        view.font = .systemFont(ofSize: 17)
        window.addSubview(view)
    }
    // Rows the table below does not reach, so it finds none of these texts laid out.
    var row = 600_000
    func changeLabel() {
        row += 1
        label.text = TableRows.text(row)
        label.sizeToFit()
    }
    func changeTwoLabels() {
        changeLabel()
        detail.text = TableRows.detail(row)
        detail.sizeToFit()
    }

    let rows = TableRows(count: 1_000_000)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 1920, height: 44), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(TableBenchCell.self, forCellReuseIdentifier: TableBenchCell.identifier)
    table.rowHeight = 44
    table.dataSource = rows
    window.addSubview(table)
    app.runUntilIdle()
    func nextRow() {
        table.contentOffset.y += 44
        table.layoutIfNeeded()
    }
    let scrolled = measure { nextRow() }
    /// Seven rounds of `body`, each timing rows into a new `CellTimes`.
    func timedRounds(_ body: () -> Void) -> [CellTimes] {
        (0..<7).map { _ in
            rows.times = CellTimes()
            body()
            return rows.times ?? CellTimes()
        }
    }
    rows.referenceLabel = label
    let sameSpot = timedRounds { for _ in 0..<1_000 { nextRow() } }
    rows.referenceLabel = nil
    // The label in a loop, two labels in a loop and the cells in a row, in turn.
    var loopSeconds: [Double] = []
    var twoLabelSeconds: [Double] = []
    func secondsPerCall(_ count: Int, _ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { body() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
    }
    let inTurn = timedRounds {
        loopSeconds.append(secondsPerCall(500, changeLabel))
        twoLabelSeconds.append(secondsPerCall(250, changeTwoLabels))
        rows.times = CellTimes()
        for _ in 0..<1_000 { nextRow() }
    }
    rows.times = nil
    let figures = InterleavedFigures(rounds: [sameSpot.map(\.perLabel), sameSpot.map(\.perCell)])
    let looped = InterleavedFigures(rounds: [loopSeconds, inTurn.map(\.perCell), twoLabelSeconds])
    let times = sameSpot.sorted { $0.perCell < $1.perCell }[3]
    let cellsMade = rows.cells.count
    window.isHidden = true
    app.runUntilIdle()

    let cells = Double(max(times.cells, 1))
    report("    UILabel text change in the table's layout", seconds: figures[0], reference: figures[0])
    report("    dequeue + configure + layout of one cell", seconds: figures[1], ratio: figures.ratio(1, to: 0))
    print(
        String(
            format: "        of which dequeue %.1f µs, configure %.1f µs, cell layout %.1f µs (%d cells, %d made)",
            Double(times.dequeue) / 1e3 / cells, Double(times.configure) / 1e3 / cells,
            Double(times.layout) / 1e3 / cells, times.cells, cellsMade))
    report("    the label changed 500 times in a loop", seconds: looped[0], reference: figures[0])
    report("    a cell against it (1 000 rows in a row)", seconds: looped[1], ratio: looped.ratio(1, to: 0))
    report("    two labels changed in a loop (the cell's texts)", seconds: looped[2], ratio: looped.ratio(2, to: 0))
    report("    the table scrolled a row (all of its layout)", seconds: scrolled, reference: figures[0])
    goal("dequeue + configure + layout ≤ 2× the label's text change", figures.ratio(1, to: 0) <= 2)
    print("")
}

/// 1 000 self-sizing rows (`rowHeight = automaticDimension`) of stacked text and secondary text, the
/// text one to four lines long: the table's first layout (cold text layout cache, median of five
/// tables) beside the same rows at a fixed 44 points, and the headless frame scrolling them `50`
/// points a frame, the first time through (rows measured as they come in) and the second.
@MainActor
func runSelfSizingBenchmarks(reference: Double) {
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    app.runUntilIdle()
    let rows = TableRows(count: 1_000, wraps: true)

    /// The first layout of a new table (seconds), its first frame, and the table.
    func firstLayout(rowHeight: CGFloat) -> (layout: Double, frame: Double, table: UITableView) {
        TextLayoutCache.current.removeAll()
        let start = DispatchTime.now().uptimeNanoseconds
        let table = makeBenchTable(in: window, rows: rows, rowHeight: rowHeight)
        table.layoutIfNeeded()
        let laidOut = DispatchTime.now().uptimeNanoseconds
        app.runUntilIdle()
        let end = DispatchTime.now().uptimeNanoseconds
        return (Double(laidOut - start) / 1e9, Double(end - laidOut) / 1e9, table)
    }
    func median(rowHeight: CGFloat) -> (layout: Double, frame: Double, table: UITableView) {
        let runs = (0..<5).map { _ in
            let run = firstLayout(rowHeight: rowHeight)
            run.table.removeFromSuperview()
            return run
        }
        return runs.sorted { $0.layout < $1.layout }[2]
    }
    let fixed = median(rowHeight: 44)
    let sizing = median(rowHeight: UITableView.automaticDimension)
    print("    1 000 self-sizing rows of one to four lines")
    report("    first layout, self-sizing", seconds: sizing.layout, reference: reference)
    report("    first layout, the same rows at a fixed 44 points", seconds: fixed.layout, reference: reference)
    print(
        String(
            format: "        then the first frame (drawn, composited): %.1f ms self-sizing, %.1f ms fixed",
            sizing.frame * 1000, fixed.frame * 1000))

    let table = firstLayout(rowHeight: UITableView.automaticDimension).table
    let visible = table.indexPathsForVisibleRows?.count ?? 0
    func scrollThrough() -> (perFrame: Double, frames: Int) {
        table.contentOffset.y = 0
        app.runUntilIdle()
        var frames = 0
        let start = processCPUSeconds()
        while table.contentOffset.y < table.contentSize.height - table.bounds.height {
            table.contentOffset.y = min(table.contentOffset.y + 50, table.contentSize.height - table.bounds.height)
            app.runUntilIdle()
            frames += 1
        }
        return ((processCPUSeconds() - start) / Double(max(frames, 1)), frames)
    }
    let first = scrollThrough()
    let second = scrollThrough()
    report("    headless frame scrolling them, first pass", seconds: first.perFrame, reference: reference)
    report("    the same, second pass (rows measured)", seconds: second.perFrame, reference: reference)
    print(
        String(
            format: "        %d frames of 50 points; content %.0f points (estimated at first: 44 000); "
                + "%d rows visible at the top", second.frames, table.contentSize.height, visible))
    table.removeFromSuperview()
    window.isHidden = true
    app.runUntilIdle()
}
