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

/// Values closer to zero than this are zero: rows stay sparse and ratios stay meaningful.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}

/// How far a ratio test may look past the first bound for a better-conditioned pivot: rows within
/// this of being the first to bind are treated as binding together.
let ratioTolerance = 1.0e-9

/// The smallest coefficient the solver divides by. Long runs of pivots leave rounding residue a
/// little above `isNearZero`'s bound in cells that are zero in exact arithmetic; pivoting on one
/// would multiply the tableau's error by its inverse.
let pivotTolerance = 1.0e-7

/// How many pivots in a row may leave the solution where it was before the primal simplex falls
/// back from its fastest entering rule to one that cannot cycle (see `Solver.optimize(_:)`).
let stallLimit = 50
