import Cassowary
import XCTest

final class SolverTests: XCTestCase {
    func testRequiredEqualitiesAreSolvedExactly() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")

        try solver.add(left == 10.0)
        try solver.add(width == 100.0)
        try solver.add(right == left + width)

        XCTAssertEqual(solver.value(of: right), 110, accuracy: 1e-9)
    }

    func testStrongerOptionalConstraintWins() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x == 10.0).strength(.weak))
        try solver.add((x == 20.0).strength(.strong))

        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testInequalityBoundsAnOptionalValue() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x == 100.0).strength(.strong))
        try solver.add(x <= 40.0)

        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
    }

    func testConflictingRequiredConstraintIsRefusedAndNamesTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10.0
        try solver.add(first)
        let second = x == 20.0

        XCTAssertThrowsError(try solver.add(second)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(Conflict(constraint: second, conflicting: [first])))
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(second))
    }

    func testConflictingRequiredInequalityIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10.0)

        XCTAssertThrowsError(try solver.add(x <= 5.0))
        try solver.add((x == 0.0).strength(.weak))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testSuggestValueMovesDependentsAndRespectsBounds() throws {
        let solver = Solver()
        let width = Variable("width")
        let child = Variable("child")
        try solver.add(child == width - 20.0)
        try solver.add(child <= 300.0)
        try solver.addEditVariable(width, strength: .strong)

        try solver.suggestValue(200, for: width)
        XCTAssertEqual(solver.value(of: child), 180, accuracy: 1e-9)
        try solver.suggestValue(500, for: width)
        XCTAssertEqual(solver.value(of: child), 300, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: width), 320, accuracy: 1e-9)
        try solver.suggestValue(100, for: width)
        XCTAssertEqual(solver.value(of: child), 80, accuracy: 1e-9)
    }

    func testRemovingAConstraintRestoresTheWeakerOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10.0).strength(.weak))
        let strong = (x == 30.0).strength(.strong)
        try solver.add(strong)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)

        try solver.remove(strong)

        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    /// The same required equality twice: the second adds nothing, but once the first goes it must
    /// hold the value alone (the solver once let the weaker pull win here).
    func testRemovingOneOfTwoEqualRequiredConstraintsKeepsTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == -9.0).strength(.weak))
        let first = x == 4.0
        try solver.add(first)
        try solver.add(x == 4.0)

        try solver.remove(first)

        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
    }

    /// Two required equalities whose sum a third repeats: removing either of the two leaves the
    /// third to hold their sum, whichever way the rows were pivoted.
    func testRedundantEqualityTakesOverFromTheOneItFollowedFrom() throws {
        for removed in 0..<2 {
            let solver = Solver()
            let (x, y) = (Variable("x"), Variable("y"))
            try solver.add((x == 0.0).strength(.weak))
            try solver.add((y == 0.0).strength(.weak))
            let pins = [x == 3.0, y == 5.0]
            for pin in pins { try solver.add(pin) }
            try solver.add(x + y == 8.0)

            try solver.remove(pins[removed])

            let sum = solver.value(of: x) + solver.value(of: y)
            XCTAssertEqual(sum, 8, accuracy: 1e-9, "removing pin \(removed)")
            XCTAssertEqual(solver.value(of: removed == 0 ? y : x), removed == 0 ? 5 : 3, accuracy: 1e-9)
        }
    }

    func testSetConstantMovesAFixedEdgeAndRefusesAContradiction() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let fixed = x == 10.0
        try solver.add(fixed)
        try solver.add(y == x + 5.0)
        try solver.add(y <= 100.0)

        try solver.setConstant(-50, of: fixed)
        XCTAssertEqual(solver.value(of: y), 55, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(-200, of: fixed))
        XCTAssertEqual(solver.value(of: y), 55, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
    }
}
