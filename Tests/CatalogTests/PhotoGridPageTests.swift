import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's photo grid: a featured row scrolling sideways, then four square photos a row
/// in albums under pinned headers, cells only for what shows, and a click printing the photo chosen.
final class PhotoGridPageTests: XCTestCase {
    /// Where the first album starts: the featured row's 36-point header, 200-point row and 12-point inset.
    private static let firstAlbum: CGFloat = 36 + 200 + 12

    func testPhotosShowFourARowUnderTheirAlbumsHeader() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(PhotoGridViewController.self)
            let grid = page.collectionView
            let width = grid.bounds.width - 2

            let second = grid.cellForItem(at: IndexPath(item: 1, section: 1))
            let header = grid.supplementaryView(
                forElementKind: PhotoGridViewController.headerKind, at: IndexPath(item: 0, section: 1))

            XCTAssertEqual(second?.frame.minX ?? 0, 1 + width / 4 + 1, accuracy: 0.01)
            XCTAssertEqual(second?.frame.width ?? 0, width / 4 - 2, accuracy: 0.01)
            XCTAssertEqual(second?.frame.minY ?? 0, Self.firstAlbum + 36 + 1, accuracy: 0.01)
            XCTAssertNotNil((second as? PhotoCell)?.imageView.image)
            XCTAssertEqual((header as? AlbumHeaderView)?.label.text, "Album 1 · 250 photos")
            XCTAssertLessThan(grid.visibleCells.count, 60, "cells only for the rows near the screen")
        }
    }

    func testTheFeaturedRowScrollsSidewaysInItsOwnScrollView() {
        MainActor.assumeIsolated {
            let (app, _, page) = openUIKitCatalogPage(PhotoGridViewController.self)
            let grid = page.collectionView
            let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))
            let row = first?.superview as? UIScrollView

            row?.contentOffset.x = 3 * (0.7 * (grid.bounds.width - 16))
            app.runUntilIdle()

            XCTAssertNotNil(row)
            XCTAssertFalse(row === grid)
            XCTAssertNil(grid.cellForItem(at: IndexPath(item: 0, section: 0)), "scrolled out of the row")
            XCTAssertNotNil(grid.cellForItem(at: IndexPath(item: 4, section: 0)))
        }
    }

    func testScrollingKeepsTheAlbumHeaderOnTopAndAClickPrintsThePhoto() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(PhotoGridViewController.self)
            let grid = page.collectionView

            grid.contentOffset.y = Self.firstAlbum + 500
            app.runUntilIdle()
            let header = grid.supplementaryView(
                forElementKind: PhotoGridViewController.headerKind, at: IndexPath(item: 0, section: 1))
            let point = CGPoint(x: 20, y: Self.firstAlbum + 560)
            app.click(
                at: grid.centre(of: CGRect(origin: point, size: CGSize(width: 1, height: 1)), in: window), in: window)

            XCTAssertEqual(header?.frame.minY, Self.firstAlbum + 500)
            XCTAssertEqual(page.log.lines.last?.hasPrefix("photo grid · didSelectItemAt album 1, photo "), true)
        }
    }
}
