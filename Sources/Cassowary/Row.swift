/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, its cells hashed by symbol so
/// that reading or changing one cell costs the same however long the row is.
final class Row {
    var cells: [Symbol: Double]
    var constant: Double

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Multiplies the row by -1.
    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }
}

/// Values closer to zero than this are zero: rows stay sparse and ratios stay meaningful.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}
