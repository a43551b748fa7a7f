import Foundation

/// The room a section is placed in, in the terms of the layout's scrolling axis.
struct CompositionalPlacement {
    var axis: LayoutAxis
    /// The collection view's size inside its adjusted content insets.
    var container: CGSize
    var environment: any NSCollectionLayoutEnvironment
}

/// A header or footer placed, and whether it pins to the visible bounds.
struct PlacedBoundary {
    var attributes: UICollectionViewLayoutAttributes
    var pins: Bool
    var isHeader: Bool
}

/// One compositional layout section placed: headers, its group repeated along the scrolling axis
/// (or across it, in one row, for orthogonally scrolling sections), footers and backgrounds, with
/// the groups' spans so the items in a rect are found without looking at every item.
@MainActor
struct CompositionalSection {
    let section: NSCollectionLayoutSection
    private(set) var items: [UICollectionViewLayoutAttributes] = []
    /// The supplementary items attached to cells (badges), in item order.
    private(set) var badges: [UICollectionViewLayoutAttributes] = []
    private(set) var boundaries: [PlacedBoundary] = []
    private(set) var decorations: [UICollectionViewLayoutAttributes] = []
    /// Each group instance's span along the scrolling axis and its items and badges.
    private var groups: [(start: CGFloat, end: CGFloat, items: Range<Int>, badges: Range<Int>)] = []
    /// The row of an orthogonally scrolling section.
    private(set) var orthogonalRow: OrthogonalRow?
    private(set) var frame = CGRect.null
    /// Where the section ends along the scrolling axis.
    private(set) var end: CGFloat = 0
    private let axis: LayoutAxis
    /// Whether the groups size themselves along the scrolling axis by their items' views.
    private(set) var sizesItself = false
    /// Whether the groups follow each other across the scrolling axis, in one row.
    var isOrthogonal: Bool { section.orthogonalScrollingBehavior != .none }

    init(
        _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, placement: CompositionalPlacement,
        start: CGFloat, measured: [Int: CGFloat] = [:]
    ) {
        self.section = section
        axis = placement.axis
        let insets = axis.insets(section.contentInsets)
        let room = CGRect(origin: .zero, size: placement.container).inset(by: section.contentInsets).size
        let breadth = axis.across(placement.container)
        let follows = section.supplementariesFollowContentInsets
        let boundaryRoom = (
            start: follows ? insets.start : 0, breadth: follows ? axis.across(room) : breadth,
            container: follows ? room : placement.container
        )
        var position = start
        for item in section.boundarySupplementaryItems where !item.isTrailing(along: axis) {
            let placed = Self.boundary(
                item, section: index, at: position, across: (boundaryRoom.start, boundaryRoom.breadth),
                container: boundaryRoom.container, axis: axis)
            boundaries.append(placed)
            if item.extendsBoundary { position += axis.along(placed.attributes.size) }
        }
        position += insets.before
        position = placeGroups(
            index: index, itemCount: itemCount, room: room, insets: insets, from: position, placement,
            measured: measured)
        position += insets.after
        for item in section.boundarySupplementaryItems where item.isTrailing(along: axis) {
            let length = axis.along(item.layoutSize.resolved(in: boundaryRoom.container))
            let placed = Self.boundary(
                item, section: index, at: item.extendsBoundary ? position : position - length,
                across: (boundaryRoom.start, boundaryRoom.breadth), container: boundaryRoom.container, axis: axis)
            boundaries.append(placed)
            if item.extendsBoundary { position += length }
        }
        end = position
        frame = CGRect(
            origin: axis.point(along: start, across: 0), size: axis.size(along: position - start, across: breadth))
        decorations = section.decorationItems.map { $0.attributes(section: index, sectionFrame: frame) }
    }

    /// Places the group over and over from `position` until the items run out; returns where the
    /// groups end along the scrolling axis.
    private mutating func placeGroups(
        index: Int, itemCount: Int, room: CGSize,
        insets: (before: CGFloat, after: CGFloat, start: CGFloat, end: CGFloat),
        from start: CGFloat, _ placement: CompositionalPlacement, measured: [Int: CGFloat]
    ) -> CGFloat {
        let groupSize = section.group.layoutSize.resolved(in: room)
        let slots = section.group.slots(size: groupSize, environment: placement.environment)
        let selfSizing = Self.sizesItselfAlong(axis, section: section)
        sizesItself = selfSizing
        guard itemCount > 0, !slots.isEmpty else { return start }
        let spans = slots.map { axis.span($0.frame) }
        let slotStart = min(0, spans.map(\.start).min() ?? 0)
        let slotEnd = max(axis.along(groupSize), spans.map(\.end).max() ?? 0)
        var position = start
        var across = insets.start
        var item = 0
        while item < itemCount {
            let origin = axis.point(along: position, across: across)
            let first = item
            let firstBadge = badges.count
            // A self-sizing group's items take their measured lengths; those after one along the
            // axis move by how much it grew, and the group reaches as far as its items do.
            let count = min(slots.count, itemCount - item)
            // Items of an absolute length keep it; the others take what their cells measured.
            let sizes = slots[..<count].map { !Self.hasAbsoluteLength($0.item, axis) }
            let placed =
                selfSizing
                ? Self.sizedSlots(
                    slots[..<count].map(\.frame),
                    lengths: (0..<count).map { sizes[$0] ? measured[item + $0] : nil }, axis)
                : slots[..<count].map(\.frame)
            for (slotIndex, (slot, frame)) in zip(slots, placed).enumerated() {
                let indexPath = IndexPath(item: item, section: index)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
                if selfSizing, sizes[slotIndex] { attributes.fittingAxes = (!axis.vertical, axis.vertical) }
                attributes.zIndex = slot.zIndex
                items.append(attributes)
                for supplementary in slot.item.supplementaryItems {
                    badges.append(supplementary.attributes(for: indexPath, cellFrame: attributes.frame))
                }
                item += 1
            }
            let length =
                selfSizing ? max(0, (placed.map { axis.span($0).end }.max() ?? 0) - slotStart) : axis.along(groupSize)
            let groupEnd = selfSizing ? slotStart + length : slotEnd
            groups.append((position + slotStart, position + groupEnd, first..<item, firstBadge..<badges.count))
            let spacing = item < itemCount ? section.interGroupSpacing : 0
            if isOrthogonal {
                across += axis.across(groupSize) + spacing
            } else {
                position += length + spacing
            }
        }
        guard isOrthogonal else { return position }
        orthogonalRow = OrthogonalRow(
            section: index,
            frame: CGRect(
                origin: axis.point(along: start, across: 0),
                size: axis.size(along: axis.along(groupSize), across: axis.across(placement.container))),
            contentSize: axis.size(along: axis.along(groupSize), across: across + insets.end),
            behavior: section.orthogonalScrollingBehavior, scrollsVertically: !axis.vertical,
            leadingInset: insets.start, groupLength: axis.across(groupSize),
            groupStep: axis.across(groupSize) + section.interGroupSpacing,
            itemKinds: Set(slots.flatMap { $0.item.supplementaryItems.map(\.elementKind) }))
        return position + axis.along(groupSize)
    }

