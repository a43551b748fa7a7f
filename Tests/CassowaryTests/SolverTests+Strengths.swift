import Cassowary
import XCTest

/// Required constraints always hold; among optional ones the stronger wins, even against several
/// weaker ones broken by the same amount.
final class StrengthTests: XCTestCase {
    func testStrengthsAreOrderedFromWeakToRequired() {
        XCTAssertLessThan(Strength.weak, .medium)
        XCTAssertLessThan(Strength.medium, .strong)
        XCTAssertLessThan(Strength.strong, .required)
        XCTAssertLessThan(Strength(priority: 999), .required)
        XCTAssertLessThan(Strength(priority: 1), Strength(priority: 2))
        XCTAssertTrue(Strength(priority: 1000).isRequired)
        XCTAssertFalse(Strength(priority: 999).isRequired)
    }

    func testUIKitPrioritiesMapOntoTheNamedStrengths() {
        XCTAssertEqual(Strength(priority: 250), .weak)
        XCTAssertEqual(Strength(priority: 500), .medium)
        XCTAssertEqual(Strength(priority: 750), .strong)
    }

    func testRequiredConstraintBeatsTheStrongestOptionalOne() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x == 100.0).strength(Strength(priority: 999)))
        try solver.add(x <= 10.0)

        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testStrongConstraintBeatsManyWeakOnesOfEqualError() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0.0).strength(.strong))

        for _ in 0..<20 { try solver.add((x == 10.0).strength(.weak)) }

        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }

    func testMediumConstraintBeatsManyWeakOnesPullingTheOtherWay() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.add(y == x + 10.0)
        for _ in 0..<20 { try solver.add((x == 50.0).strength(.weak)) }

        try solver.add((y == 0.0).strength(.medium))

        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), -10, accuracy: 1e-9)
    }

    func testHigherPriorityWinsByASingleStep() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x == 10.0).strength(Strength(priority: 750)))
        try solver.add((x == 20.0).strength(Strength(priority: 751)))

        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testWeightsOfEqualStrengthAddUp() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x == 10.0).strength(.weak))
        try solver.add((x == 20.0).strength(.weak))
        try solver.add((x == 20.0).strength(.weak))

        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testErrorIsSpentWhereItIsCheapest() throws {
        let solver = Solver()
        let (first, second) = (Variable("first"), Variable("second"))
        try solver.add(first + second == 100.0)

        try solver.add((first == 80.0).strength(.medium))
        try solver.add((second == 80.0).strength(.weak))

        XCTAssertEqual(solver.value(of: first), 80, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: second), 20, accuracy: 1e-9)
    }
}
