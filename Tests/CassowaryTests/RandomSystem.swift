import Cassowary
import XCTest

/// Random constraints over a fixed set of variables, drawn from a seeded generator, with what a test
/// needs to judge a solution: whether the required ones hold and what the optional ones cost.
struct RandomSystem {
    var generator: SeededGenerator
    let variables: [Variable]

    init(seed: UInt64, variableCount: Int) {
        generator = SeededGenerator(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
    }

    mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < probability }

    /// A random expression of one to `maximumTerms` distinct variables with small integer
    /// coefficients, and a constant from `constants`.
    mutating func expression(maximumTerms: Int = 3, constants: ClosedRange<Int> = -50...50) -> Cassowary.Expression {
        let count = integer(1...min(maximumTerms, variables.count))
        var chosen = Set<Int>()
        while chosen.count < count { chosen.insert(integer(0...variables.count - 1)) }
        let terms = chosen.sorted().map { index -> Term in
            let coefficient = integer(1...3) * (chance(0.5) ? 1 : -1)
            return Term(variables[index], Double(coefficient))
        }
        return Cassowary.Expression(terms, constant: Double(integer(constants)))
    }

    mutating func relation() -> Relation {
        [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][integer(0...2)]
    }

    /// `constraint` over `others` in place of this system's variables (a fresh solver cannot take
    /// variables another still holds).
    func copy(of constraint: Constraint, over others: [Variable]) -> Constraint {
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
        let terms = constraint.expression.terms.map {
            Term(others[index[ObjectIdentifier($0.variable)]!], $0.coefficient)
        }
        return Constraint(
            Cassowary.Expression(terms, constant: constraint.expression.constant), constraint.relation,
            strength: constraint.strength)
    }

    /// A weight no other constraint of the system is likely to share, so the optimum is unique.
    mutating func distinctStrength(in range: ClosedRange<Double>) -> Strength {
        Strength(weight: Double.random(in: range, using: &generator))
    }
}

/// How far `constraint` is from holding at `solver`'s solution (0 when it holds).
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    violation(of: constraint) { solver.value(of: $0) }
}

/// How far `constraint` is from holding when each variable has `value(variable)`.
func violation(of constraint: Constraint, values value: (Variable) -> Double) -> Double {
    let expression = constraint.expression
    let sum = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
    switch constraint.relation {
    case .equal: return abs(sum)
    case .lessThanOrEqual: return max(0, sum)
    case .greaterThanOrEqual: return max(0, -sum)
    }
}

/// What `constraints` cost at `solver`'s solution: each optional one's weight times its violation.
func objective(of constraints: [Constraint], in solver: Solver) -> Double {
    constraints.filter { !$0.strength.isRequired }.reduce(0) {
        $0 + $1.strength.weight * violation(of: $1, in: solver)
    }
}

/// The stays of `variables` at `values` as constraints, to price them with `objective(of:in:)`.
func stays(of variables: [Variable], at values: [Double], strengths: [Strength]) -> [Constraint] {
    variables.indices.map { Constraint(variables[$0] - values[$0], .equal, strength: strengths[$0]) }
}

/// Asserts that every required constraint of `constraints` holds at `solver`'s solution.
func assertRequiredHold(
    _ constraints: [Constraint], in solver: Solver, tolerance: Double = 1e-6, _ message: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line
) {
    for constraint in constraints where constraint.strength.isRequired {
        let error = violation(of: constraint, in: solver)
        XCTAssertLessThanOrEqual(error, tolerance, "required constraint broken: \(message())", file: file, line: line)
    }
}

/// `a` and `b` equal to within `tolerance` of the larger's magnitude (or of 1, near zero).
func nearlyEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}