    /// Whether the section's groups size themselves along the scrolling axis: groups whose length
    /// along it is estimated (a list's rows, a feed's cards), in a section that is not orthogonal.
    static func sizesItselfAlong(_ axis: LayoutAxis, section: NSCollectionLayoutSection) -> Bool {
        let size = section.group.layoutSize
        let along = axis.vertical ? size.heightDimension : size.widthDimension
        return along.isEstimated && section.orthogonalScrollingBehavior == .none
    }

    /// Whether `item` has an absolute length along the axis, which self-sizing leaves alone.
    static func hasAbsoluteLength(_ item: NSCollectionLayoutItem, _ axis: LayoutAxis) -> Bool {
        let size = item.layoutSize
        return (axis.vertical ? size.heightDimension : size.widthDimension).isAbsolute
    }

    /// A group's slots with their items' measured lengths along the axis (nil: the estimate): each
    /// slot takes its length, and moves along by how much the slots wholly before it grew.
    static func sizedSlots(_ frames: [CGRect], lengths: [CGFloat?], _ axis: LayoutAxis) -> [CGRect] {
        let growth = zip(frames, lengths).map { frame, length in length.map { $0 - axis.along(frame.size) } ?? 0 }
        return frames.enumerated().map { index, frame in
            let start = axis.span(frame).start
            let shift = frames.indices.filter { axis.span(frames[$0]).end <= start + 0.001 }.reduce(0) {
                $0 + growth[$1]
            }
            let length = lengths[index] ?? axis.along(frame.size)
            let origin = axis.point(along: start + shift, across: axis.across(frame.origin))
            return CGRect(origin: origin, size: axis.size(along: length, across: axis.across(frame.size)))
        }
    }

    /// A header or footer at `position` along the axis, aligned in `across` (start and breadth).
    static func boundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at position: CGFloat,
        across: (start: CGFloat, breadth: CGFloat), container: CGSize, axis: LayoutAxis
    ) -> PlacedBoundary {
        let size = item.layoutSize.resolved(in: container)
        let startAligned: [NSRectAlignment] =
            axis.vertical ? [.topLeading, .leading, .bottomLeading] : [.topLeading, .top, .topTrailing]
        let endAligned: [NSRectAlignment] =
            axis.vertical ? [.topTrailing, .trailing, .bottomTrailing] : [.bottomLeading, .bottom, .bottomTrailing]
        let acrossPosition =
            startAligned.contains(item.alignment)
            ? across.start
            : endAligned.contains(item.alignment)
                ? across.start + across.breadth - axis.across(size)
                : across.start + (across.breadth - axis.across(size)) / 2
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        let origin = axis.point(along: position, across: acrossPosition)
        attributes.frame = CGRect(
            origin: CGPoint(x: origin.x + item.offset.x, y: origin.y + item.offset.y), size: size)
        attributes.zIndex = item.zIndex
        return PlacedBoundary(
            attributes: attributes, pins: item.pinToVisibleBounds, isHeader: !item.isTrailing(along: axis))
    }

    /// The cells and badges near `rect`; for an orthogonally scrolling section, all those of its row
    /// when the row is near, wherever they are across it.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let (low, high) = axis.span(rect)
        if isOrthogonal {
            // Where the row's items show depends on its scroll view's offset: all of a row in reach.
            return (items + badges).filter {
                let span = axis.span($0.frame)
                return span.end > low && span.start < high
            }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var group = firstGroup(endingAfter: low)
        while group < groups.count, groups[group].start < high {
            found += items[groups[group].items]
            found += badges[groups[group].badges]
            group += 1
        }
        return found
    }

    /// The first group that ends after `position` (binary search; groups' ends only grow).
    private func firstGroup(endingAfter position: CGFloat) -> Int {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].end <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
