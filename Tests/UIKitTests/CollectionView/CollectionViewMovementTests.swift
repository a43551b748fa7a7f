import UIKit
import UIKitTesting
import XCTest

/// Moving items by hand (the interactive movement API and the controller's standard gesture), a
/// diffable data source's reordering handlers, and context menus on items.
final class CollectionViewMovementTests: XCTestCase {
    /// Items named by letter that may all move, recording the moves and the context menus asked for.
    @MainActor
    private final class Letters: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var items = ["A", "B", "C", "D", "E", "F"]
        var moves: [String] = []
        var menus: [String] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = items[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            menus.append(indexPaths.map { items[$0.item] }.joined())
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Share") { _ in }])
            })
        }
    }

    /// The letters in the order the cells on screen show them.
    @MainActor
    private static func shown(_ collection: UICollectionView) -> String {
        collection.indexPathsForVisibleItems.compactMap { collection.cellForItem(at: $0)?.accessibilityLabel }
            .joined()
    }

    @MainActor
    private static func letters() -> (HeadlessApp, UIWindow, UICollectionView, Letters) {
        let letters = Letters()
        let (app, window, collection, log) = collectionWindow(sections: [6]) { collection, _, _ in
            collection.dataSource = letters
            collection.delegate = letters
        }
        withExtendedLifetime(log) {}
        return (app, window, collection, letters)
    }

    func testAMovedItemFollowsThePointerTheOthersMakeRoomAndTheDataSourceHearsAtTheEnd() {
        MainActor.assumeIsolated {
            let (app, window, collection, letters) = Self.letters()
            let moving = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))

            // Item 3's place: the second column of the second row.
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 175))
            app.advance(by: 0.5)
            XCTAssertEqual(Self.shown(collection), "BCDAEF")
            XCTAssertEqual(moving?.center, CGPoint(x: 250, y: 175), "it follows the pointer")
            XCTAssertEqual(letters.moves, [], "the data source hears at the end")

            collection.endInteractiveMovement()
            app.advance(by: 0.5)
            XCTAssertEqual(letters.moves, ["0 → 3"])
            XCTAssertEqual(letters.items.joined(), "BCDAEF")
            XCTAssertEqual(moving?.frame.origin, CGPoint(x: 210, y: 120), "it settles in its place")
            withExtendedLifetime((window, letters)) {}
        }
    }

    func testACancelledMovementPutsTheItemBack() {
        MainActor.assumeIsolated {
            let (app, window, collection, letters) = Self.letters()
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
            app.advance(by: 0.5)
            XCTAssertEqual(Self.shown(collection), "EABCDF")

            collection.cancelInteractiveMovement()
            app.advance(by: 0.5)
            XCTAssertEqual(Self.shown(collection), "ABCDEF")
            XCTAssertEqual(letters.moves, [])
            withExtendedLifetime((window, letters)) {}
        }
    }

    func testTheControllersGestureMovesAnItemHeldAndDragged() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let controller = LettersController(collectionViewLayout: layout)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            app.runUntilIdle()
            controller.collectionView.contentInsetAdjustmentBehavior = .never
            app.runUntilIdle()

            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 0.6)
            for step in 1...10 {
                app.pointerMove(to: CGPoint(x: 60 + 19 * CGFloat(step), y: 60 + 11.5 * CGFloat(step)), in: window)
                app.advance(by: 0.02)
            }
            app.pointerUp(at: CGPoint(x: 250, y: 175), in: window)
            app.advance(by: 0.5)

            XCTAssertEqual(controller.items.joined(), "BCDAEF")
            withExtendedLifetime(window) {}
        }
    }

    func testADiffableDataSourcesHandlersSayWhatMovesAndHearTheReorder() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = collectionWindow(sections: [0])
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                collection, indexPath, _ in
                collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            var heard: [String] = []
            source.reorderingHandlers.canReorderItem = { $0 != "c" }
            source.reorderingHandlers.willReorder = { transaction in
                heard.append("will " + transaction.initialSnapshot.itemIdentifiers.joined())
            }
            source.reorderingHandlers.didReorder = { transaction in
                heard.append("did " + transaction.finalSnapshot.itemIdentifiers.joined())
                heard.append(
                    "\(transaction.difference.count) changes, \(transaction.sectionTransactions.count) section")
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c", "d"])
            source.apply(snapshot, animatingDifferences: false)
            app.runUntilIdle()

            XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "c may not")
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 60))
            collection.endInteractiveMovement()
            app.advance(by: 0.5)

            XCTAssertEqual(heard, ["will abcd", "did bacd", "2 changes, 1 section"])
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["b", "a", "c", "d"])
            withExtendedLifetime((window, log, source)) {}
        }
    }

    func testASecondaryClickOnAnItemOpensItsMenuHighlightingIt() {
        MainActor.assumeIsolated {
            let (app, window, collection, letters) = Self.letters()
            let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))

            app.pointerDown(at: CGPoint(x: 250, y: 60), in: window, button: 3)
            app.pointerUp(at: CGPoint(x: 250, y: 60), in: window, button: 3)
            app.runUntilIdle()

            XCTAssertEqual(letters.menus, ["B"])
            XCTAssertEqual(cell?.isHighlighted, true, "highlighted while its menu is open")
            withExtendedLifetime((window, letters)) {}
        }
    }
}

/// A collection view controller of six letters that may all move.
private final class LettersController: UICollectionViewController {
    var items = ["A", "B", "C", "D", "E", "F"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// The keyboard: Tab focuses the collection view, the arrows move the focused item across and
/// between lines, Return selects it.
final class CollectionViewKeyboardTests: XCTestCase {
    func testTheArrowsMoveTheFocusAcrossAndBetweenLinesAndReturnSelects() {
        MainActor.assumeIsolated {
            // Two columns of 100-point items: item 0 at the left of the first line, 1 at its right.
            let (app, window, collection, log) = collectionWindow(sections: [20])
            app.typeKey(.keyboardTab, in: window)
            app.typeKey(.keyboardRightArrow, in: window)
            XCTAssertEqual(
                collection.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isFocused, true)
            app.typeKey(.keyboardRightArrow, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardLeftArrow, in: window)
            app.runUntilIdle()

            // 1 → 3 → 5 (below, the right column) → 4.
            let focused = collection.cellForItem(at: IndexPath(item: 4, section: 0))
            XCTAssertEqual(focused?.configurationState.isFocused, true)
            XCTAssertEqual(
                collection.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isFocused, false)
            XCTAssertEqual(collection.indexPathsForSelectedItems ?? [], [])
            app.typeKey(.keyboardReturnOrEnter, in: window)
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
            XCTAssertTrue(log.calls.contains("didSelect 4"))
            withExtendedLifetime((window, log)) {}
        }
    }
}
