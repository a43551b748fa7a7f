import UIKit

/// A settings-style screen as iOS 14+ code writes it, in Swift 5 mode without annotations: a list
/// layout with swipe actions, list cells with accessories, a diffable data source with an outline
/// and reordering, a compositional section provider with an orthogonal carousel, batch updates, a
/// custom layout's update animations, interactive movement and prefetching.
final class SettingsScreen: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    enum Section: Hashable, Sendable { case featured, settings }

    var source: UICollectionViewDiffableDataSource<Section, String>!

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 8
                return section
            }
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.headerMode = .firstItemInSection
            list.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                ])
            }
            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.prefetchDataSource = self
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete(), .reorder(), .outlineDisclosure()]
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                if state.isSwiped { background.backgroundColor = .systemGray5 }
                cell.backgroundConfiguration = background
            }
        }
        source = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { transaction in
            print(transaction.finalSnapshot.itemIdentifiers, transaction.difference.count)
        }
        source.sectionSnapshotHandlers.willExpandItem = { item in print("expanding", item) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .settings])
        snapshot.appendItems(["One", "Two"], toSection: .featured)
        source.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["General"])
        outline.append(["About", "Storage"], to: "General")
        source.apply(outline, to: .settings, animatingDifferences: true)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}

    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Copy") { _ in }]) })
    }

    func removeFirst() {
        collectionView.performBatchUpdates(
            {
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 1)])
            }, completion: { finished in print(finished) })
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1))
        collectionView.updateInteractiveMovementTargetPosition(.zero)
        collectionView.endInteractiveMovement()
    }
}

/// A custom layout with update animations, as the classic samples write it.
final class FanLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.size = CGSize(width: 60, height: 60)
            attributes.center = CGPoint(x: 40 + CGFloat(item) * 20, y: collectionView.bounds.midY)
            attributes.zIndex = item
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
