import CoreGraphics
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

/// A frame's moves: the server copies the window's own pixels before the damage is put.
extension X11BackendTests {
    func testAMoveShiftsWhatTheServerShowsBeforeTheDamageIsPut() throws {
        for noSharedMemory in ["0", "1"] {
            try withHarness(["CASEMENT_NO_SHM": noSharedMemory]) { harness in
                let frame = PixelRect(x: 640, y: 400, width: 64, height: 48)
                let window = harness.makeWindow(frame)
                harness.showAndWait(window)
                window.paintBands([(1, 0, 0), (0, 1, 0), (0, 0, 1)])
                window.present([PixelRect(x: 0, y: 0, width: 64, height: 48)], moves: [])
                harness.backend.synchronize()

                // The buffer holds other pixels now: the moved rows can only come from the server.
                window.paintBands([(1, 1, 1), (1, 1, 1), (1, 1, 1)])
                window.present(
                    [PixelRect(x: 0, y: 32, width: 64, height: 16)],
                    moves: [PixelMove(source: PixelRect(x: 0, y: 16, width: 64, height: 32), dx: 0, dy: -16)])
                harness.backend.synchronize()

                let rows = harness.observer.pixels(in: frame).chunked(64).map { Set($0) }
                XCTAssertEqual(Set(rows[0..<16]), [[0x00_FF00]], "CASEMENT_NO_SHM=\(noSharedMemory)")
                XCTAssertEqual(Set(rows[16..<32]), [[0x00_00FF]])
                XCTAssertEqual(Set(rows[32..<48]), [[0xFF_FFFF]])
            }
        }
    }

    func testAMoveFromACoveredPartOfTheWindowIsReportedAsAnExposeOfWhereItWent() throws {
        try withHarness { harness in
            let frame = PixelRect(x: 840, y: 400, width: 64, height: 48)
            let window = harness.makeWindow(frame)
            harness.showAndWait(window)
            window.paintBands([(1, 0, 0), (0, 1, 0), (0, 0, 1)])
            window.present([PixelRect(x: 0, y: 0, width: 64, height: 48)], moves: [])
            // With no compositing manager the server keeps no pixels of the covered rows.
            let cover = harness.makeWindow(PixelRect(x: 840, y: 424, width: 64, height: 48))
            harness.showAndWait(cover)
            harness.backend.synchronize()
            harness.clearEvents()

            window.present(
                [], moves: [PixelMove(source: PixelRect(x: 0, y: 16, width: 64, height: 32), dx: 0, dy: -16)])

            // Rows 24..<48 were covered; moved up they land on rows 8..<32, of which 8..<24 are visible.
            harness.waitUntil("the copied covered rows are exposed where they went") {
                harness.events.contains { event in
                    guard case .exposed(window.id, let rect) = event else { return false }
                    return rect.y <= 8 && rect.y + rect.height >= 24
                }
            }
        }
    }

    func testAMoveFromPixelsTheServerHoldsExposesNothing() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 640, y: 600, width: 64, height: 48))
            harness.showAndWait(window)
            window.paintBands([(1, 0, 0), (0, 1, 0), (0, 0, 1)])
            window.present([PixelRect(x: 0, y: 0, width: 64, height: 48)], moves: [])
            harness.backend.synchronize()
            harness.clearEvents()

            window.present(
                [], moves: [PixelMove(source: PixelRect(x: 0, y: 16, width: 64, height: 32), dx: 0, dy: -16)])
            harness.backend.synchronize()

            XCTAssertFalse(
                harness.events.contains { if case .exposed = $0 { true } else { false } }, "\(harness.events)")
        }
    }
}

extension X11Window {
    /// Fills the buffer with three horizontal bands of 16 rows, top to bottom, in the given colours.
    fileprivate func paintBands(_ colours: [(CGFloat, CGFloat, CGFloat)]) {
        let context = beginFrame()
        for (index, (red, green, blue)) in colours.enumerated() {
            context.setFillColor(CGColor(red: red, green: green, blue: blue, alpha: 1))
            context.fill(CGRect(x: 0, y: index * 16, width: 64, height: 16))
        }
    }
}

extension Array {
    /// The elements in consecutive slices of `size`.
    fileprivate func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
