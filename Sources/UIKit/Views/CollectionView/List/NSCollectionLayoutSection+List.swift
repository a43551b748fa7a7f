/// List sections (iOS 14): one full-width row per item, 44 points high (the list's minimum row),
/// inset as the appearance insets rows, with headers and footers as the configuration's modes say.
extension NSCollectionLayoutSection {
    /// A section showing its items as a list with `configuration`'s look.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.minimumCellHeight))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let side: CGFloat =
            switch configuration.appearance {
            case .insetGrouped: 20
            case .sidebar: 10
            default: 0
            }
        let grouped = configuration.isGrouped
        let top = configuration.headerTopPadding ?? (grouped && configuration.headerMode != .supplementary ? 35 : 0)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: top, leading: side, bottom: grouped ? ListMetrics.groupedFooterBottomMargin + 8 : 0,
            trailing: side)
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 55 : 28)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`'s look.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
