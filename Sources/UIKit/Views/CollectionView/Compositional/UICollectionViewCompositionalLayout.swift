import Foundation

/// Gives the section at an index for an environment; called at each preparation of the layout.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from items, groups and sections (`NSCollectionLayoutSection`): each section
/// repeats its group along the scrolling axis until its items have cells; sections follow each other
/// `configuration.interSectionSpacing` apart, between the configuration's own headers and footers.
///
/// Each preparation asks the section provider again (with the collection view's size in the
/// environment), so sections can change with the width; a change of the collection view's size
/// prepares the layout again. Pinned headers and footers are placed from the bounds when asked for,
/// as the flow layout's are.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// A copy of the configuration; assigning one lays everything out again with it.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    private(set) var sections: [CompositionalSection] = []
    /// The configuration's headers and footers, placed.
    private var layoutBoundaries: [PlacedBoundary] = []
    private var contentSize = CGSize.zero
    /// The container size the layout was prepared for.
    private var preparedSize = CGSize.zero
    private var environment: (any NSCollectionLayoutEnvironment)?
    /// The background a list layout (`list(using:)`) gives the collection view.
    var listBackgroundColor: UIColor?
    /// The lengths along the scrolling axis self-sizing items preferred, by section and item, until
    /// the data changes.
    private var measuredLengths: [Int: [Int: CGFloat]] = [:]

    /// Every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    private var axis: LayoutAxis { LayoutAxis(vertical: storedConfiguration.scrollDirection == .vertical) }

    open override func prepare() {
        super.prepare()
        sections = []
        layoutBoundaries = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let axis = axis
        let container = collectionView.bounds.inset(by: collectionView.adjustedContentInset).size
        preparedSize = container
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: container),
            traitCollection: collectionView.traitCollection)
        self.environment = environment
        let placement = CompositionalPlacement(axis: axis, container: container, environment: environment)
        let global = storedConfiguration.boundarySupplementaryItems
        var position: CGFloat = 0
        for item in global where !item.isTrailing(along: axis) {
            placeLayoutBoundary(item, at: &position, container: container)
        }
        let count = collectionView.numberOfSections
        for index in 0..<count {
            guard let section = sectionProvider(index, environment) else {
                preconditionFailure("The section provider gave no section for section \(index)")
            }
            let placed = CompositionalSection(
                section, index: index, itemCount: collectionView.numberOfItems(inSection: index), placement: placement,
                start: position, measured: measuredLengths[index] ?? [:])
            sections.append(placed)
            position = placed.end + (index < count - 1 ? storedConfiguration.interSectionSpacing : 0)
        }
        for item in global where item.isTrailing(along: axis) {
            placeLayoutBoundary(item, at: &position, container: container)
        }
        contentSize = axis.size(along: position, across: axis.across(container))
    }

    /// Places one of the configuration's headers or footers at `position`, moving it past.
    private func placeLayoutBoundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, at position: inout CGFloat, container: CGSize
    ) {
        let placed = CompositionalSection.boundary(
            item, section: 0, at: position, across: (0, axis.across(container)), container: container, axis: axis)
        layoutBoundaries.append(placed)
        if item.extendsBoundary { position += axis.along(placed.attributes.size) }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    override var orthogonalRows: [OrthogonalRow] { sections.compactMap(\.orthogonalRow) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let everything = CGRect(origin: .zero, size: contentSize)
        var found = layoutBoundaries.map { pinned($0, within: everything) }.filter { $0.frame.intersects(rect) }
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) || section.frame.isEmpty {
            var elements = section.decorations.filter { $0.frame.intersects(rect) }
            elements += section.boundaries.map { pinned($0, within: section.frame) }.filter {
                $0.frame.intersects(rect)
            }
            elements += section.elements(in: rect)
            if let handler = section.section.visibleItemsInvalidationHandler, let environment, let collectionView {
                // In a row, only the items its offset brings into view are visible.
                let offset = contentOffset(ofSection: index, in: collectionView)
                let shown = { (attributes: UICollectionViewLayoutAttributes) -> Bool in
                    guard section.isOrthogonal, attributes.representedElementCategory != .decorationView else {
                        return true
                    }
                    let across = self.axis.vertical ? offset.x : offset.y
                    let frame = attributes.frame.offsetBy(
                        dx: self.axis.vertical ? -across : 0, dy: self.axis.vertical ? 0 : -across)
                    return frame.intersects(rect)
                }
                let visible = elements.filter(shown).map {
                    VisibleLayoutItem($0.copy() as! UICollectionViewLayoutAttributes)
                }
                handler(visible, offset, environment)
                elements = visible.map(\.attributes) + elements.filter { !shown($0) }
            }
            found += elements
        }
        return found
    }

    /// The offset a section's visible items handler is given: the collection view's, with the row's
    /// own offset across for an orthogonally scrolling section (as on iOS, its items' frames are
    /// those of the row unscrolled).
    private func contentOffset(ofSection section: Int, in collectionView: UICollectionView) -> CGPoint {
        var offset = collectionView.contentOffset
        if let row = collectionView.orthogonalScrollers[section] {
            if axis.vertical { offset.x = row.contentOffset.x } else { offset.y = row.contentOffset.y }
        }
        return offset
    }

    /// `boundary` where it shows: in its place, or, when pinned, kept within the visible bounds
    /// while `frame` (its section's, or the whole content's) is, in front of the items.
    private func pinned(_ boundary: PlacedBoundary, within frame: CGRect) -> UICollectionViewLayoutAttributes {
        guard boundary.pins, let collectionView,
            let moved = boundary.attributes.copy() as? UICollectionViewLayoutAttributes
        else { return boundary.attributes }
        let axis = axis
        let visible = axis.span(collectionView.bounds.inset(by: collectionView.adjustedContentInset))
        let section = axis.span(frame)
        let length = axis.along(moved.size)
        let place = axis.along(moved.frame.origin)
        let pinnedPlace =
            boundary.isHeader
            ? max(place, min(visible.start, section.end - length))
            : min(place, max(visible.end - length, section.start))
        moved.frame.origin = axis.point(along: pinnedPlace, across: axis.across(moved.frame.origin))
        moved.zIndex = 1024
        return moved
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        if indexPath == IndexPath(item: 0, section: 0),
            let boundary = layoutBoundaries.first(where: { $0.attributes.representedElementKind == elementKind })
        {
            return pinned(boundary, within: CGRect(origin: .zero, size: contentSize))
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if indexPath.item == 0,
            let boundary = section.boundaries.first(where: { $0.attributes.representedElementKind == elementKind })
        {
            return pinned(boundary, within: section.frame)
        }
        return section.badges.first { $0.indexPath == indexPath && $0.representedElementKind == elementKind }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorations.first { $0.representedElementKind == elementKind }
    }

    /// A change of the collection view's size lays the sections out again (their fractional sizes
    /// are of it).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.inset(by: collectionView.adjustedContentInset).size != preparedSize
    }

    // MARK: - Self-sizing: sections whose groups hold one item of estimated length along the scrolling
    // axis (lists) take the length their cells prefer.

    override var sizesElementsByTheirViews: Bool {
        sections.contains(where: \.sizesItself)
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let indexPath = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell, sections.indices.contains(indexPath.section),
            originalAttributes.fittingAxes != (true, true)
        else { return false }
        return abs(axis.along(preferredAttributes.size) - axis.along(originalAttributes.size)) > 0.5
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let indexPath = originalAttributes.indexPath
        measuredLengths[indexPath.section, default: [:]][indexPath.item] = axis.along(preferredAttributes.size)
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// A change of the data forgets the lengths items preferred: they are measured again as shown.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredLengths = [:] }
        super.invalidateLayout(with: context)
    }
}

extension UICollectionViewCompositionalLayout {
    /// The list look of section `index` as last prepared; nil when it is not a list section.
    func listConfiguration(forSection index: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(index) ? sections[index].section.listConfiguration : nil
    }
}
