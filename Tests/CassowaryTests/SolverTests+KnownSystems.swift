import Cassowary
import XCTest

/// Small systems whose solutions were worked out by hand.
final class KnownSystemTests: XCTestCase {
    func testTwoButtonsShareARowEqually() throws {
        let solver = Solver()
        let (left, right) = (Variable("left"), Variable("right"))
        let (firstLeft, firstRight) = (Variable("first.left"), Variable("first.right"))
        let (secondLeft, secondRight) = (Variable("second.left"), Variable("second.right"))

        try solver.add(left == 0.0)
        try solver.add(right == 800.0)
        try solver.add(firstLeft == left + 20.0)
        try solver.add(firstRight + 8.0 == secondLeft)
        try solver.add(secondRight == right - 20.0)
        try solver.add(firstRight - firstLeft == secondRight - secondLeft)

        // 760 points inside the margins, less the 8-point gap, halved.
        XCTAssertEqual(solver.value(of: firstLeft), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: firstRight), 396, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: secondLeft), 404, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: secondRight), 780, accuracy: 1e-9)
    }

    func testMidpointIsHeldWithinItsBounds() throws {
        let solver = Solver()
        let (left, mid, right) = (Variable("left"), Variable("mid"), Variable("right"))
        try solver.add(2 * mid == left + right)
        try solver.add(left + 10.0 <= right)
        try solver.add(right <= 100.0)
        try solver.add(left >= 0.0)
        try solver.addEditVariable(mid, strength: .strong)

        try solver.suggestValue(99, for: mid)

        // The right edge stops at 100 and the left one 10 before it, so the midpoint stops at 95.
        XCTAssertEqual(solver.value(of: mid), 95, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: left), 90, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 100, accuracy: 1e-9)

        try solver.add((right == 100.0).strength(.weak))
        try solver.suggestValue(50, for: mid)

        // left + right = 100, and the weak wish for the right edge settles which split.
        XCTAssertEqual(solver.value(of: left), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 100, accuracy: 1e-9)
    }

    func testProportionalWidthsSplitTheTotal() throws {
        let solver = Solver()
        let (wide, narrow) = (Variable("wide"), Variable("narrow"))

        try solver.add(wide == 2 * narrow)
        try solver.add(wide + narrow == 300.0)

        XCTAssertEqual(solver.value(of: wide), 200, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: narrow), 100, accuracy: 1e-9)
    }

    func testInequalityChainStopsAtItsCeiling() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        try solver.add(x >= 10.0)
        try solver.add(y >= x + 5.0)
        try solver.add(z >= y + 5.0)
        try solver.add(z <= 100.0)

        try solver.add((z == 200.0).strength(.strong))
        try solver.add((x == 0.0).strength(.weak))
        try solver.add((y == 0.0).strength(.weak))

        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 100, accuracy: 1e-9)
    }

    func testOptionalInequalitiesYieldToTheStrongerOne() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x <= 50.0).strength(.medium))
        try solver.add((x >= 80.0).strength(.weak))

        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
    }

    func testSatisfiedOptionalInequalityCostsNothing() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add((x == 30.0).strength(.weak))
        try solver.add((x <= 50.0).strength(.strong))
        try solver.add((x >= 20.0).strength(.strong))

        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    }

    func testConstantOnlyConstraintsAreCheckedAsTheyAre() throws {
        let solver = Solver()

        try solver.add(Constraint(Cassowary.Expression(constant: 0), .equal))
        try solver.add(Constraint(Cassowary.Expression(constant: -5), .lessThanOrEqual))

        XCTAssertThrowsError(try solver.add(Constraint(Cassowary.Expression(constant: 5), .equal)))
        XCTAssertThrowsError(try solver.add(Constraint(Cassowary.Expression(constant: 5), .lessThanOrEqual)))
    }

    func testVariableNamedTwiceInOneConstraintSumsItsCoefficients() throws {
        let solver = Solver()
        let x = Variable("x")

        try solver.add(x + x + x == 30.0 + x)

        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
    }

    func testUnconstrainedVariableReadsZero() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))

        try solver.add(x >= y)

        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: Variable("stranger")), 0)
    }
}
