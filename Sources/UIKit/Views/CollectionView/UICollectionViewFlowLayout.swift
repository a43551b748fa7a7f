/// Items in lines that wrap: along the scrolling direction's cross axis items fill a line, spaced
/// evenly (at least `minimumInteritemSpacing` apart; a line of one item has it centred), lines follow each other `minimumLineSpacing` apart, and each section has its inset, a
/// header before and a footer after (their reference size's height, or width when scrolling
/// horizontally). Sizes, insets and spacings come from the delegate
/// (`UICollectionViewDelegateFlowLayout`) when it gives them, else from the properties.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// An estimated size that asks cells to size themselves (`estimatedItemSize`).
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection = ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    /// 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    open var estimatedItemSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    /// 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var sectionInset = UIEdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    open var headerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    open var footerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top (or leading) edge while its section scrolls
    /// under it, pushed away by the section's end; false by default.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }
    /// The same for footers, at the bottom (or trailing) edge.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// The sizes self-sizing cells preferred (with `estimatedItemSize`), until the data changes.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    /// Everything placed at the last preparation, section by section.
    private var sections: [FlowSection] = []
    private var contentSize = CGSize.zero
    /// The width (or height, scrolling horizontally) the layout was prepared for.
    private var preparedBreadth: CGFloat = 0

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let breadth = vertical ? visible.width : visible.height
        preparedBreadth = breadth
        var position: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let placed = placeSection(section, in: collectionView, breadth: breadth, from: position)
            position = placed.end
            return placed
        }
        contentSize = vertical ? CGSize(width: breadth, height: position) : CGSize(width: position, height: breadth)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) || section.frame.isEmpty {
            if let header = pinned(section.header, in: section), header.frame.intersects(rect) { found.append(header) }
            for item in section.items(in: rect) { found.append(attributes(ofItem: item, in: section, at: index)) }
            if let footer = pinned(section.footer, in: section), footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    /// `boundary` (a section's header or footer) where it shows: in its place, or, when pinned, kept
    /// within the visible bounds while its section is, in front of the items.
    private func pinned(_ boundary: UICollectionViewLayoutAttributes?, in section: FlowSection)
        -> UICollectionViewLayoutAttributes?
    {
        guard let boundary, let collectionView else { return boundary }
        let isHeader = boundary.representedElementKind == UICollectionView.elementKindSectionHeader
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
            let moved = boundary.copy() as? UICollectionViewLayoutAttributes
        else { return boundary }
        let vertical = scrollDirection == .vertical
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let length = vertical ? boundary.size.height : boundary.size.width
        let (sectionStart, sectionEnd) =
            vertical ? (section.frame.minY, section.frame.maxY) : (section.frame.minX, section.frame.maxX)
        let place = vertical ? boundary.frame.minY : boundary.frame.minX
        let pinnedPlace =
            isHeader
            ? max(place, min(vertical ? visible.minY : visible.minX, sectionEnd - length))
            : min(place, max((vertical ? visible.maxY : visible.maxX) - length, sectionStart))
        if vertical { moved.frame.origin.y = pinnedPlace } else { moved.frame.origin.x = pinnedPlace }
        moved.zIndex = 1024
        return moved
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath.item, in: section, at: indexPath.section)
    }

    /// New attributes of the layout's `layoutAttributesClass` for item `item` of `section`.
    private func attributes(ofItem item: Int, in section: FlowSection, at index: Int)
        -> UICollectionViewLayoutAttributes
    {
        let kind = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        let attributes = (kind ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = IndexPath(item: item, section: index)
        attributes.frame = section.frame(ofItem: item)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return pinned(section.header, in: section)
        case UICollectionView.elementKindSectionFooter: return pinned(section.footer, in: section)
        default: return nil
        }
    }

    /// A change of the breadth items wrap in lays the items out again. (Pinned headers and footers
    /// need no new preparation: their places are worked out from the bounds when asked for.)
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let visible = newBounds.inset(by: collectionView.adjustedContentInset)
        return (scrollDirection == .vertical ? visible.width : visible.height) != preparedBreadth
    }

    // MARK: - Self-sizing

    override var sizesElementsByTheirViews: Bool { estimatedItemSize != .zero }

    /// With `estimatedItemSize`, a cell preferring another size than its estimate lays the items out
    /// again with it.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// A change of the data forgets the sizes cells preferred: they are measured again as shown.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes = [:] }
        super.invalidateLayout(with: context)
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        faded(layoutAttributesForItem(at: itemIndexPath))
    }

    /// A transparent copy of `attributes`: inserted items fade in where they go.
    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }

    /// Places section `section` from `start` along the scrolling axis.
    private func placeSection(
        _ section: Int, in collectionView: UICollectionView, breadth: CGFloat, from start: CGFloat
    ) -> FlowSection {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let metrics = FlowSectionMetrics(
            inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
            lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing,
            interitemSpacing: delegate?.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
            vertical: scrollDirection == .vertical, breadth: breadth)
        let headerSize =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        let footerSize =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        let count = collectionView.numberOfItems(inSection: section)
        var sizes = FlowItemSizes.uniform(itemSize, count: count)
        if estimatedItemSize != .zero {
            // Estimates until cells say what they prefer.
            let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
            let measured = preferredSizes.filter { $0.key.section == section }
            if !measured.isEmpty {
                sizes = .each(
                    (0..<count).map { measured[IndexPath(item: $0, section: section)] ?? estimate })
            } else {
                sizes = .uniform(estimate, count: count)
            }
        } else if let delegate {
            let each = (0..<count).map { item in
                delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            }
            sizes = each.allSatisfy { $0 == each.first } ? .uniform(each.first ?? itemSize, count: count) : .each(each)
        }
        return FlowSection(
            section: section, sizes: sizes, metrics: metrics, header: headerSize, footer: footerSize, start: start)
    }
}

extension UICollectionView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
