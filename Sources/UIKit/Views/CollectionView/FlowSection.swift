/// The spacing of one flow layout section, in the terms of its scrolling direction.
struct FlowSectionMetrics {
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var vertical: Bool
    /// The length items wrap in (the collection view's width scrolling vertically).
    var breadth: CGFloat

    /// The inset before and after the lines, along the scrolling axis.
    var leadingInset: CGFloat { vertical ? inset.top : inset.left }
    var trailingInset: CGFloat { vertical ? inset.bottom : inset.right }
    /// The inset at the start and end of each line, across it.
    var lineStartInset: CGFloat { vertical ? inset.left : inset.top }
    var lineEndInset: CGFloat { vertical ? inset.right : inset.bottom }
}

/// One flow layout section placed: header, items in lines, footer; its frames along with the
/// lines' spans so the items in a rect are found without looking at every item.
@MainActor
struct FlowSection {
    private(set) var header: UICollectionViewLayoutAttributes?
    private(set) var footer: UICollectionViewLayoutAttributes?
    private(set) var items: [UICollectionViewLayoutAttributes] = []
    /// The first item of each line and where the line starts and ends along the scrolling axis.
    private var lines: [(firstItem: Int, start: CGFloat, end: CGFloat)] = []
    private(set) var frame = CGRect.null
    /// Where the section ends along the scrolling axis.
    private(set) var end: CGFloat = 0
    private let vertical: Bool

    init(
        section: Int, sizes: [CGSize], metrics: FlowSectionMetrics, header headerSize: CGSize,
        footer footerSize: CGSize,
        start: CGFloat
    ) {
        vertical = metrics.vertical
        var position = start
        if let attributes = Self.boundary(
            UICollectionView.elementKindSectionHeader, section: section, size: headerSize, at: position,
            metrics: metrics)
        {
            header = attributes
            position += metrics.vertical ? headerSize.height : headerSize.width
        }
        if !sizes.isEmpty {
            position += metrics.leadingInset
            var first = 0
            while first < sizes.count {
                let line = Self.line(from: first, of: sizes, metrics: metrics)
                let length = line.map { metrics.vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                placeLine(line, sizes: sizes, section: section, at: position, length: length, metrics: metrics)
                lines.append((first, position, position + length))
                position += length
                first = line.upperBound
                if first < sizes.count { position += metrics.lineSpacing }
            }
            position += metrics.trailingInset
        }
        if let attributes = Self.boundary(
            UICollectionView.elementKindSectionFooter, section: section, size: footerSize, at: position,
            metrics: metrics)
        {
            footer = attributes
            position += metrics.vertical ? footerSize.height : footerSize.width
        }
        end = position
        frame =
            metrics.vertical
            ? CGRect(x: 0, y: start, width: metrics.breadth, height: position - start)
            : CGRect(x: start, y: 0, width: position - start, height: metrics.breadth)
    }

    /// The items from `first` that fit on one line (at least one).
    private static func line(from first: Int, of sizes: [CGSize], metrics: FlowSectionMetrics) -> Range<Int> {
        let available = metrics.breadth - metrics.lineStartInset - metrics.lineEndInset
        var used: CGFloat = 0
        var last = first
        while last < sizes.count {
            let size = metrics.vertical ? sizes[last].width : sizes[last].height
            let needed = used + (last > first ? metrics.interitemSpacing : 0) + size
            if last > first, needed > available + 0.001 { break }
            used = needed
            last += 1
        }
        return first..<last
    }

    /// Places a line's items: spread to fill the line (a lone item centred in it, as iOS's flow
    /// layout does), each centred across the line's length.
    private mutating func placeLine(
        _ line: Range<Int>, sizes: [CGSize], section: Int, at position: CGFloat, length: CGFloat,
        metrics: FlowSectionMetrics
    ) {
        let available = metrics.breadth - metrics.lineStartInset - metrics.lineEndInset
        let across = line.map { metrics.vertical ? sizes[$0].width : sizes[$0].height }
        let total = across.reduce(0, +)
        let gap = line.count > 1 ? max(metrics.interitemSpacing, (available - total) / CGFloat(line.count - 1)) : 0
        var offset = metrics.lineStartInset + (line.count == 1 ? max(0, (available - total) / 2) : 0)
        for (index, item) in line.enumerated() {
            let size = sizes[item]
            let along = metrics.vertical ? size.height : size.width
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
            let lineOffset = position + (length - along) / 2
            attributes.frame =
                metrics.vertical
                ? CGRect(x: offset, y: lineOffset, width: size.width, height: size.height)
                : CGRect(x: lineOffset, y: offset, width: size.width, height: size.height)
            items.append(attributes)
            offset += across[index] + gap
        }
    }

    /// A header or footer of `size` at `position`, spanning the section's breadth; nil when it has
    /// no length along the scrolling axis.
    private static func boundary(
        _ kind: String, section: Int, size: CGSize, at position: CGFloat, metrics: FlowSectionMetrics
    ) -> UICollectionViewLayoutAttributes? {
        let length = metrics.vertical ? size.height : size.width
        guard length > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame =
            metrics.vertical
            ? CGRect(x: 0, y: position, width: metrics.breadth, height: length)
            : CGRect(x: position, y: 0, width: length, height: metrics.breadth)
        return attributes
    }

    /// The items whose lines reach into `rect`.
    func items(in rect: CGRect) -> ArraySlice<UICollectionViewLayoutAttributes> {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        guard let first = firstLine(endingAfter: low) else { return [] }
        var last = first
        while last + 1 < lines.count, lines[last + 1].start < high { last += 1 }
        let end = last + 1 < lines.count ? lines[last + 1].firstItem : items.count
        return items[lines[first].firstItem..<end]
    }

    /// The first line that ends after `position` (binary search).
    private func firstLine(endingAfter position: CGFloat) -> Int? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end <= position { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? low : nil
    }
}
