import Cassowary
import XCTest

/// The same requests give the same solution, to the last bit, whatever order sets and dictionaries
/// iterate in (which differs from one instance to the next and from run to run).
final class DeterminismTests: XCTestCase {
    func testSameSequenceGivesIdenticalValuesInAFreshSolver() throws {
        for seed: UInt64 in 1...40 {
            let first = try solveSequence(seed: seed)
            let second = try solveSequence(seed: seed)

            XCTAssertEqual(first, second, "seed \(seed)")
        }
    }

    /// Runs a seeded sequence full of ties (optional constraints of only two strengths, few stays)
    /// and returns every variable's value after each step.
    private func solveSequence(seed: UInt64) throws -> [[Double]] {
        var system = RandomSystem(seed: seed, variableCount: 12)
        let variables = system.variables
        let solver = Solver()
        for variable in variables.prefix(4) { try solver.addEditVariable(variable, strength: .strong) }
        var held: [Constraint] = []
        var trace: [[Double]] = []
        for _ in 0..<120 {
            switch system.integer(0...9) {
            case 0...4:
                let strength: Strength = system.chance(0.3) ? .required : system.chance(0.5) ? .weak : .medium
                let constraint = Constraint(system.expression(), system.relation(), strength: strength)
                if (try? solver.add(constraint)) != nil { held.append(constraint) }
            case 5 where !held.isEmpty:
                try solver.remove(held.remove(at: system.integer(0...held.count - 1)))
            case 6 where !held.isEmpty:
                let constraint = held[system.integer(0...held.count - 1)]
                try? solver.setConstant(Double(system.integer(-50...50)), of: constraint)
            default:
                try solver.suggestValue(Double(system.integer(-100...100)), for: variables[system.integer(0...3)])
            }
            trace.append(variables.map { solver.value(of: $0) })
        }
        return trace
    }
}
