import UIKit
import UIKitTesting
import XCTest

/// Four-column sections of 80-point rows under a 40-point header and over a 30-point footer.
@MainActor
func sectionWithHeaderAndFooter(pinned: Bool) -> NSCollectionLayoutSection {
    let section = gridSection(columns: 4)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = pinned
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    return section
}

/// Headers, footers, backgrounds and badges of the compositional layout, and cells as it scrolls.
final class CompositionalLayoutSupplementaryTests: XCTestCase {
    func testHeadersAndFootersTakeRoomInTheirSections() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewCompositionalLayout(section: sectionWithHeaderAndFooter(pinned: false))
            let (_, window, collection, log) = compositionalWindow(sections: [10, 10], layout: layout)
            @MainActor func frame(_ kind: String, _ section: Int) -> CGRect? {
                collection.layoutAttributesForSupplementaryElement(
                    ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
            }

            XCTAssertEqual(frame("header", 0), CGRect(x: 0, y: 0, width: 320, height: 40))
            XCTAssertEqual(collection.itemFrame(0), CGRect(x: 0, y: 40, width: 80, height: 80))
            XCTAssertEqual(frame("footer", 0), CGRect(x: 0, y: 280, width: 320, height: 30))
            XCTAssertEqual(frame("header", 1), CGRect(x: 0, y: 310, width: 320, height: 40))
            XCTAssertEqual(collection.contentSize.height, 620)
            XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: "header").count, 2)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testPinnedHeaderStaysOnScreenUntilItsSectionEnds() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewCompositionalLayout(section: sectionWithHeaderAndFooter(pinned: true))
            let (app, window, collection, log) = compositionalWindow(sections: [10, 10, 10], layout: layout)
            @MainActor func headerView(_ section: Int) -> UICollectionReusableView? {
                collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: section))
            }

            collection.contentOffset.y = 100
            app.runUntilIdle()
            let scrolledABit = headerView(0)?.frame
            collection.contentOffset.y = 300
            app.runUntilIdle()
            let pushedAway = headerView(0)?.frame
            let next = headerView(1)?.frame

            XCTAssertEqual(scrolledABit, CGRect(x: 0, y: 100, width: 320, height: 40))
            XCTAssertEqual(pushedAway, CGRect(x: 0, y: 310 - 40, width: 320, height: 40), "the section's end pushes it")
            XCTAssertEqual(next, CGRect(x: 0, y: 310, width: 320, height: 40))
            XCTAssertEqual(headerView(0)?.layer.zPosition, 1024, "in front of the cells")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testBackgroundDecorationCoversItsSectionBehindTheCells() {
        MainActor.assumeIsolated {
            let section = sectionWithHeaderAndFooter(pinned: false)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [background]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
            let (_, window, collection, log) = compositionalWindow(sections: [10], layout: layout)

            let views = collection.subviews.filter { $0 is SectionBackgroundView && !$0.isHidden }

            XCTAssertEqual(views.count, 1)
            XCTAssertEqual(views.first?.frame, CGRect(x: 5, y: 5, width: 310, height: 310 - 10))
            XCTAssertEqual(views.first?.layer.zPosition, -1)
            XCTAssertEqual(
                layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?
                    .frame, views.first?.frame)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testBadgesAreAnchoredToTheirCells() {
        MainActor.assumeIsolated {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            // A tab whose bottom centre is held at the cell's top centre, 4 points up.
            let tab = NSCollectionLayoutSupplementaryItem(
                layoutSize: layoutSize(.absolute(30), .absolute(10)), elementKind: "footer",
                containerAnchor: NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: 0, y: -4)),
                itemAnchor: NSCollectionLayoutAnchor(edges: .bottom))
            let item = NSCollectionLayoutItem(
                layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge, tab])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(80)), subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let (_, window, collection, log) = compositionalWindow(sections: [6], layout: layout)

            let badgeView = collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 5, section: 0))

            XCTAssertEqual(badgeView?.frame, CGRect(x: 160 - 10, y: 80 - 10, width: 20, height: 20))
            XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: "badge").count, 6)
            XCTAssertEqual(
                collection.supplementaryView(forElementKind: "footer", at: IndexPath(item: 5, section: 0))?.frame,
                CGRect(x: 80 + 25, y: 80 - 4 - 10, width: 30, height: 10))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testVisibleItemsHandlerChangesWhatShows() {
        MainActor.assumeIsolated {
            let section = gridSection(columns: 4)
            var offsets: [CGFloat] = []
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                offsets.append(offset.y)
                for item in items where item.indexPath.item == 1 { item.alpha = 0.5 }
            }
            let (app, window, collection, log) = compositionalWindow(
                sections: [40], layout: UICollectionViewCompositionalLayout(section: section))

            collection.contentOffset.y = 30
            app.runUntilIdle()

            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha, 0.5)
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha, 1)
            XCTAssertEqual(offsets.last, 30)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testCellsOfATenThousandItemGridAreReusedAsItScrolls() {
        MainActor.assumeIsolated {
            CountingCollectionCell.made = 0
            let (app, window, collection, log) = compositionalWindow(
                sections: [10_000], layout: UICollectionViewCompositionalLayout(section: gridSection(columns: 4)))
            let made = CountingCollectionCell.made

            for _ in 0..<100 {
                collection.contentOffset.y += 97
                app.runUntilIdle()
            }

            // 400 points and a 44-point margin either side reach into at most 7 rows of 4.
            XCTAssertLessThanOrEqual(made, 28)
            XCTAssertLessThanOrEqual(CountingCollectionCell.made, made + 8, "cells scrolled out are reused")
            XCTAssertLessThanOrEqual(
                collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count, 28)
            XCTAssertEqual(collection.contentSize.height, 2_500 * 80)
            let first = collection.indexPathsForVisibleItems.map(\.item).min() ?? 0
            XCTAssertEqual(first / 4, (9_700 - 44) / 80)
            withExtendedLifetime((window, log)) {}
        }
    }
}
