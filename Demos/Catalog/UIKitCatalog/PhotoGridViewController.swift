import UIKit

/// `UICollectionView` with a compositional layout as Photos shows a library: a row of featured
/// photos that scrolls sideways a photo at a time, centred, then 3 000 made-up photos in albums of
/// 250, four square photos a row 2 points apart, each section under a header that stays at the top
/// while its photos scroll. The photos are coloured landscapes drawn once (`PhotoSwatches`) and
/// shared; cells are made only for what is on screen. The log prints each photo chosen.
final class PhotoGridViewController: ControlPageViewController, UICollectionViewDelegate {
    override class var pageTitle: String { "Photo Grid" }
    override class var controlClass: String { "UICollectionView" }

    static let featuredCount = 10
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
            "Featured, then \(Self.albumCount * Self.photosPerAlbum) photos four a row · headers pinned",
            [StateRow(nil, collectionView, placement: .edgeToEdge, height: Self.gridHeight)])
    }

    /// The album section `section` shows, counting from 1; nil for the featured row.
    static func album(of section: Int) -> Int? {
        section == 0 ? nil : section
    }

    /// Section 0 the featured row, the others albums; each under a pinned 36-point header.
    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let layout = album(of: section) == nil ? featuredSection() : albumSection()
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: headerKind, alignment: .top)
            header.pinToVisibleBounds = true
            layout.boundarySupplementaryItems = [header]
            return layout
        }
    }

    /// Photos 70 % of the width wide, side by side, settling one at a time in the middle.
    private static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 12, trailing: 8)
        return section
    }

    /// Four square photos a row, 2 points apart.
    private static func albumSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 12, trailing: 1)
        return section
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let place = Self.album(of: indexPath.section).map { "album \($0)" } ?? "featured"
        log.write("photo grid · didSelectItemAt \(place), photo \(indexPath.item + 1)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
