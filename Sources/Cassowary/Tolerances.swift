/// The solver's numerical thresholds and limits: where rounding residue ends and real values begin.

/// Values closer to zero than this are zero: rows stay sparse and ratios stay meaningful.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}

/// How far a ratio test may look past the first bound for a better-conditioned pivot: rows within
/// this of being the first to bind are treated as binding together.
let ratioTolerance = 1.0e-9

/// The smallest coefficient the solver divides by. Long runs of pivots leave rounding residue in
/// cells that are zero in exact arithmetic; pivoting on one would multiply the tableau's error by its
/// inverse. (At 1e-7, random dense systems of a few hundred constraints blew up after some hundred
/// changes; layout coefficients, multipliers included, are far larger.)
let pivotTolerance = 1.0e-5

/// Coefficients this small in a new row are taken for rounding residue and dropped before the row
/// goes in (a larger bound would drop real value: a coefficient times a value of some hundreds).
let residueTolerance = 1.0e-7

/// How far below zero an objective's coefficient must be for its symbol to enter the basis. Long
/// runs of pivots leave residue in coefficients that are zero in exact arithmetic; entering on one
/// buys nothing and usually pivots on residue too, with a huge step that throws the rows the ratio
/// test passed over (their coefficients below `pivotTolerance`) out of feasibility.
let enteringTolerance = 1.0e-5

/// How far from zero a residual may be and still count as zero when deciding whether a required
/// constraint can hold: rounding error that long runs of changes leave in the solution (some
/// millionths of a point after hundreds of changes to a dense system) must not make a constraint
/// the others allow look contradictory. A ten-thousandth of a point is nothing on screen.
let feasibilityTolerance = 1.0e-4

@inline(__always) func isFeasiblyZero(_ value: Double) -> Bool {
    abs(value) < feasibilityTolerance
}

/// How many pivots in a row may leave the solution where it was before the primal simplex falls
/// back from its fastest entering rule to one that cannot cycle (see `Solver.optimize(_:)`).
let stallLimit = 50

/// The most pivots one optimisation may make: 10 000 plus 100 per symbol, far beyond what any
/// system takes. Should rounding ever make the simplex cycle, it stops there with the solution it
/// has rather than hang the program.
func pivotLimit(symbols: Int) -> Int { 10_000 + 100 * symbols }
