import UIKit

/// The App Store page's diffable data source: a section per `StoreSection`, an item per app in it,
/// each style of section with its cell registration, and a header per section whose See All
/// button writes to the log.
final class AppStoreDataSource: UICollectionViewDiffableDataSource<StoreSection, StoreItem> {
    /// The featured cards' taglines, in turn.
    private static let taglines = ["APP OF THE DAY", "NEW RELEASE", "EDITORS' CHOICE", "GREAT UPDATE"]

    /// A data source for `collectionView` showing every section; See All writes to `log`.
    init(collectionView: UICollectionView, log: DemoLog) {
        let card = UICollectionView.CellRegistration<FeaturedAppCell, StoreItem> { cell, _, item in
            cell.show(item.app, tagline: Self.taglines[item.rank % Self.taglines.count])
        }
        let ranked = UICollectionView.CellRegistration<RankedAppCell, StoreItem> { cell, _, item in
            cell.show(item, isLastInColumn: item.rank % 3 == 2 || item.rank == item.section.apps.count - 1)
        }
        let icon = UICollectionView.CellRegistration<AppIconCell, StoreItem> { cell, _, item in
            cell.show(item.app)
        }
        super.init(collectionView: collectionView) { collectionView, indexPath, item in
            switch item.section.style {
            case .cards: collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: item)
            case .rankedRows: collectionView.dequeueConfiguredReusableCell(using: ranked, for: indexPath, item: item)
            case .icons: collectionView.dequeueConfiguredReusableCell(using: icon, for: indexPath, item: item)
            }
        }
        let header = UICollectionView.SupplementaryRegistration<StoreSectionHeader>(
            elementKind: AppStoreLayout.headerKind
        ) { [weak log] header, _, indexPath in
            let section = StoreSection.allCases[indexPath.section]
            header.titleLabel.text = section.title
            header.seeAll = { log?.write("app store · See All \(section.title): \(section.apps.count) apps") }
        }
        supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<StoreSection, StoreItem>()
        snapshot.appendSections(StoreSection.allCases)
        for section in StoreSection.allCases {
            let items = section.apps.enumerated().map { StoreItem(section: section, app: $0.element, rank: $0.offset) }
            snapshot.appendItems(items, toSection: section)
        }
        apply(snapshot, animatingDifferences: false)
    }
}
