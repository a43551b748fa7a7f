/// The best of a pivot's candidates, offered one at a time: the largest coefficient in magnitude
/// (a pivot divides by it, so the least rounding), then the fewest rows (its pivot rewrites the
/// fewest), then the lowest id (the same choice in every run). Offers that leave `rows` out tie on
/// it.
struct PivotChoice {
    private(set) var symbol = Symbol.invalid
    private var magnitude = 0.0
    private var rows = Int.max

    mutating func offer(_ candidate: Symbol, magnitude: Double = 0, rows: Int = 0) {
        let isBetter =
            magnitude > self.magnitude
            || (magnitude == self.magnitude && (rows < self.rows || (rows == self.rows && candidate.id < symbol.id)))
        if isBetter { (symbol, self.magnitude, self.rows) = (candidate, magnitude, rows) }
    }
}
