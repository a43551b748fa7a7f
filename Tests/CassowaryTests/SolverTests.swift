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
