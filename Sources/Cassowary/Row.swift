/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, its cells hashed by symbol so
/// that reading or changing one cell costs the same however long the row is (see `Cells`).
final class Row {
    // Exempt from run-time exclusivity checks for the reason given in `Solver`.
    @exclusivity(unchecked) var cells: Cells
    @exclusivity(unchecked) var constant: Double
    /// The symbol this row is the row of while it is in the tableau; invalid outside it. Columns
    /// name rows rather than basic symbols, so a pivot, which changes only this, leaves them be.
    @exclusivity(unchecked) var basic = Symbol.invalid

    var isInTableau: Bool { basic.isValid }

    init(constant: Double = 0, cells: Cells = Cells()) {
        self.constant = constant
        self.cells = cells
    }

    deinit {
        cells.deallocate()
    }

    func copy() -> Row { Row(constant: constant, cells: cells.copy()) }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Drops the cells `isDropped` picks. For rows outside the tableau (the columns do not follow).
    func dropCells(where isDropped: (Symbol, Double) -> Bool) {
        let dropped = cells.filter { isDropped($0.symbol, $0.coefficient) }
        for (symbol, _) in dropped { cells.removeValue(forKey: symbol) }
    }

    /// Drops the cells whose coefficients are rounding residue (see `residueTolerance`), so that a
    /// new row is judged, and solved, by what it really says.
    func dropResidue() {
        dropCells { abs($1) <= residueTolerance }
    }

    /// Multiplies the row by -1.
    func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }
}

/// A row as an entry of a column. Not counted: a column names only rows of the tableau, which
/// `Solver.rows` holds.
struct RowReference {
    unowned(unsafe) let row: Row

    init(_ row: Row) {
        self.row = row
    }
}
