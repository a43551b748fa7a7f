import Cassowary
import XCTest

/// Required constraints that contradict the ones held: refused, named in the conflict, and the solver
/// left as it was.
final class ConflictTests: XCTestCase {
    func testConflictThroughAChainOfEqualitiesNamesTheChain() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let link = x == y
        let anchor = y == 10.0
        try solver.add(link)
        try solver.add(anchor)
        let contradiction = x == 20.0

        XCTAssertThrowsError(try solver.add(contradiction)) { error in
            XCTAssertEqual(
                error as? SolverError,
                .unsatisfiable(Conflict(constraint: contradiction, conflicting: [link, anchor])))
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(contradiction))
    }

    func testConflictingInequalityNamesTheBoundItCrosses() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10.0
        try solver.add(floor)
        let ceiling = x <= 5.0

        XCTAssertThrowsError(try solver.add(ceiling)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(Conflict(constraint: ceiling, conflicting: [floor])))
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testConflictThroughAChainOfInequalitiesNamesEveryLink() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let gap = x >= y + 10.0
        let floor = y >= 0.0
        try solver.add(gap)
        try solver.add(floor)
        try solver.add(x <= 1000.0)
        let ceiling = x <= 5.0

        XCTAssertThrowsError(try solver.add(ceiling)) { error in
            XCTAssertEqual(
                error as? SolverError, .unsatisfiable(Conflict(constraint: ceiling, conflicting: [gap, floor])))
        }
    }

    func testInequalityConflictingWithAnEqualityNamesTheEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let fixed = x == 20.0
        try solver.add(fixed)
        let ceiling = x <= 10.0

        XCTAssertThrowsError(try solver.add(ceiling)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(Conflict(constraint: ceiling, conflicting: [fixed])))
        }
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testOptionalConstraintsAreNeverNamedInAConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 5.0).strength(.strong))
        let floor = x >= 10.0
        try solver.add(floor)
        let ceiling = x <= 0.0

        XCTAssertThrowsError(try solver.add(ceiling)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(Conflict(constraint: ceiling, conflicting: [floor])))
        }
    }

    func testOptionalConstraintThatCannotHoldIsAcceptedAndBroken() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10.0)

        let wish = (x <= 5.0).strength(.strong)
        try solver.add(wish)

        XCTAssertTrue(solver.contains(wish))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testSolverIsUnchangedAfterARefusedInequality() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.add(x >= 10.0)
        try solver.add(y == x + 5.0)
        try solver.add((x == 40.0).strength(.weak))

        XCTAssertThrowsError(try solver.add(y <= 5.0))

        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 45, accuracy: 1e-9)
        try solver.add((x == 25.0).strength(.medium))
        XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
        try solver.add(y <= 20.0)
        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
    }

    func testSolverIsUnchangedAfterARefusedEquality() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.add(x <= 10.0)
        try solver.add(y == 2 * x)
        try solver.add((x == 8.0).strength(.weak))

        XCTAssertThrowsError(try solver.add(y == 30.0))

        XCTAssertEqual(solver.value(of: x), 8, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 16, accuracy: 1e-9)
        try solver.add(y == 12.0)
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
    }

    func testRefusedConstraintsNewVariableStaysFree() throws {
        let solver = Solver()
        let (x, fresh) = (Variable("x"), Variable("fresh"))
        try solver.add(x >= 10.0)

        XCTAssertThrowsError(try solver.add(x + fresh - fresh <= 5.0))

        let other = Solver()
        try other.add(fresh == 3.0)
        XCTAssertEqual(other.value(of: fresh), 3, accuracy: 1e-9)
    }

    func testRefusedSetConstantKeepsTheOldConstantAndSolution() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let fixed = x == 10.0
        try solver.add(fixed)
        let link = y == x + 5.0
        let ceiling = y <= 100.0
        try solver.add(link)
        try solver.add(ceiling)

        XCTAssertThrowsError(try solver.setConstant(-200, of: fixed)) { error in
            XCTAssertEqual(
                error as? SolverError, .unsatisfiable(Conflict(constraint: fixed, conflicting: [link, ceiling])))
        }

        XCTAssertEqual(fixed.expression.constant, -10)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        try solver.setConstant(-50, of: fixed)
        XCTAssertEqual(solver.value(of: y), 55, accuracy: 1e-9)
    }

    func testRefusedSetConstantOfAnInequalityNamesTheBoundItCrosses() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10.0
        let ceiling = x <= 50.0
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add((x == 30.0).strength(.weak))

        XCTAssertThrowsError(try solver.setConstant(-5, of: ceiling)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(Conflict(constraint: ceiling, conflicting: [floor])))
        }

        XCTAssertEqual(ceiling.expression.constant, -50)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    }

    func testRefusedSetConstantOfARedundantEqualityNamesTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10.0
        let second = 2 * x == 20.0
        try solver.add(first)
        try solver.add(second)

        XCTAssertThrowsError(try solver.setConstant(-30, of: second)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(Conflict(constraint: second, conflicting: [first])))
        }

        XCTAssertEqual(second.expression.constant, -20)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.remove(first)
        try solver.setConstant(-30, of: second)
        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
    }
}
