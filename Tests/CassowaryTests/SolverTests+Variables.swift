import Cassowary
import XCTest

/// A variable belongs to the solver holding constraints that name it, and is free for another once
/// none is left.
final class VariableTests: XCTestCase {
    func testVariableReleasedByItsLastConstraintJoinsAnotherSolver() throws {
        let first = Solver()
        let second = Solver()
        let x = Variable("x")
        let (a, b) = (x == 10.0, x >= 5.0)
        try first.add(a)
        try first.add(b)
        try first.remove(a)
        XCTAssertEqual(first.value(of: x), 5, accuracy: 1e-9)

        try first.remove(b)
        try second.add(x == 42.0)

        XCTAssertEqual(second.value(of: x), 42, accuracy: 1e-9)
        XCTAssertEqual(first.value(of: x), 0)
    }

    func testVariableOfARemovedEditJoinsAnotherSolver() throws {
        let first = Solver()
        let x = Variable("x")
        try first.addEditVariable(x, strength: .strong)
        try first.suggestValue(7, for: x)

        try first.removeEditVariable(x)
        let second = Solver()
        try second.addEditVariable(x, strength: .strong)
        try second.suggestValue(9, for: x)

        XCTAssertEqual(second.value(of: x), 9, accuracy: 1e-9)
    }

    func testVariablesOfADeallocatedSolverJoinAnotherSolver() throws {
        let x = Variable("x")
        do {
            let first = Solver()
            try first.add(x == 1.0)
        }

        let second = Solver()
        try second.add(x == 2.0)

        XCTAssertEqual(second.value(of: x), 2, accuracy: 1e-9)
    }

    /// What a deallocated solver held (a constraint, an edit, the count of a variable's uses) is let
    /// go whole: the same constraint goes into a second solver, the variable is no edit variable
    /// there, and leaving the second frees the variable for a third.
    func testConstraintsAndEditsOfADeallocatedSolverAreLetGo() throws {
        let x = Variable("x")
        let pin = x == 3.0
        do {
            let first = Solver()
            try first.add(pin)
            try first.add(x >= 1.0)
            try first.addEditVariable(x, strength: .strong)
        }

        let second = Solver()
        try second.add(pin)
        XCTAssertTrue(second.contains(pin))
        XCTAssertFalse(second.hasEditVariable(x))
        XCTAssertThrowsError(try second.suggestValue(5, for: x))
        XCTAssertEqual(second.value(of: x), 3, accuracy: 1e-9)
        try second.remove(pin)
        let third = Solver()
        try third.add(x == 4.0)
        XCTAssertEqual(third.value(of: x), 4, accuracy: 1e-9)
    }

    func testVariableStaysHeldWhileAnotherConstraintNamesIt() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let link = y == x + 1.0
        try solver.add(link)
        try solver.add(x == 4.0)

        try solver.remove(link)

        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 0)
    }

    func testVariableWithAZeroCoefficientDoesNotCountAsUsed() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let loose = Constraint(Cassowary.Expression([Term(x, 0), Term(y)], constant: -5), .equal)
        try solver.add(loose)
        try solver.add(x == 3.0)

        try solver.remove(loose)

        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
    }

    func testVariableWhoseTermsCancelIsHeldUntilItsConstraintGoes() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let cancelling = y + x - x == 5.0
        try solver.add(cancelling)
        try solver.add(x == 3.0)
        let other = Solver()

        try solver.remove(cancelling)
        try other.add(y == 8.0)

        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(other.value(of: y), 8, accuracy: 1e-9)
    }
}
