import Foundation

/// The scroll view a collection view shows an orthogonally scrolling section's items in: over the
/// section's row, scrolling across the collection view, settling as the section's behaviour says
/// (on pages, on groups, on groups centred, on a group's leading edge, or anywhere).
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    /// The collection view placing this row's items; told to place them again as it scrolls.
    weak var collectionView: UICollectionView?
    var row: OrthogonalRow {
        didSet { rowChanged() }
    }
    /// Where the drag under way began, along the row.
    private var dragStart: CGFloat = 0

    init(row: OrthogonalRow, collectionView: UICollectionView) {
        self.row = row
        self.collectionView = collectionView
        super.init(frame: row.frame)
        backgroundColor = nil
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        delegate = self
        rowChanged()
    }

    required init?(coder: NSCoder) {
        nil
    }

    private func rowChanged() {
        if frame != row.frame { frame = row.frame }
        if contentSize != row.contentSize { contentSize = row.contentSize }
        isPagingEnabled = row.behavior == .paging
        decelerationRate = row.behavior == .continuous ? .normal : .fast
    }

    /// `offset` along the row.
    private func along(_ offset: CGPoint) -> CGFloat { row.scrollsVertically ? offset.y : offset.x }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.setNeedsLayout()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = along(contentOffset)
    }

    /// Group behaviours come to rest on a group: the nearest to where the scroll would stop (with
    /// its leading edge where the first group's is, or its centre in the middle), and for group
    /// paging no further than one group from where the drag began.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard row.groupStep > 0 else { return }
        let proposed = along(targetContentOffset.pointee)
        let visible = row.scrollsVertically ? bounds.height : bounds.width
        // Groups settle where the first one starts (inside the section's inset), or centred.
        let first = row.behavior == .groupPagingCentered ? row.leadingInset + (row.groupLength - visible) / 2 : 0
        var group = ((proposed - first) / row.groupStep).rounded()
        switch row.behavior {
        case .none, .continuous, .paging:
            return
        case .continuousGroupLeadingBoundary:
            break
        case .groupPaging, .groupPagingCentered:
            let startGroup = ((dragStart - first) / row.groupStep).rounded()
            group = min(max(group, startGroup - 1), startGroup + 1)
        }
        var target = targetContentOffset.pointee
        let settled = first + group * row.groupStep
        if row.scrollsVertically { target.y = settled } else { target.x = settled }
        targetContentOffset.pointee = clampedContentOffset(target)
    }
}
