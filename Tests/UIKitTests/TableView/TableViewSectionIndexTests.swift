import UIKit
import UIKitTesting
import XCTest

/// The section index: titles on the right edge, fixed while the rows scroll; a click or a drag along
/// it jumps to the section of the title under the pointer.
final class TableViewSectionIndexTests: XCTestCase {
    @MainActor
    private static func alphabetTable() -> (HeadlessApp, UIWindow, UITableView, TableLog) {
        tableWindow(sections: Array(repeating: 5, count: 26)) { table, log in
            table.rowHeight = 44
            log.titles = true
            log.indexTitles = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
        }
    }

    func testAClickOnATitleJumpsToItsSection() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.alphabetTable()
            // 26 titles of 14 points centred in 400: "M" (the 13th) spans 200 + (12 − 13) × 14 …
            let top = (400 - 26 * 14) / 2.0
            app.click(at: CGPoint(x: 312, y: top + 12 * 14 + 7), in: window)
            XCTAssertEqual(table.contentOffset.y, table.rect(forSection: 12).minY)
            XCTAssertNil(table.indexPathForSelectedRow, "the click was the index's, not a row's")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testRowsKeepTheirAccessoriesClearOfTheIndex() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.alphabetTable()
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            cell?.accessoryType = .disclosureIndicator
            app.runUntilIdle()
            let chevron = cell?.subviews.compactMap { $0 as? UIImageView }.last
            XCTAssertEqual(cell?.frame.width, 320, "the row still spans the table")
            XCTAssertLessThanOrEqual(chevron?.frame.maxX ?? 320, 320 - 15 - 16, "left of the index and its margin")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testADragAlongTheIndexFollowsThePointer() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.alphabetTable()
            let top = (400 - 26 * 14) / 2.0
            app.pointerDown(at: CGPoint(x: 312, y: top + 2 * 14 + 7), in: window)
            XCTAssertEqual(table.contentOffset.y, table.rect(forSection: 2).minY)
            app.pointerMove(to: CGPoint(x: 312, y: top + 20 * 14 + 7), in: window)
            XCTAssertEqual(table.contentOffset.y, table.rect(forSection: 20).minY)
            app.pointerUp(at: CGPoint(x: 312, y: top + 20 * 14 + 7), in: window)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testTheIndexStaysOnScreenAsTheRowsScroll() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.alphabetTable()
            table.contentOffset = CGPoint(x: 0, y: 1500)
            app.runUntilIdle()
            let ink = app.pixelCount(in: window, within: CGRect(x: 305, y: 0, width: 15, height: 400)) {
                $0.blue > 150 && $0.red < 100
            }
            XCTAssertGreaterThan(ink, 50, "tinted titles at the right edge")
            withExtendedLifetime((window, log)) {}
        }
    }
}
