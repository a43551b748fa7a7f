import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's photo grid: four square photos a row in albums under pinned headers, cells
/// only for what shows, and a click printing the photo chosen.
final class PhotoGridPageTests: XCTestCase {
    func testPhotosShowFourARowUnderTheirAlbumsHeader() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(PhotoGridViewController.self)
            let grid = page.collectionView
            let width = grid.bounds.width - 2

            let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))
            let header = grid.supplementaryView(
                forElementKind: PhotoGridViewController.headerKind, at: IndexPath(item: 0, section: 0))

            XCTAssertEqual(second?.frame.minX ?? 0, 1 + width / 4 + 1, accuracy: 0.01)
            XCTAssertEqual(second?.frame.width ?? 0, width / 4 - 2, accuracy: 0.01)
            XCTAssertEqual(second?.frame.minY ?? 0, 36 + 1, accuracy: 0.01)
            XCTAssertNotNil((second as? PhotoCell)?.imageView.image)
            XCTAssertEqual((header as? AlbumHeaderView)?.label.text, "Album 1 · 250 photos")
            XCTAssertLessThan(grid.visibleCells.count, 60, "cells only for the rows near the screen")
        }
    }

    func testScrollingKeepsTheAlbumHeaderOnTopAndAClickPrintsThePhoto() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(PhotoGridViewController.self)
            let grid = page.collectionView

            grid.contentOffset.y = 500
            app.runUntilIdle()
            let header = grid.supplementaryView(
                forElementKind: PhotoGridViewController.headerKind, at: IndexPath(item: 0, section: 0))
            app.click(at: grid.centre(of: CGRect(x: 20, y: 560, width: 1, height: 1), in: window), in: window)

            XCTAssertEqual(header?.frame.minY, 500)
            XCTAssertEqual(page.log.lines.last?.hasPrefix("photo grid · didSelectItemAt album 1, photo "), true)
        }
    }
}
