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

/// Self-sizing groups of several items in a compositional layout: each item takes the height its
/// cell prefers, the group the tallest, and the groups below move down.
final class CompositionalSelfSizingTests: XCTestCase {
    /// A cell whose content is a bar of the height it is given, 10 points inside the content view.
    private final class BarCell: UICollectionViewCell {
        private var height: NSLayoutConstraint?

        func show(height value: CGFloat) {
            height?.isActive = false
            let bar = contentView.subviews.first ?? UIView()
            if bar.superview == nil {
                bar.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                ])
            }
            height = bar.heightAnchor.constraint(equalToConstant: value)
            height?.isActive = true
        }
    }

    @MainActor
    private final class Bars: NSObject, UICollectionViewDataSource {
        let heights: [CGFloat] = [30, 80, 40, 40, 100, 20]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            heights.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath) as! BarCell
            cell.show(height: heights[indexPath.item])
            return cell
        }
    }

    func testItemsTakeTheirPreferredHeightsAndEachGroupItsTallest() {
        MainActor.assumeIsolated {
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 5
            let bars = Bars()
            let (app, window, collection, log) = collectionWindow(sections: [0]) { collection, _, _ in
                collection.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
                collection.register(BarCell.self, forCellWithReuseIdentifier: "bar")
                collection.dataSource = bars
                collection.delegate = nil
            }
            app.runUntilIdle()

            @MainActor func frame(_ item: Int) -> CGRect? {
                collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame
            }
            XCTAssertEqual(frame(0), CGRect(x: 0, y: 0, width: 160, height: 50))
            XCTAssertEqual(frame(1), CGRect(x: 160, y: 0, width: 160, height: 100))
            XCTAssertEqual(frame(2)?.minY, 105, "the first pair is as tall as its taller item")
            XCTAssertEqual(frame(4), CGRect(x: 0, y: 105 + 60 + 5, width: 160, height: 120))
            XCTAssertEqual(collection.contentSize.height, 170 + 120)
            withExtendedLifetime((window, log, bars)) {}
        }
    }
}
