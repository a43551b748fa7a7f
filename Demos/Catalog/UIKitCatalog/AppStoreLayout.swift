import UIKit

/// The App Store page's compositional layout: a section provider giving each `StoreSection` the
/// layout of its style, every section scrolling sideways in a row of its own under a header.
@MainActor
enum AppStoreLayout {
    static let headerKind = "store-header"
    /// The room left of the first group and right of the last, as the header's.
    static let margin: CGFloat = 16
    /// A ranked row's height; a chart column holds three.
    static let rankedRowHeight: CGFloat = 68
    static let cardHeight: CGFloat = 210

    static func make() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                let section =
                    switch StoreSection.allCases[index].style {
                    case .cards: cardsSection()
                    case .rankedRows: rankedRowsSection()
                    case .icons: iconsSection()
                    }
                section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: margin, bottom: 0, trailing: margin)
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                        elementKind: headerKind, alignment: .top)
                ]
                return section
            }, configuration: configuration)
    }

    /// One card a group, most of the width, settling centred with its neighbours' edges showing.
    private static func cardsSection() -> NSCollectionLayoutSection {
        let card = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.88), heightDimension: .absolute(cardHeight)),
            subitems: [card])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.orthogonalScrollingBehavior = .groupPagingCentered
        return section
    }

    /// Columns of three rows, most of the width so the next column's edge shows, coming to rest
    /// with a column's leading edge at the margin.
    private static func rankedRowsSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(rankedRowHeight)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(3 * rankedRowHeight)),
            repeatingSubitem: row, count: 3)
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 20
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return section
    }

    /// Icons 76 points square with two lines of text under them, scrolling freely.
    private static func iconsSection() -> NSCollectionLayoutSection {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(76), heightDimension: .absolute(76 + 40)),
            subitems: [tile])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.orthogonalScrollingBehavior = .continuous
        return section
    }
}
