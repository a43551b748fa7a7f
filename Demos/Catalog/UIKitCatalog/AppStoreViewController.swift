import UIKit

/// `UICollectionViewCompositionalLayout` as the App Store's Today and Apps tabs show apps: a
/// section provider gives each section its own layout, and every section scrolls sideways in a
/// row of its own under a header with See All — featured cards one at a time, settling centred;
/// charts of three rows a column, settling on a column's edge; small icons scrolling freely. The
/// page itself scrolls down through the sections. A diffable data source with a cell registration
/// per style of section fills it, with icons drawn once per app (`AppIcon`). The log prints each
/// app chosen and each See All.
final class AppStoreViewController: ControlPageViewController, UICollectionViewDelegate {
    override class var pageTitle: String { "App Store" }
    override class var controlClass: String { "UICollectionView" }

    /// The collection view's height on the page: the left column's.
    private static let storeHeight: CGFloat = 740

    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: AppStoreLayout.make())
    /// Made when the view loads, with the page's log.
    private(set) var dataSource: AppStoreDataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        // Room under the last section, so its rows do not end on the card's edge.
        collectionView.contentInset.bottom = 16
        collectionView.delegate = self
        dataSource = AppStoreDataSource(collectionView: collectionView, log: log)
        addSection(
            "Sections scrolling sideways · paging, by column, freely",
            [StateRow(nil, collectionView, placement: .edgeToEdge, height: Self.storeHeight)])
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let item = dataSource?.itemIdentifier(for: indexPath) {
            log.write("app store · didSelectItemAt \(item.section.title) #\(item.rank + 1): \(item.app.name)")
        }
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
