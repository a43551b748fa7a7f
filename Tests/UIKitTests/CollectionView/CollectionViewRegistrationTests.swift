import UIKit
import UIKitTesting
import XCTest

/// iOS 14's registrations: a cell class and a handler, registered on first use and reused.
final class CollectionViewRegistrationTests: XCTestCase {
    /// Items as strings, their cells labelled by a registration's handler, with a header.
    @MainActor
    private final class Source: NSObject, UICollectionViewDataSource {
        let items = (0..<200).map { "item \($0)" }
        var configured = 0
        lazy var cells = UICollectionView.CellRegistration<UICollectionViewCell, String> {
            [unowned self] cell, _, item in
            configured += 1
            let label = cell.contentView.subviews.first as? UILabel ?? UILabel()
            label.text = item
            cell.contentView.addSubview(label)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.accessibilityLabel = "\(kind) \(indexPath.section)"
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: items[indexPath.item])
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    func testRegistrationsMakeConfigureAndReuseTheirViews() {
        MainActor.assumeIsolated {
            let source = Source()
            let (app, window, collection, log) = collectionWindow(sections: [1]) { collection, layout, _ in
                layout.headerReferenceSize = CGSize(width: 0, height: 30)
                collection.dataSource = source
            }
            let label = collection.cellForItem(at: IndexPath(item: 3, section: 0))?.contentView.subviews.first
            XCTAssertEqual((label as? UILabel)?.text, "item 3")
            XCTAssertEqual(
                collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first?
                    .accessibilityLabel, "UICollectionElementKindSectionHeader 0")
            let shown = collection.visibleCells.count
            let made = Set(collection.subviews.compactMap { $0 as? UICollectionViewCell }.map(ObjectIdentifier.init))
            collection.contentOffset.y = 2000
            app.runUntilIdle()
            let after = Set(collection.subviews.compactMap { $0 as? UICollectionViewCell }.map(ObjectIdentifier.init))
            XCTAssertLessThanOrEqual(after.subtracting(made).count, 2, "the cells that left are reused")
            XCTAssertGreaterThan(source.configured, shown, "and configured again for their new items")
            let first = collection.indexPathsForVisibleItems.first ?? IndexPath(item: 0, section: 0)
            let text = (collection.cellForItem(at: first)?.contentView.subviews.first as? UILabel)?.text
            XCTAssertEqual(text, "item \(first.item)")
            withExtendedLifetime((window, log, source)) {}
        }
    }
}
