import Foundation
import UIKit
import X11Backend

/// The X11 fling of the tables group: the 100 000-row table in a 1920×1080 window of the real app on
/// a new X11 backend, a display link scrolling it `step` points every frame from the top for
/// `CASEMENT_BENCH_TABLE_FLING_SECONDS`, measured as `X11Fling` says.
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
    guard
        let fling = X11Fling.run(
            in: window, scrolling: table, step: step, seconds: seconds,
            visible: { table.indexPathsForVisibleRows?.count ?? 0 })
    else { return }
    let lastRow = (table.indexPathsForVisibleRows?.last?.row ?? 0) + 1
    print(
        String(
            format: "    X11 fling of %.0f s from the top: %d frames, %d dropped, rows 1 to %d (of 100 000) shown; "
                + "%.0f pixels repainted per frame", seconds, fling.frames, fling.dropped, lastRow,
            fling.damagedPixelsPerFrame))
    report("X11 frame CPU (layout, commit, composite, present)", seconds: fling.cpuPerFrame, reference: reference)
    fling.printCellsAndMemory(cells: rows.cells.count, what: "rows")
    goal("no dropped frames", fling.dropped == 0)
    goal("cells ≤ rows visible + 4", rows.cells.count <= fling.mostVisible + 4)
    goal("resident set flat (within 2 MB)", fling.residentSetIsFlat)
}
