/// How tall each of a text view's paragraphs is, measured or estimated, where each starts, and the
/// layouts kept for the paragraphs near the screen. Parallel to the storage's paragraphs.
struct ParagraphLayoutState {
    var heights: [CGFloat] = []
    var isMeasured: [Bool] = []
    /// `tops[i]` is where paragraph `i` starts below the text container's top.
    var tops: [CGFloat] = []
    /// Layouts by paragraph identity.
    var layouts: [Int: TextLayout] = [:]
    /// The width the paragraphs were measured at; nil before the first layout.
    var width: CGFloat?

    var totalHeight: CGFloat { (tops.last ?? 0) + (heights.last ?? 0) }

    /// Replaces the entries of `replaced` paragraphs with `count` unmeasured ones of `estimate`.
    mutating func replace(_ replaced: Range<Int>, count: Int, estimate: CGFloat) {
        heights.replaceSubrange(replaced, with: repeatElement(estimate, count: count))
        isMeasured.replaceSubrange(replaced, with: repeatElement(false, count: count))
        recountTops(from: replaced.lowerBound)
    }

    /// Starts over with `count` unmeasured paragraphs of `estimate` each.
    mutating func reset(count: Int, estimate: (Int) -> CGFloat) {
        heights = (0..<count).map(estimate)
        isMeasured = Array(repeating: false, count: count)
        layouts = [:]
        tops = []
        recountTops(from: 0)
    }

    mutating func recountTops(from first: Int) {
        if tops.count > heights.count { tops.removeSubrange(heights.count...) }
        let start = min(first, tops.count)
        var top = start > 0 ? tops[start - 1] + heights[start - 1] : 0
        for index in start..<heights.count {
            if index < tops.count { tops[index] = top } else { tops.append(top) }
            top += heights[index]
        }
    }

    /// The paragraph at `y` below the container's top: the last starting at or above it.
    func paragraph(atY y: CGFloat) -> Int {
        var low = 0
        var high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }
}
