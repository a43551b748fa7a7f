/// Which elements to leave in place when a sequence is reordered: the longest increasing
/// subsequence of their new positions, so everything else is the fewest moves.
enum LongestIncreasingSubsequence {
    /// For each of `values` (distinct), whether it belongs to one longest strictly increasing
    /// subsequence. Patience sorting: O(n log n), O(n) when the values are already increasing.
    static func members(of values: [Int]) -> [Bool] {
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
            return Array(repeating: true, count: values.count)
        }
        // tails[k]: the index of the smallest value ending an increasing subsequence of length k + 1.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var members = Array(repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }
}
