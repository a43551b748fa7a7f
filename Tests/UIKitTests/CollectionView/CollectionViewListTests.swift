import UIKit
import UIKitTesting
import XCTest

/// Lists made of a compositional layout's list sections and list cells: rows, their cards and
/// separators, accessories, and outlines expanded by the outline disclosure accessory.
final class CollectionViewListTests: XCTestCase {
    /// A 320×400 collection view with a list layout of `appearance`, its diffable data source
    /// showing `sections` of `items` each, with list cells and `accessories`.
    @MainActor
    private static func list(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, sections: [[String]],
        accessories: [UICellAccessory] = [],
        configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
    ) -> (HeadlessApp, UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.rootViewController = UIViewController()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        source.apply(snapshot, animatingDifferences: false)
        window.rootViewController!.view.addSubview(collection)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, collection, source)
    }

    func testAnInsetGroupedListShowsRowsInRoundedCardsOnGrey() {
        MainActor.assumeIsolated {
            let (app, window, collection, source) = Self.list(.insetGrouped, sections: [["a", "b", "c"], ["d"]])
            let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            let middle = collection.cellForItem(at: IndexPath(item: 1, section: 0))

            XCTAssertEqual(first?.frame, CGRect(x: 20, y: 35, width: 280, height: 44))
            XCTAssertEqual(middle?.frame.minY, 79)
            XCTAssertEqual(first?.layer.cornerRadius, 10)
            XCTAssertEqual(first?.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertEqual(middle?.layer.maskedCorners, [])
            XCTAssertEqual(collection.backgroundColor, .systemGroupedBackground)
            XCTAssertTrue(first?.contentView is UIListContentView)
            let grey = app.pixel(in: window, at: CGPoint(x: 8, y: 60))
            let white = app.pixel(in: window, at: CGPoint(x: 290, y: 60))
            XCTAssertEqual(grey?.red, 242)
            XCTAssertEqual(white?.red, 255)
            withExtendedLifetime((window, source)) {}
        }
    }

    func testAccessoriesSitBesideTheContentAndEditingOnesShowWhileEditing() {
        MainActor.assumeIsolated {
            let (app, window, collection, source) = Self.list(
                .plain, sections: [["a", "b"]], accessories: [.disclosureIndicator(), .delete()])
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            let chevron = cell?.subviews.compactMap { $0 as? UIImageView }.first { !$0.isHidden }

            XCTAssertEqual(chevron?.frame.maxX, 304, "16 points from the trailing edge")
            XCTAssertLessThan(cell?.contentView.frame.maxX ?? 320, 300)
            XCTAssertEqual(cell?.subviews.compactMap { $0 as? UIImageView }.filter { !$0.isHidden }.count, 1)

            collection.isEditing = true
            app.runUntilIdle()
            XCTAssertEqual(cell?.subviews.compactMap { $0 as? UIImageView }.filter { !$0.isHidden }.count, 2)
            XCTAssertGreaterThan(cell?.contentView.frame.minX ?? 0, 30, "the delete control leads")
            withExtendedLifetime((window, source)) {}
        }
    }

    func testTheOutlineDisclosureExpandsAndCollapsesAnItemsChildren() {
        MainActor.assumeIsolated {
            let (app, window, collection, source) = Self.list(
                .sidebar, sections: [[]], accessories: [.outlineDisclosure()])
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            source.apply(outline, to: 0, animatingDifferences: false)
            app.runUntilIdle()
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 1)

            let parent = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            let chevron = parent?.subviews.compactMap { $0 as? UIImageView }.first { !$0.isHidden }
            let point = parent?.convert(chevron?.center ?? .zero, to: window) ?? .zero
            app.click(at: point, in: window)
            app.advance(by: 0.5)

            XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
            XCTAssertEqual(parent?.configurationState.isExpanded, true)
            let child = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(child?.indentationLevel, 1)
            XCTAssertEqual(source.snapshot(for: 0).visibleItems, ["Fruit", "Apple", "Pear"])

            app.click(at: point, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 1)
            withExtendedLifetime((window, source)) {}
        }
    }

    func testARowSwipedPastHalfItsActionsOpensOnThemAndAnActionCloses() {
        MainActor.assumeIsolated {
            var performed: [String] = []
            let (app, window, collection, source) = Self.list(.plain, sections: [["a", "b", "c"]]) { list in
                list.trailingSwipeActionsConfigurationProvider = { indexPath in
                    UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
                            performed.append("\(action.title ?? "") \(indexPath.item)")
                            done(true)
                        }
                    ])
                }
            }
            // Row 1 spans y 44…88.
            app.drag(from: CGPoint(x: 250, y: 66), by: CGPoint(x: -100, y: 0), steps: 5, in: window)
            app.advance(by: 0.5)
            let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
            XCTAssertLessThanOrEqual(cell?.frame.minX ?? 0, -74, "open on Delete, 74 points at least")
            XCTAssertEqual(cell?.configurationState.isSwiped, true)
            XCTAssertEqual(collection.contentOffset.y, 0, "a sideways drag does not scroll")

            app.click(at: CGPoint(x: 320 - 30, y: 66), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(performed, ["Delete 1"])
            XCTAssertEqual(cell?.frame.minX, 0, "done closes the row")
            XCTAssertEqual(cell?.configurationState.isSwiped, false)
            withExtendedLifetime((window, source)) {}
        }
    }

    func testARowOfLongTextGrowsToShowItAndTheRowsBelowMoveDown() {
        MainActor.assumeIsolated {
            let long = "A row whose text is long enough to wrap onto several lines in a list 320 points wide"
            let (_, window, collection, source) = Self.list(.plain, sections: [["short", long, "after"]])
            let short = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            let tall = collection.cellForItem(at: IndexPath(item: 1, section: 0))
            let after = collection.cellForItem(at: IndexPath(item: 2, section: 0))

            XCTAssertEqual(short?.frame.height, 44)
            XCTAssertGreaterThan(tall?.frame.height ?? 0, 60, "several lines")
            XCTAssertEqual(tall?.frame.width, 320, "the width stays the list's")
            XCTAssertEqual(after?.frame.minY ?? 0, (tall?.frame.maxY ?? 0), accuracy: 0.5)
            withExtendedLifetime((window, source)) {}
        }
    }

    func testTheSectionSnapshotHandlersDecideAndHearExpansions() {
        MainActor.assumeIsolated {
            let (app, window, collection, source) = Self.list(
                .sidebar, sections: [[]], accessories: [.outlineDisclosure()])
            var heard: [String] = []
            source.sectionSnapshotHandlers.willExpandItem = { heard.append("expand \($0)") }
            source.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
            source.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
                var children = NSDiffableDataSourceSectionSnapshot<String>()
                children.append(["Loaded"])
                return children
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Folder"])
            outline.append(["Placeholder"], to: "Folder")
            source.apply(outline, to: 0, animatingDifferences: false)
            app.runUntilIdle()
            let parent = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            let chevron = parent?.subviews.compactMap { $0 as? UIImageView }.first { !$0.isHidden }
            let point = parent?.convert(chevron?.center ?? .zero, to: window) ?? .zero

            app.click(at: point, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(heard, ["expand Folder"])
            XCTAssertEqual(source.snapshot(for: 0).visibleItems, ["Folder", "Loaded"], "the children given")

            app.click(at: point, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 2, "collapsing was refused")
            withExtendedLifetime((window, source)) {}
        }
    }

    func testDraggingARowsGripWhileEditingMovesIt() {
        MainActor.assumeIsolated {
            let (app, window, collection, source) = Self.list(
                .plain, sections: [["a", "b", "c", "d"]], accessories: [.reorder()])
            source.reorderingHandlers.canReorderItem = { _ in true }
            collection.isEditing = true
            app.runUntilIdle()
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            let grip = cell?.subviews.compactMap { $0 as? UIImageView }.first { !$0.isHidden }
            let start = cell?.convert(grip?.center ?? .zero, to: window) ?? .zero

            app.pointerDown(at: start, in: window)
            for step in 1...10 {
                app.advance(by: 0.02)
                app.pointerMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 10), in: window)
            }
            app.pointerUp(at: CGPoint(x: start.x, y: start.y + 100), in: window)
            app.advance(by: 0.5)

            XCTAssertEqual(source.snapshot().itemIdentifiers, ["b", "c", "a", "d"])
            XCTAssertEqual(cell?.frame.minY, 88, "the row settles in its new place")
            withExtendedLifetime((window, source)) {}
        }
    }
}
