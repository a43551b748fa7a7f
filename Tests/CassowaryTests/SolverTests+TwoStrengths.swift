import Cassowary
import XCTest

/// An equality of two strengths: a unit above zero costs one, a unit below the other, as a pair of
/// inequalities would (a view's intrinsic size, hugged and resisting compression).
final class TwoStrengthTests: XCTestCase {
    /// `x == 50` hugged weakly and resisting strongly; a medium pull on `x` wins above, loses below.
    private func pulled(to target: Double) throws -> Double {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 50.0, above: .weak, below: .strong))
        try solver.add((x == target).strength(.medium))
        return solver.value(of: x)
    }

    func testAMediumPullStretchesAWeaklyHuggedSize() throws {
        XCTAssertEqual(try pulled(to: 80), 80, accuracy: 1e-9)
    }

    func testAMediumPullCannotCompressAStronglyResistingSize() throws {
        XCTAssertEqual(try pulled(to: 20), 50, accuracy: 1e-9)
    }

    func testItHoldsItsValueWhenNothingPulls() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 50.0, above: .weak, below: .strong))
        try solver.add(x >= 0.0)

        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
    }

    /// The same system solved with the pair of inequalities the constraint stands for, then with it
    /// removed: both costs leave the objective, so only the pull is left.
    func testItSolvesAsThePairOfInequalitiesAndLeavesNoCostWhenRemoved() throws {
        for target in [0.0, 30, 50, 70, 120] {
            let (pair, single) = (Solver(), Solver())
            let (a, b) = (Variable("a"), Variable("b"))
            try pair.add((a <= 50.0).strength(Strength(priority: 300)))
            try pair.add((a >= 50.0).strength(Strength(priority: 700)))
            let both = Constraint(b - 50.0, above: Strength(priority: 300), below: Strength(priority: 700))
            try single.add(both)
            for (solver, variable) in [(pair, a), (single, b)] {
                try solver.add((variable == target).strength(Strength(priority: 500)))
                try solver.add(variable <= 100.0)
            }

            XCTAssertEqual(single.value(of: b), pair.value(of: a), accuracy: 1e-9, "pulled to \(target)")
            try single.remove(both)
            XCTAssertEqual(single.value(of: b), min(target, 100), accuracy: 1e-9, "pulled to \(target)")
        }
    }

    func testMovingItsConstantMovesTheValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let size = Constraint(x - 50.0, above: .weak, below: .strong)
        try solver.add(size)

        try solver.setConstant(-70, of: size)

        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)
    }
}
