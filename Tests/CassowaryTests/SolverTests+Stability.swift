import Cassowary
import XCTest

/// Large systems stay exact enough: long chains keep their sums, and random systems of more than a
/// hundred constraints keep every required one and reach the same optimum in any order.
final class StabilityTests: XCTestCase {
    func testChainOfTwoThousandVariablesAddsUpExactly() throws {
        let solver = Solver()
        let chain = (0..<2000).map { Variable("x\($0)") }
        try solver.add(chain[0] == 0.0)
        for index in 1..<chain.count { try solver.add(chain[index] == chain[index - 1] + 1.5) }

        XCTAssertEqual(solver.value(of: chain[1999]), 2998.5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: chain[1000]), 1500, accuracy: 1e-9)
    }

    func testChainOfThreeHundredViewsFollowsItsContainer() throws {
        let solver = Solver()
        let count = 300
        let container = Variable("container")
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        try solver.add(lefts[0] == 0.0)
        for index in 0..<count {
            if index > 0 { try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1] + 8.0) }
            try solver.add(widths[index] >= 20.0)
            try solver.add((widths[index] == 50.0).strength(.strong))
        }
        try solver.add(lefts[count - 1] + widths[count - 1] <= container)
        try solver.addEditVariable(container, strength: Strength(priority: 999))
        let natural = Double(count) * 50 + Double(count - 1) * 8
        let right = { solver.value(of: lefts[count - 1]) + solver.value(of: widths[count - 1]) }

        for width in [natural + 500, natural - 4000, natural + 10, 9000, natural] {
            try solver.suggestValue(width, for: container)

            XCTAssertEqual(right(), min(width, natural), accuracy: 1e-6, "container \(width)")
            XCTAssertGreaterThanOrEqual(widths.map { solver.value(of: $0) }.min()!, 20 - 1e-9)
            let total = widths.reduce(0) { $0 + solver.value(of: $1) } + Double(count - 1) * 8
            XCTAssertEqual(total, right(), accuracy: 1e-6)
        }
    }

    func testRandomSystemsOfMoreThanAHundredConstraintsHoldAndReachTheSameOptimumInAnyOrder() throws {
        for seed: UInt64 in 1...3 {
            var system = RandomSystem(seed: seed, variableCount: 40)
            let variables = system.variables
            // Required constraints that a known point satisfies, so all of them go in.
            let point = variables.map { _ in Double(system.integer(-100...100)) }
            let value = { (variable: Variable) in point[variables.firstIndex { $0 === variable }!] }
            var constraints: [Constraint] = []
            for _ in 0..<120 {
                var expression = system.expression(maximumTerms: 3, constants: 0...0)
                let atPoint = expression.terms.reduce(0) { $0 + $1.coefficient * value($1.variable) }
                let equal = system.chance(0.1)
                expression.constant = -atPoint + (equal ? 0 : Double(system.integer(0...40)))
                constraints.append(Constraint(expression, equal ? .equal : .greaterThanOrEqual))
            }
            for variable in variables {
                let strength = system.distinctStrength(in: 1...1000)
                constraints.append((variable == Double(system.integer(-200...200))).strength(strength))
            }
            let solver = Solver()
            for constraint in constraints { try solver.add(constraint) }

            assertRequiredHold(constraints, in: solver, "seed \(seed)")
            let reordered = Solver()
            let others = variables.map { Variable($0.name) }
            let copies = constraints.reversed().map { system.copy(of: $0, over: others) }
            for constraint in copies { try reordered.add(constraint) }
            let cost = objective(of: constraints, in: solver)
            let reorderedCost = objective(of: copies, in: reordered)
            XCTAssertTrue(nearlyEqual(cost, reorderedCost), "\(cost) vs \(reorderedCost), seed \(seed)")
        }
    }
}
