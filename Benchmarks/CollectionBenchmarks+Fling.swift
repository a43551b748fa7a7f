import Foundation
import UIKit
import X11Backend

/// The X11 fling of the collections group: the 10 000-photo grid (`PhotoGrid`: a compositional
/// layout of four square photos a row, 40 pictures drawn once and shared) in a 1920×1080 window of the
/// real app on a new X11 backend, a display link scrolling it `CASEMENT_BENCH_COLLECTION_STEP` points
/// every frame (default 50, 3000 points a second) from the top for
/// `CASEMENT_BENCH_COLLECTION_FLING_SECONDS` (default 20 s: about 500 photos; the whole grid would take
/// nearly seven minutes at this speed). Counted as the tables group's fling counts: frames by their
/// index on the frame grid, so a frame the app missed shows as a gap (goal none); the CPU per frame
/// is the process's over the fling divided by the frames presented, against a frame of the grid
/// scrolled by hand (`PhotoStripReference`); the cells alive against the most items visible (goal ≤
/// one row more); the resident set before, after the first 2 s and at the end (goal within 2 MB).
@MainActor
func flingPhotoGridOnX11() {
    let environment = ProcessInfo.processInfo.environment
    guard let backend = try? X11Backend(environment: environment) else {
        print("    X11: skipped (no X display; `make bench` runs under Xvfb when DISPLAY is unset)")
        return
    }
    let step = max(1, Int(environment["CASEMENT_BENCH_COLLECTION_STEP"] ?? "") ?? 50)
    let seconds = Double(environment["CASEMENT_BENCH_COLLECTION_FLING_SECONDS"] ?? "") ?? 20
    print("")
    UIApplication.resetShared()
    UIApplication.shared.launch(delegate: BenchDelegate(), backend: backend, environment: environment)
    let start = DispatchTime.now().uptimeNanoseconds
    let grid = PhotoGrid()
    let drawing = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(
        String(
            format: "Photo grid on X11 (1920×1080 window, scale 1, %d photos four a row, compositional layout; "
                + "%d pictures of %d×%d drawn once in %.1f ms;", PhotoGrid.count, PhotoGrid.photoCount,
            PhotoGrid.photoSide, PhotoGrid.photoSide, drawing * 1e3))
    print("reference: memmove of the scrolled area + the exposed strip's photos and numbers drawn by cairo directly)")
    let strip = PhotoStripReference(step: step, photos: grid.photos)
    let reference = measure { strip.frame() }
    report("reference: memmove + strip's photos drawn directly", seconds: reference, reference: reference)

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    let collection = grid.makeCollectionView(in: window)
    window.makeKeyAndVisible()
    guard
        let fling = X11Fling.run(
            in: window, scrolling: collection, step: step, seconds: seconds,
            visible: { collection.indexPathsForVisibleItems.count })
    else { return }
    let lastItem = (collection.indexPathsForVisibleItems.last?.item ?? 0) + 1
    print(
        String(
            format: "    X11 fling of %.0f s from the top, %d points a frame: %d frames at %.0f Hz, %d dropped, photos "
                + "1 to %d (of %d) shown; %.0f pixels repainted per frame", seconds, step, fling.frames, fling.rate,
            fling.dropped, lastItem, PhotoGrid.count, fling.damagedPixelsPerFrame))
    report("X11 frame CPU (layout, commit, composite, present)", seconds: fling.cpuPerFrame, reference: reference)
    fling.printCellsAndMemory(cells: grid.cells.count, what: "items")
    goal("0 dropped frames at 60 Hz", fling.dropped == 0 && abs(fling.rate - 60) < 1)
    goal("cells ≤ items visible + \(PhotoGrid.columns)", grid.cells.count <= fling.mostVisible + PhotoGrid.columns)
    goal("resident set flat (within 2 MB)", fling.residentSetIsFlat)
}
