import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's circle layout page: an app's own `UICollectionViewLayout` placing discs round
/// a circle, with Add, Remove and a click inserting and deleting them in animated batch updates.
final class CircleLayoutPageTests: XCTestCase {
    /// The circle's centre in the collection view, and its radius: half the shorter side less half
    /// a disc and the 12-point margin.
    @MainActor
    private static func circle(in collectionView: UICollectionView) -> (center: CGPoint, radius: CGFloat) {
        let size = collectionView.bounds.size
        let radius = min(size.width, size.height) / 2 - CircleLayoutViewController.itemSide / 2 - 12
        return (CGPoint(x: size.width / 2, y: size.height / 2), radius)
    }

    /// The cells on screen showing an item, by item.
    @MainActor
    private static func cells(of collectionView: UICollectionView) -> [Int: UICollectionViewCell] {
        var cells: [Int: UICollectionViewCell] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems {
            cells[indexPath.item] = collectionView.cellForItem(at: indexPath)
        }
        return cells
    }

    /// The page's button titled `title`.
    @MainActor
    private static func button(_ title: String, on page: UIViewController) -> UIButton? {
        page.view.descendants(UIButton.self).first { $0.title(for: .normal) == title }
    }

    /// Where `view` shows now, mid-animation: its presentation layer's position and opacity.
    @MainActor
    private static func shown(_ view: UIView) -> (position: CGPoint, opacity: Float) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.position, layer.opacity)
    }

    func testDiscsSitEvenlyRoundACircleCentredInTheCollectionView() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(CircleLayoutViewController.self)
            let collectionView = page.collectionView
            let (center, radius) = Self.circle(in: collectionView)

            let cells = Self.cells(of: collectionView)

            XCTAssertTrue(collectionView.collectionViewLayout is CircleLayout)
            XCTAssertGreaterThan(radius, 150)
            XCTAssertEqual(cells.count, CircleLayoutViewController.initialCount)
            for (item, cell) in cells {
                let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(CircleLayoutViewController.initialCount) - .pi / 2
                XCTAssertEqual(cell.center.x, center.x + radius * cos(angle), accuracy: 0.01, "item \(item)")
                XCTAssertEqual(cell.center.y, center.y + radius * sin(angle), accuracy: 0.01, "item \(item)")
                XCTAssertEqual(cell.bounds.width, CircleLayoutViewController.itemSide)
            }
            XCTAssertEqual((cells[0] as? CircleCell)?.numberLabel.text, "1")
            XCTAssertEqual(cells[0]?.center.x ?? 0, center.x, accuracy: 0.01, "the first disc at the top")
        }
    }

    /// A narrower collection view makes a smaller circle round its new centre.
    func testTheCircleFollowsTheBounds() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(CircleLayoutViewController.self)
            let collectionView = page.collectionView

            collectionView.frame.size.width -= 200
            collectionView.layoutIfNeeded()

            let (center, radius) = Self.circle(in: collectionView)
            for (_, cell) in Self.cells(of: collectionView) {
                let distance = hypot(cell.center.x - center.x, cell.center.y - center.y)
                XCTAssertEqual(distance, radius, accuracy: 0.01)
            }
        }
    }

    /// Add inserts a disc after the last that grows out of the centre over 0.3 s while the others
    /// slide round to make room.
    func testAddInsertsADiscGrowingOutOfTheCentre() throws {
        try MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(CircleLayoutViewController.self)
            let collectionView = page.collectionView
            let add = try XCTUnwrap(Self.button("Add", on: page))
            let (center, _) = Self.circle(in: collectionView)
            let count = CircleLayoutViewController.initialCount

            app.click(at: add.centre(of: add.bounds, in: window), in: window)
            app.advance(by: 0.1)
            let added = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: count, section: 0)))
            let early = Self.shown(added)
            app.advance(by: 0.5)
            let late = Self.shown(added)

            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), count + 1)
            XCTAssertEqual(page.numbers.last, count + 1)
            XCTAssertEqual((added as? CircleCell)?.numberLabel.text, "\(count + 1)")
            XCTAssertGreaterThan(early.opacity, 0)
            XCTAssertLessThan(early.opacity, 1, "fading in")
            XCTAssertLessThan(
                hypot(early.position.x - center.x, early.position.y - center.y),
                hypot(late.position.x - center.x, late.position.y - center.y), "on its way out of the centre")
            XCTAssertEqual(late.opacity, 1)
            XCTAssertEqual(late.position.x, added.center.x, accuracy: 0.01)
            XCTAssertEqual(late.position.y, added.center.y, accuracy: 0.01)
            XCTAssertEqual(page.log.lines.last, "circle layout · inserted \(count + 1): \(count + 1) discs")
        }
    }

    /// Remove deletes the last disc, which shrinks into the centre and is gone when the animation ends.
    func testRemoveDeletesTheLastDiscShrinkingIntoTheCentre() throws {
        try MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(CircleLayoutViewController.self)
            let collectionView = page.collectionView
            let remove = try XCTUnwrap(Self.button("Remove", on: page))
            let count = CircleLayoutViewController.initialCount
            let last = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: count - 1, section: 0)))
            let (center, _) = Self.circle(in: collectionView)
            let start = last.center

            app.click(at: remove.centre(of: remove.bounds, in: window), in: window)
            app.advance(by: 0.15)
            let midway = Self.shown(last)
            let hiddenMidway = last.isHidden
            app.advance(by: 0.5)

            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), count - 1)
            XCTAssertFalse(hiddenMidway, "still on screen while it shrinks")
            XCTAssertLessThan(midway.opacity, 1)
            XCTAssertGreaterThan(midway.opacity, 0)
            XCTAssertLessThan(
                hypot(midway.position.x - center.x, midway.position.y - center.y),
                hypot(start.x - center.x, start.y - center.y), "on its way into the centre")
            XCTAssertTrue(last.isHidden || last.superview == nil, "gone once the animation ends")
            XCTAssertEqual(Self.cells(of: collectionView).count, count - 1)
            XCTAssertEqual(page.log.lines.last, "circle layout · deleted \(count): \(count - 1) discs")
        }
    }

    /// A click on a disc deletes it; the discs after it move up one place round the circle.
    func testClickingADiscDeletesIt() throws {
        try MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(CircleLayoutViewController.self)
            let collectionView = page.collectionView
            let third = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))

            app.click(at: third.centre(of: third.bounds, in: window), in: window)
            app.advance(by: 1)

            let count = CircleLayoutViewController.initialCount
            XCTAssertEqual(page.numbers, [1, 2] + Array(4...count))
            XCTAssertEqual(Self.cells(of: collectionView).count, count - 1)
            let now = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CircleCell
            XCTAssertEqual(now?.numberLabel.text, "4")
            XCTAssertEqual(page.log.lines.last, "circle layout · deleted 3: \(count - 1) discs")
        }
    }
}
