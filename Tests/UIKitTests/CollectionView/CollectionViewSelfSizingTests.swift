import UIKit
import UIKitTesting
import XCTest

/// Self-sizing cells in a flow layout: with `estimatedItemSize` each cell shown is asked for the
/// size its content's constraints fit, and the items flow again at those sizes.
final class CollectionViewSelfSizingTests: XCTestCase {
    /// A cell showing a tag: a label 8 points inside the content view on every side.
    private final class TagCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @MainActor
    private final class Tags: NSObject, UICollectionViewDataSource {
        let tags = ["Swift", "Linux", "UIKit", "X11", "Cairo", "Pango", "Compositional layouts"]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            tags.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.label.text = tags[indexPath.item]
            return cell
        }
    }

    func testCellsTakeTheSizeTheirContentFitsAndTheItemsFlowAgain() {
        MainActor.assumeIsolated {
            let tags = Tags()
            let (app, window, collection, log) = collectionWindow(sections: [0]) { collection, layout, _ in
                layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
                collection.dataSource = tags
                collection.delegate = nil
            }
            app.runUntilIdle()

            let cells = (0..<tags.tags.count).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
            XCTAssertEqual(cells.count, tags.tags.count)
            for (cell, tag) in zip(cells, tags.tags) {
                let label = (cell as? TagCell)?.label
                let fitted = label?.intrinsicContentSize ?? .zero
                XCTAssertEqual(cell.bounds.width, fitted.width + 16, accuracy: 0.5, tag)
                XCTAssertEqual(cell.bounds.height, fitted.height + 16, accuracy: 0.5, tag)
            }
            XCTAssertLessThan(cells[0].bounds.width, 100, "smaller than the 100-point estimate")
            XCTAssertEqual(cells[0].frame.minY, cells[1].frame.minY, "short tags share a line")
            XCTAssertGreaterThan(cells[6].bounds.width, cells[0].bounds.width * 2)
            withExtendedLifetime((window, log, tags)) {}
        }
    }
}
