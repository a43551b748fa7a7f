/// How tall each of a text view's paragraphs is, measured or estimated, where each starts, and the
/// layouts kept for the paragraphs near the screen. Parallel to the storage's paragraphs.
struct ParagraphLayoutState {
    var heights: [CGFloat] = []
    var isMeasured: [Bool] = []
    /// `tops[i]` is where paragraph `i` starts below the text container's top.
    var tops: [CGFloat] = []
    /// Layouts by paragraph identity.
    var layouts: [Int: ParagraphLayout] = [:]
    /// The width the paragraphs were measured at; nil before the first layout.
    var width: CGFloat?

    var totalHeight: CGFloat { (tops.last ?? 0) + (heights.last ?? 0) }

    /// Replaces the entries of `replaced` paragraphs with `newHeights`, measured or estimated as
    /// `measured` says. The paragraphs after them move by the change in height: not at all while
    /// typing leaves the heights as they were, so an edit costs no pass over the rest of the text.
    mutating func replace(_ replaced: Range<Int>, heights newHeights: [CGFloat], measured: Bool) {
        let first = replaced.lowerBound
        let change = newHeights.reduce(0, +) - heights[replaced].reduce(0, +)
        tops.replaceSubrange(replaced, with: Self.tops(of: newHeights, from: tops[first]))
        heights.replaceSubrange(replaced, with: newHeights)
        isMeasured.replaceSubrange(replaced, with: repeatElement(measured, count: newHeights.count))
        moveTops(from: first + newHeights.count, by: change)
    }

    /// Paragraph `index` was measured `height` tall; those after it move by the change.
    mutating func setMeasuredHeight(_ height: CGFloat, of index: Int) {
        isMeasured[index] = true
        let change = height - heights[index]
        heights[index] = height
        moveTops(from: index + 1, by: change)
    }

    private mutating func moveTops(from first: Int, by change: CGFloat) {
        guard change != 0 else { return }
        for index in first..<tops.count { tops[index] += change }
    }

    /// Starts over with `count` unmeasured paragraphs of `estimate` each.
    mutating func reset(count: Int, estimate: (Int) -> CGFloat) {
        heights = (0..<count).map(estimate)
        isMeasured = Array(repeating: false, count: count)
        layouts = [:]
        tops = Self.tops(of: heights, from: 0)
    }

    /// Where each of paragraphs `heights` tall starts when the first starts at `top`.
    private static func tops(of heights: [CGFloat], from top: CGFloat) -> [CGFloat] {
        var top = top
        return heights.map { height in
            defer { top += height }
            return top
        }
    }

    /// The paragraph at `y` below the container's top: the last starting at or above it.
    func paragraph(atY y: CGFloat) -> Int {
        tops.lastIndex(atOrBelow: y)
    }
}

extension Array where Element: Comparable {
    /// In a sorted array, the index of the last element at or below `value`; 0 when none is.
    func lastIndex(atOrBelow value: Element) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return Swift.max(0, low - 1)
    }
}
