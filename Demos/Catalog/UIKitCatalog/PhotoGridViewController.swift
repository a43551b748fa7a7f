import UIKit

/// `UICollectionView` with a compositional layout as Photos shows a library: 3 000 made-up photos
/// in albums of 250, four square photos a row 2 points apart, each album under a header that stays
/// at the top while its photos scroll. The photos are coloured landscapes drawn once
/// (`PhotoSwatches`) and shared; cells are made only for the rows on screen. The log prints each
/// photo chosen.
final class PhotoGridViewController: ControlPageViewController, UICollectionViewDelegate {
    override class var pageTitle: String { "Photo Grid" }
    override class var controlClass: String { "UICollectionView" }

    static let albumCount = 12
    static let photosPerAlbum = 250
    static let headerKind = "album-header"
    /// The grid's height on the page: the left column's.
    private static let gridHeight: CGFloat = 740

    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: PhotoGridViewController.makeLayout())
    private let dataSource = PhotoGridDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = dataSource
        collectionView.delegate = self
        addSection(
            "\(Self.albumCount * Self.photosPerAlbum) photos · four a row, album headers pinned",
            [StateRow(nil, collectionView, placement: .edgeToEdge, height: Self.gridHeight)])
    }

    /// Four square photos a row, 2 points apart, under a pinned 36-point header.
    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        let section = NSCollectionLayoutSection(group: row)
        section.boundarySupplementaryItems = [header]
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 12, trailing: 1)
        return UICollectionViewCompositionalLayout(section: section)
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.write("photo grid · didSelectItemAt album \(indexPath.section + 1), photo \(indexPath.item + 1)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
