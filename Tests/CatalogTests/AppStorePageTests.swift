import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's App Store page: a compositional layout whose sections each scroll sideways
/// (featured cards, charts three rows a column, small icons) under a header with See All, filled by
/// a diffable data source, with each app chosen and each See All printed.
final class AppStorePageTests: XCTestCase {
    /// The scroll view of the row of `section`: the superview of its first cell, not the collection view.
    @MainActor
    private static func row(of section: Int, in collectionView: UICollectionView) -> UIScrollView? {
        let scroller = collectionView.cellForItem(at: IndexPath(item: 0, section: section))?.superview as? UIScrollView
        return scroller === collectionView ? nil : scroller
    }

    func testEachSectionShowsItsAppsUnderItsHeader() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(AppStoreViewController.self)
            let store = page.collectionView

            let headers = (0..<3).map {
                store.supplementaryView(forElementKind: AppStoreLayout.headerKind, at: IndexPath(item: 0, section: $0))
            }
            let card = store.cellForItem(at: IndexPath(item: 0, section: 0)) as? FeaturedAppCell
            let chart = (0..<4).map { store.cellForItem(at: IndexPath(item: $0, section: 1)) as? RankedAppCell }
            let icon = store.cellForItem(at: IndexPath(item: 0, section: 2)) as? AppIconCell

            XCTAssertEqual(store.numberOfSections, StoreSection.allCases.count)
            for section in StoreSection.allCases {
                XCTAssertEqual(store.numberOfItems(inSection: section.rawValue), section.apps.count, section.title)
            }
            XCTAssertEqual(
                headers.map { ($0 as? StoreSectionHeader)?.titleLabel.text },
                ["Featured", "Top Free Apps", "Essentials"])
            XCTAssertEqual(card?.nameLabel.text, "Lumen")
            XCTAssertEqual(card?.pitchLabel.text, StoreApp.samples[0].pitch)
            XCTAssertEqual(card?.frame.height, AppStoreLayout.cardHeight)
            XCTAssertEqual(chart.map { $0?.rankLabel.text }, ["1", "2", "3", "4"])
            XCTAssertEqual(chart[1]?.frame.minX, chart[0]?.frame.minX, "one column")
            XCTAssertEqual(chart[1]?.frame.minY, chart[0]?.frame.maxY)
            XCTAssertEqual(chart[3]?.frame.minY, chart[0]?.frame.minY, "the fourth starts the next column")
            XCTAssertEqual(chart[3]?.frame.minX ?? 0, (chart[0]?.frame.maxX ?? 0) + 20, accuracy: 0.01)
            XCTAssertEqual(chart[0]?.priceLabel.text, "GET")
            XCTAssertEqual(icon?.frame.size, CGSize(width: 76, height: 116))
            XCTAssertNotNil(icon?.iconView.image)
            XCTAssertTrue(card?.iconView.image === chart[0]?.iconView.image, "an icon is drawn once per app")
            XCTAssertGreaterThan(store.contentSize.height, store.bounds.height, "the page scrolls down")
        }
    }

    /// A drag to the left scrolls the chart's row, not the page, and it comes to rest with a column's
    /// leading edge at the margin.
    func testTheChartScrollsSidewaysAndSettlesOnAColumn() throws {
        try MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(AppStoreViewController.self)
            let store = page.collectionView
            let row = try XCTUnwrap(Self.row(of: 1, in: store))
            let first = try XCTUnwrap(store.cellForItem(at: IndexPath(item: 0, section: 1)))
            let fourth = try XCTUnwrap(store.cellForItem(at: IndexPath(item: 3, section: 1)))
            let step = fourth.frame.minX - first.frame.minX

            app.drag(from: first.centre(of: first.bounds, in: window), by: CGPoint(x: -260, y: 0), in: window)
            app.advance(by: 3)

            XCTAssertGreaterThan(row.contentSize.width, row.bounds.width)
            XCTAssertGreaterThan(row.contentOffset.x, 0)
            XCTAssertLessThan(row.contentOffset.x, row.contentSize.width - row.bounds.width, "not at the end")
            let columns = row.contentOffset.x / step
            XCTAssertEqual(columns, columns.rounded(), accuracy: 0.01, "settled on a column: \(row.contentOffset.x)")
            XCTAssertEqual(store.contentOffset.y, 0, "the page did not scroll")
            XCTAssertEqual(Self.row(of: 2, in: store)?.contentOffset.x, 0, "other rows stay")
        }
    }

    /// A drag to the left over the featured card turns the row a card on, settling it centred.
    func testTheFeaturedRowPagesACardAtATimeCentred() throws {
        try MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(AppStoreViewController.self)
            let store = page.collectionView
            let row = try XCTUnwrap(Self.row(of: 0, in: store))
            let card = try XCTUnwrap(store.cellForItem(at: IndexPath(item: 0, section: 0)))

            app.drag(from: card.centre(of: card.bounds, in: window), by: CGPoint(x: -120, y: 0), in: window)
            app.advance(by: 3)

            let second = try XCTUnwrap(store.cellForItem(at: IndexPath(item: 1, section: 0)))
            XCTAssertTrue(second.superview === row)
            XCTAssertEqual(second.center.x - row.contentOffset.x, row.bounds.width / 2, accuracy: 0.5, "centred")
        }
    }

    func testClickingAnAppPrintsItAndSeeAllPrintsItsSection() throws {
        try MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(AppStoreViewController.self)
            let store = page.collectionView
            let icon = try XCTUnwrap(store.cellForItem(at: IndexPath(item: 1, section: 2)))
            let header = try XCTUnwrap(
                store.supplementaryView(forElementKind: AppStoreLayout.headerKind, at: IndexPath(item: 0, section: 1))
                    as? StoreSectionHeader)
            let seeAll = header.seeAllButton

            app.click(at: icon.centre(of: icon.bounds, in: window), in: window)
            app.advance(by: 0.5)
            let chosen = page.log.lines.last
            app.click(at: seeAll.centre(of: seeAll.bounds, in: window), in: window)
            app.advance(by: 0.5)

            let name = StoreSection.essentials.apps[1].name
            XCTAssertEqual(chosen, "app store · didSelectItemAt Essentials #2: \(name)")
            XCTAssertEqual(page.log.lines.last, "app store · See All Top Free Apps: 12 apps")
            XCTAssertTrue(store.indexPathsForSelectedItems?.isEmpty ?? true, "deselected")
        }
    }
}
