import Foundation

/// Sections whose items scroll across the collection view (a compositional layout's orthogonal
/// sections): each has a scroll view of its own over its row, holding its cells and their badges.
/// The layout places those items as if the row were not scrolled; they show moved by the row's
/// offset, and are made and reused, as the others, for what shows.
extension UICollectionView {
    /// Makes, moves or takes away the rows' scroll views to match the layout's rows.
    func updateOrthogonalScrollers() {
        let rows = collectionViewLayout.orthogonalRows
        guard !rows.isEmpty || !orthogonalScrollers.isEmpty else { return }
        var kept: [Int: OrthogonalScrollView] = [:]
        for row in rows {
            if let scroller = orthogonalScrollers[row.section] {
                scroller.row = row
                kept[row.section] = scroller
            } else {
                let scroller = OrthogonalScrollView(row: row, collectionView: self)
                insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
                kept[row.section] = scroller
            }
        }
        for (section, scroller) in orthogonalScrollers where kept[section] == nil {
            scroller.removeFromSuperview()
        }
        orthogonalScrollers = kept
    }

    /// The scroll view of the row the element `key` names rides in, if it does.
    func orthogonalScroller(for key: ElementKey) -> OrthogonalScrollView? {
        guard let scroller = orthogonalScrollers[key.indexPath.section] else { return nil }
        switch key.category {
        case .cell: return scroller
        case .supplementaryView: return scroller.row.itemKinds.contains(key.kind) ? scroller : nil
        case .decorationView: return nil
        }
    }

    /// Where the element `attributes` place shows in the collection view's content: moved by its
    /// row's offset when it rides in one.
    func shownFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard let scroller = orthogonalScroller(for: ElementKey(attributes)) else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }

    /// `attributes` in the coordinates of the view holding the element: its row's content, or the
    /// collection view's.
    func hostedAttributes(_ attributes: UICollectionViewLayoutAttributes, in scroller: OrthogonalScrollView?)
        -> UICollectionViewLayoutAttributes
    {
        guard let scroller, let moved = attributes.copy() as? UICollectionViewLayoutAttributes else {
            return attributes
        }
        moved.center.x -= scroller.row.frame.minX
        moved.center.y -= scroller.row.frame.minY
        return moved
    }
}
