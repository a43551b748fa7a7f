/// Lengths laid end to end (row heights, say) with their running sums kept in a Fenwick tree: a
/// length changes, a sum up to an index is read, and the index at a distance is found, each in
/// O(log n), so a table of 100 000 rows can correct an estimated height while it scrolls.
struct HeightTree {
    /// `tree[i]` (1-based) holds the sum of the `i & -i` lengths ending at `i`.
    private var tree: [CGFloat]
    private(set) var lengths: [CGFloat]

    init(_ lengths: [CGFloat] = []) {
        self.lengths = lengths
        tree = [0] + lengths
        let count = lengths.count
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }

    var count: Int { lengths.count }

    /// The sum of every length.
    var total: CGFloat { sum(below: lengths.count) }

    subscript(index: Int) -> CGFloat {
        get { lengths[index] }
        set {
            let change = newValue - lengths[index]
            guard change != 0 else { return }
            lengths[index] = newValue
            var position = index + 1
            while position < tree.count {
                tree[position] += change
                position += position & -position
            }
        }
    }

    /// The sum of the lengths before `index` (where the item at `index` starts).
    func sum(below index: Int) -> CGFloat {
        var position = min(index, lengths.count)
        var result: CGFloat = 0
        while position > 0 {
            result += tree[position]
            position -= position & -position
        }
        return result
    }

    /// The index of the item that covers `distance` from the start (the last item for a distance at
    /// or past the end, the first for one before the start); nil when there are no items.
    func index(at distance: CGFloat) -> Int? {
        guard !lengths.isEmpty else { return nil }
        guard distance > 0 else { return 0 }
        var position = 0
        var remaining = distance
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, lengths.count - 1)
    }
}
