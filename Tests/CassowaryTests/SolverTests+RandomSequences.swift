import XCTest

@testable import Cassowary

/// Seeded random sequences of adds, removes, constant changes and suggestions, each checked as it
/// happens and, at the end, against a fresh solver given only the final constraints.
///
/// Every variable has a stay and every optional constraint a weight of its own, so the optimum is
/// unique and the incremental solver must reach the very values a fresh one finds. A failure names
/// its seed and step; `runSequence(seed:)` replays one alone.
final class RandomSequenceTests: XCTestCase {
    func testRandomSequencesEndWhereAFreshSolverStarts() throws {
        for seed: UInt64 in 1...300 { try runSequence(seed: seed) }
    }

    func testLongRandomSequencesOverMoreVariablesEndWhereAFreshSolverStarts() throws {
        for seed: UInt64 in 1001...1020 { try runSequence(seed: seed, variableCount: 20, steps: 400) }
    }

    private func runSequence(seed: UInt64, variableCount: Int = 6, steps: Int = 60) throws {
        var system = RandomSystem(seed: seed, variableCount: variableCount)
        let variables = system.variables
        let solver = Solver()
        let stayStrengths = variables.map { _ in system.distinctStrength(in: 1...10) }
        var stayValues = variables.map { _ in 0.0 }
        for (variable, strength) in zip(variables, stayStrengths) { try solver.addStay(variable, strength: strength) }
        var held: [Constraint] = []
        let values = { variables.map { solver.value(of: $0) } }

        for step in 0..<steps {
            let context = "seed \(seed), step \(step)"
            let before = values()
            switch system.integer(0...9) {
            case 0...3:
                let expression = system.expression()
                let strength = system.chance(0.4) ? .required : system.distinctStrength(in: 10...10_000)
                let constraint = Constraint(expression, system.relation(), strength: strength)
                do {
                    try solver.add(constraint)
                    held.append(constraint)
                } catch {
                    guard case .unsatisfiable(let conflict) = error else { throw error }
                    XCTAssertTrue(strength.isRequired, context)
                    XCTAssertTrue(conflict.constraint === constraint, context)
                    XCTAssertTrue(conflict.conflicting.allSatisfy { c in held.contains { $0 === c } }, context)
                    XCTAssertFalse(solver.contains(constraint), context)
                    assertSameValues(values(), before, "refused add, \(context)")
                }
            case 4 where !held.isEmpty:
                let constraint = held.remove(at: system.integer(0...held.count - 1))
                try solver.remove(constraint)
            case 5...6 where !held.isEmpty:
                let constraint = held[system.integer(0...held.count - 1)]
                let old = constraint.expression.constant
                do {
                    try solver.setConstant(Double(system.integer(-50...50)), of: constraint)
                } catch {
                    guard case .unsatisfiable(let conflict) = error else { throw error }
                    XCTAssertTrue(constraint.strength.isRequired, context)
                    XCTAssertTrue(conflict.constraint === constraint, context)
                    XCTAssertEqual(constraint.expression.constant, old, context)
                    assertSameValues(values(), before, "refused setConstant, \(context)")
                }
            default:
                let index = system.integer(0...variables.count - 1)
                stayValues[index] = Double(system.integer(-100...100))
                try solver.suggestValue(stayValues[index], for: variables[index])
            }
            assertRequiredHold(held, in: solver, context)
            XCTAssertEqual(solver.bookkeepingFaults(), [], context)
        }

        let fresh = Solver()
        let freshVariables = variables.map { Variable($0.name) }
        let copies = held.map { system.copy(of: $0, over: freshVariables) }
        for constraint in copies { try fresh.add(constraint) }
        for (index, variable) in freshVariables.enumerated() {
            try fresh.addEditVariable(variable, strength: stayStrengths[index])
            try fresh.suggestValue(stayValues[index], for: variable)
        }
        let incremental = objective(
            of: held + stays(of: variables, at: stayValues, strengths: stayStrengths), in: solver)
        let expected = objective(
            of: copies + stays(of: freshVariables, at: stayValues, strengths: stayStrengths), in: fresh)
        XCTAssertTrue(nearlyEqual(incremental, expected), "objective \(incremental) vs \(expected), seed \(seed)")
        assertSameValues(values(), freshVariables.map { fresh.value(of: $0) }, "against a fresh solver, seed \(seed)")
    }

    private func assertSameValues(
        _ actual: [Double], _ expected: [Double], _ context: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (index, (a, e)) in zip(actual, expected).enumerated() where !nearlyEqual(a, e, tolerance: 1e-6) {
            XCTFail("v\(index) is \(a), expected \(e): \(context)", file: file, line: line)
        }
    }
}
