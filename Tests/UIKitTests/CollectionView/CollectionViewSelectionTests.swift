import UIKit
import UIKitTesting
import XCTest

/// Selection made in code right after the data changed: the reload still pending must not clear it.
final class CollectionViewSelectionTests: XCTestCase {
    func testASelectionMadeRightAfterApplyingASnapshotIsKeptAndAClickMovesIt() {
        MainActor.assumeIsolated {
            final class Delegate: NSObject, UICollectionViewDelegate {}
            let delegate = Delegate()
            var list: UICollectionView!
            var source: UICollectionViewDiffableDataSource<Int, String>!
            let scene = ControllerScene { _ in
                let controller = UIViewController()
                list = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 300, height: 300),
                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
                list.delegate = delegate
                controller.view.addSubview(list)
                let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                    var content = UIListContentConfiguration.sidebarCell()
                    content.text = item
                    cell.contentConfiguration = content
                }
                source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
                    view, indexPath, item in
                    view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["A", "B", "C"])
                source.apply(snapshot, animatingDifferences: false)
                list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
                return controller
            }
            let first = list.cellForItem(at: IndexPath(item: 0, section: 0))!
            let keptSelection = list.indexPathsForSelectedItems

            let second = list.cellForItem(at: IndexPath(item: 1, section: 0))!
            scene.app.click(at: second.convert(CGPoint(x: 20, y: 10), to: nil), in: scene.window)
            scene.app.runUntilIdle()

            XCTAssertEqual(keptSelection, [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(list.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
            XCTAssertFalse(first.isSelected)
            XCTAssertTrue(second.isSelected)
        }
    }
}
