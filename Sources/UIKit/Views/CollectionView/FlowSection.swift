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

/// How a flow layout section's item sizes are given: one size for every item (the layout's
/// `itemSize`, or the delegate's when it gives every item the same), or each item's own.
enum FlowItemSizes {
    case uniform(CGSize, count: Int)
    case each([CGSize])

    var count: Int {
        switch self {
        case .uniform(_, let count): count
        case .each(let sizes): sizes.count
        }
    }

    subscript(item: Int) -> CGSize {
        switch self {
        case .uniform(let size, _): size
        case .each(let sizes): sizes[item]
        }
    }
}

/// One flow layout section placed: header, items in lines, footer. Items' frames are kept without
/// attributes objects (made only for the items asked about): with one size for every item they
/// are worked out from the item's index, so preparing costs the same for ten items or a million;
/// otherwise each frame is kept, with the lines' spans so the items in a rect are found without
/// looking at every item.
@MainActor
struct FlowSection {
    private(set) var header: UICollectionViewLayoutAttributes?
    private(set) var footer: UICollectionViewLayoutAttributes?
    let itemCount: Int
    private(set) var frame = CGRect.null
    /// Where the section ends along the scrolling axis.
    private(set) var end: CGFloat = 0
    private let metrics: FlowSectionMetrics
    private var placement: Placement

    private enum Placement {
        /// Full lines of `perLine` items (the last may hold fewer), each `length` long, the first
        /// starting at `start`.
        case uniform(size: CGSize, perLine: Int, lineCount: Int, start: CGFloat, length: CGFloat)
        /// Every item's frame, and where each line starts and ends along the scrolling axis.
        case varied(frames: [CGRect], lines: [(firstItem: Int, start: CGFloat, end: CGFloat)])
    }

