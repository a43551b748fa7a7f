import Cassowary
import XCTest

/// `setConstant(_:of:)` on required and optional constraints of each relation, and constraints removed
/// and added again: the solution follows as if the system had been built that way.
final class ConstantTests: XCTestCase {
    func testMovingARequiredEqualityMovesItsDependents() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let fixed = x == 10.0
        try solver.add(fixed)
        try solver.add(y == x + 5.0)
        try solver.add(z == 2 * x)

        try solver.setConstant(-30, of: fixed)

        XCTAssertEqual(fixed.expression.constant, -30)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 35, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 60, accuracy: 1e-9)
    }

    func testMovingARedundantRequiredEqualityThatStillHoldsIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10.0
        let second = 2 * x == 20.0
        try solver.add(first)
        try solver.add(second)

        try solver.setConstant(-20, of: second)

        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testMovingARequiredCeilingBindsAndReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let ceiling = x <= 50.0
        try solver.add(ceiling)
        try solver.add((x == 100.0).strength(.strong))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)

        try solver.setConstant(-70, of: ceiling)
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)

        try solver.setConstant(-150, of: ceiling)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)

        try solver.setConstant(-20, of: ceiling)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testMovingARequiredFloorBindsAndReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 20.0
        try solver.add(floor)
        try solver.add((x == 0.0).strength(.weak))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)

        try solver.setConstant(-40, of: floor)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)

        try solver.setConstant(10, of: floor)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)

        try solver.setConstant(-5, of: floor)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
    }

    func testMovingAnOptionalEqualityMovesTheValueItWins() throws {
        let solver = Solver()
        let x = Variable("x")
        let preferred = (x == 10.0).strength(.strong)
        try solver.add(preferred)
        try solver.add((x == 0.0).strength(.weak))

        try solver.setConstant(-25, of: preferred)
        XCTAssertEqual(solver.value(of: x), 25, accuracy: 1e-9)

        try solver.setConstant(40, of: preferred)
        XCTAssertEqual(solver.value(of: x), -40, accuracy: 1e-9)
    }

    func testMovingAnOptionalEqualityThatLosesChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let losing = (x == 10.0).strength(.weak)
        try solver.add(losing)
        try solver.add(x <= 5.0)

        try solver.setConstant(-50, of: losing)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)

        try solver.setConstant(-3, of: losing)
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
    }

    func testMovingAnOptionalCeilingBindsAndReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let ceiling = (x <= 50.0).strength(.strong)
        try solver.add(ceiling)
        try solver.add((x == 100.0).strength(.medium))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)

        try solver.setConstant(-80, of: ceiling)
        XCTAssertEqual(solver.value(of: x), 80, accuracy: 1e-9)

        try solver.setConstant(-200, of: ceiling)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)

        try solver.setConstant(-60, of: ceiling)
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
    }

    func testMovingAnOptionalFloorBindsAndReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = (x >= 30.0).strength(.strong)
        try solver.add(floor)
        try solver.add((x == 0.0).strength(.medium))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)

        try solver.setConstant(-60, of: floor)
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)

        try solver.setConstant(20, of: floor)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)

        try solver.setConstant(-10, of: floor)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testMovingAnOptionalFloorAgainstARequiredCeilingStopsAtTheCeiling() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = (x >= 30.0).strength(.strong)
        try solver.add(floor)
        try solver.add(x <= 100.0)

        try solver.setConstant(-150, of: floor)

        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    }

    func testMovingAConstraintInTheMiddleOfAChainMovesTheRest() throws {
        let solver = Solver()
        let views = (0..<5).map { Variable("left\($0)") }
        try solver.add(views[0] == 0.0)
        var gaps: [Constraint] = []
        for index in 1..<views.count {
            let gap = views[index] == views[index - 1] + 10.0
            gaps.append(gap)
            try solver.add(gap)
        }

        try solver.setConstant(-25, of: gaps[1])

        XCTAssertEqual(views.map { solver.value(of: $0) }, [0, 10, 35, 45, 55])
    }

    func testSettingAnUnknownConstraintsConstantIsRefused() {
        let solver = Solver()
        let x = Variable("x")

        XCTAssertThrowsError(try solver.setConstant(3, of: x == 1.0)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint)
        }
    }

    func testRemovedConstraintAddedAgainGivesTheSameSolution() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let sum = x + y == 100.0
        let ceiling = x <= 30.0
        try solver.add(sum)
        try solver.add(ceiling)
        try solver.add((x == 80.0).strength(.strong))
        XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)

        try solver.remove(ceiling)
        XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(ceiling))

        try solver.add(ceiling)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)
        XCTAssertTrue(solver.contains(ceiling))
    }

    func testRemovingEveryConstraintAndAddingThemBackRestoresTheSolution() throws {
        let solver = Solver()
        let (left, width, right) = (Variable("left"), Variable("width"), Variable("right"))
        let constraints = [
            left == 10.0, right == left + width, (width == 300.0).strength(.medium), right <= 200.0,
            (left >= 40.0).strength(.weak),
        ]
        for constraint in constraints { try solver.add(constraint) }
        let before = [left, width, right].map { solver.value(of: $0) }

        for constraint in constraints.reversed() { try solver.remove(constraint) }
        for constraint in constraints { try solver.add(constraint) }

        XCTAssertEqual(before, [10, 190, 200])
        XCTAssertEqual([left, width, right].map { solver.value(of: $0) }, before)
    }

    func testRemovingAnUnknownConstraintIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let held = x == 1.0
        try solver.add(held)
        try solver.remove(held)

        XCTAssertThrowsError(try solver.remove(held)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint)
        }
    }

    func testAddingAConstraintTwiceIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let held = x == 1.0
        try solver.add(held)

        XCTAssertThrowsError(try solver.add(held)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateConstraint)
        }
        try solver.remove(held)
        XCTAssertFalse(solver.contains(held))
    }
}
