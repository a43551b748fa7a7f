import Foundation

/// Latencies in seconds, for their median and 99th percentile (nearest rank).
struct Distribution {
    let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    var median: Double { percentile(50) }
    var p99: Double { percentile(99) }

    /// NaN when there are no values.
    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// One line of the report in milliseconds; with `reference` (seconds), each figure's ratio to it.
    func report(_ name: String, against reference: Double? = nil) {
        var figures = String(format: "median %6.2f ms   p99 %6.2f ms", median * 1e3, p99 * 1e3)
        if let reference {
            figures += String(format: "   (%.1f× and %.1f× reference)", median / reference, p99 / reference)
        }
        print("\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(figures)")
    }
}
