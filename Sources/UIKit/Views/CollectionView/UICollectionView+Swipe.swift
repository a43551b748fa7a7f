/// Swipe actions on the rows of list sections (the sliding is `RowSwipeHost`'s): the section's
/// `UICollectionLayoutListConfiguration` gives each row's leading and trailing actions through its
/// providers; the cell's configuration state shows it swiped while it is open.
extension UICollectionView: RowSwipeHost {
    func swipeActions(at point: CGPoint, dx: CGFloat) -> (IndexPath, UISwipeActionsConfiguration)? {
        guard !isEditing, movement == nil, let indexPath = indexPathForItem(at: point),
            let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(
                forSection: indexPath.section)
        else { return nil }
        let provider =
            dx < 0 ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return (indexPath, configuration)
    }

    func swipedRow(at indexPath: IndexPath) -> UIView? {
        visibleElements[ElementKey(category: .cell, kind: "", indexPath: indexPath)]
    }

    func restingX(ofSwipedRow indexPath: IndexPath) -> CGFloat {
        let key = ElementKey(category: .cell, kind: "", indexPath: indexPath)
        return appliedAttributes[key]?.frame.minX ?? visibleElements[key]?.frame.minX ?? 0
    }

    func cardCorners(ofSwipedRow indexPath: IndexPath) -> CACornerMask? {
        guard let cell = swipedRow(at: indexPath) as? UICollectionViewListCell,
            cell.listPlace?.configuration.appearance == .insetGrouped
        else { return nil }
        return cell.layer.cornerRadius > 0 ? cell.layer.maskedCorners : []
    }

    func rowSwipeDidBegin(at indexPath: IndexPath) {
        (swipedRow(at: indexPath) as? UICollectionViewCell)?.isSwipedOpen = true
    }

    func rowSwipeDidEnd(at indexPath: IndexPath) {
        (swipedRow(at: indexPath) as? UICollectionViewCell)?.isSwipedOpen = false
    }
}