    init(
        section: Int, sizes: FlowItemSizes, metrics: FlowSectionMetrics, header headerSize: CGSize,
        footer footerSize: CGSize, start: CGFloat
    ) {
        self.metrics = metrics
        itemCount = sizes.count
        placement = .varied(frames: [], lines: [])
        var position = start
        if let attributes = Self.boundary(
            UICollectionView.elementKindSectionHeader, section: section, size: headerSize, at: position,
            metrics: metrics)
        {
            header = attributes
            position += metrics.vertical ? headerSize.height : headerSize.width
        }
        if itemCount > 0 {
            position += metrics.leadingInset
            switch sizes {
            case .uniform(let size, let count):
                let perLine = Self.line(from: 0, of: sizes, metrics: metrics).count
                let lineCount = (count + perLine - 1) / perLine
                let length = metrics.vertical ? size.height : size.width
                placement = .uniform(
                    size: size, perLine: perLine, lineCount: lineCount, start: position, length: length)
                position += CGFloat(lineCount) * length + CGFloat(lineCount - 1) * metrics.lineSpacing
            case .each:
                position = placeLines(of: sizes, from: position)
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

    /// Places items of their own sizes line by line from `start`; returns where the last line ends.
    private mutating func placeLines(of sizes: FlowItemSizes, from start: CGFloat) -> CGFloat {
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        var lines: [(firstItem: Int, start: CGFloat, end: CGFloat)] = []
        var position = start
        var first = 0
        while first < sizes.count {
            let line = Self.line(from: first, of: sizes, metrics: metrics)
            let length = line.map { metrics.vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
            let total = line.reduce(0) { $0 + Self.across(sizes[$1], metrics) }
            var offset = Self.lineStart(line.count, total: total, metrics)
            for item in line {
                let size = sizes[item]
                let along = metrics.vertical ? size.height : size.width
                frames.append(Self.frame(size, across: offset.start, along: position + (length - along) / 2, metrics))
                offset.start += Self.across(size, metrics) + offset.gap
            }
            lines.append((first, position, position + length))
            position += length
            first = line.upperBound
            if first < sizes.count { position += metrics.lineSpacing }
        }
        placement = .varied(frames: frames, lines: lines)
        return position
    }

    /// The items from `first` that fit on one line (at least one).
    private static func line(from first: Int, of sizes: FlowItemSizes, metrics: FlowSectionMetrics) -> Range<Int> {
        let available = metrics.breadth - metrics.lineStartInset - metrics.lineEndInset
        var used: CGFloat = 0
        var last = first
        while last < sizes.count {
            let size = across(sizes[last], metrics)
            let needed = used + (last > first ? metrics.interitemSpacing : 0) + size
            if last > first, needed > available + 0.001 { break }
            used = needed
            last += 1
        }
        return first..<last
    }

    /// Where a line of `count` items `total` wide across the line starts, and the gap between its
    /// items: spread to fill the line (at least the inter-item spacing apart), a lone item centred
    /// in it, as iOS's flow layout does.
    private static func lineStart(_ count: Int, total: CGFloat, _ metrics: FlowSectionMetrics)
        -> (start: CGFloat, gap: CGFloat)
    {
        let available = metrics.breadth - metrics.lineStartInset - metrics.lineEndInset
        let gap = count > 1 ? max(metrics.interitemSpacing, (available - total) / CGFloat(count - 1)) : 0
        return (metrics.lineStartInset + (count == 1 ? max(0, (available - total) / 2) : 0), gap)
    }

    private static func across(_ size: CGSize, _ metrics: FlowSectionMetrics) -> CGFloat {
        metrics.vertical ? size.width : size.height
    }

    private static func frame(_ size: CGSize, across: CGFloat, along: CGFloat, _ metrics: FlowSectionMetrics)
        -> CGRect
    {
        metrics.vertical
            ? CGRect(x: across, y: along, width: size.width, height: size.height)
            : CGRect(x: along, y: across, width: size.width, height: size.height)
    }

    /// The frame of item `item`.
    func frame(ofItem item: Int) -> CGRect {
        switch placement {
        case .varied(let frames, _):
            return frames[item]
        case .uniform(let size, let perLine, let lineCount, let start, let length):
            let line = item / perLine
            let count = line == lineCount - 1 ? itemCount - line * perLine : perLine
            let across = Self.across(size, metrics)
            var offset = Self.lineStart(count, total: CGFloat(count) * across, metrics)
            for _ in 0..<(item % perLine) { offset.start += across + offset.gap }
            let along = start + CGFloat(line) * (length + metrics.lineSpacing)
            return Self.frame(size, across: offset.start, along: along, metrics)
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
    func items(in rect: CGRect) -> Range<Int> {
        let low = metrics.vertical ? rect.minY : rect.minX
        let high = metrics.vertical ? rect.maxY : rect.maxX
        switch placement {
        case .uniform(_, let perLine, let lineCount, let start, let length):
            let step = length + metrics.lineSpacing
            // The first line ending after `low` and the last starting before `high`.
            var first = max(0, Int(((low - start - length) / step).rounded(.down)))
            while first > 0, start + CGFloat(first - 1) * step + length > low { first -= 1 }
            while first < lineCount, start + CGFloat(first) * step + length <= low { first += 1 }
            guard first < lineCount, start + CGFloat(first) * step < high else { return 0..<0 }
            var last = min(lineCount - 1, max(first, Int(((high - start) / step).rounded(.down))))
            while last > first, start + CGFloat(last) * step >= high { last -= 1 }
            while last + 1 < lineCount, start + CGFloat(last + 1) * step < high { last += 1 }
            return (first * perLine)..<min(itemCount, (last + 1) * perLine)
        case .varied(_, let lines):
            guard let first = Self.firstLine(of: lines, endingAfter: low), lines[first].start < high else {
                return 0..<0
            }
            var last = first
            while last + 1 < lines.count, lines[last + 1].start < high { last += 1 }
            let end = last + 1 < lines.count ? lines[last + 1].firstItem : itemCount
            return lines[first].firstItem..<end
        }
    }

    /// The first line that ends after `position` (binary search).
    private static func firstLine(
        of lines: [(firstItem: Int, start: CGFloat, end: CGFloat)], endingAfter position: CGFloat
    )
        -> Int?
    {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end <= position { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? low : nil
    }
}
