import Glibc

/// How an expression compares with zero.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How much the solver minds a constraint being broken: `required` ones never are; the others cost
/// their weight per unit of error, so a stronger one wins against any weaker one of the same error.
public struct Strength: Comparable, Sendable {
    public let weight: Double

    public init(weight: Double) {
        self.weight = weight
    }

    /// The strength of a layout priority from 1 to 1000, 1000 being required. Weights grow tenfold
    /// every 166⅔ priority steps (from 1 at priority 0 to a million at 1000), so a stronger priority
    /// outweighs a great many errors of a weaker one while the tableau stays well conditioned.
    public init(priority: Double) {
        self = priority >= 1000 ? .required : Strength(weight: pow(10, 6 * max(0, priority) / 1000))
    }

    public static let required = Strength(weight: .infinity)
    public static let strong = Strength(priority: 750)
    public static let medium = Strength(priority: 500)
    public static let weak = Strength(priority: 250)

    public var isRequired: Bool { weight == .infinity }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}

/// `expression relation 0` at a strength. A constraint is a reference type: the solver knows it by
/// identity, and its expression does not change once made (edit the constant through the solver).
public final class Constraint {
    // Read or written on every request, so exempt from run-time exclusivity checks like the
    // solver's tables.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// For an optional equality, what a unit of error below zero costs: `strength` unless the
    /// constraint was made with two strengths (above zero it costs `strength`).
    public let belowStrength: Strength
    /// What the caller wants to find this constraint by in a conflict (a UIKit constraint, say).
    public var userInfo: AnyObject?
    /// The solver holding this constraint (its `Solver.id`, as a variable's), and the constraint's
    /// place in its tableau.
    @exclusivity(unchecked) var owner: ObjectIdentifier?
    @exclusivity(unchecked) var tag = Tag()

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        belowStrength = strength
    }

    /// `expression == 0` at two strengths: a unit of error above zero costs `above`'s weight, a unit
    /// below `below`'s. One row in the tableau where a pair of inequalities would take two, each with
    /// its own slack and error: a view's intrinsic size, hugged from above and resisting compression
    /// from below. Both strengths must be optional.
    public init(_ expression: Expression, above: Strength, below: Strength) {
        // fatalError, not precondition: the message must print in optimized builds too.
        if above.isRequired || below.isRequired {
            fatalError("A constraint of two strengths must be optional on both sides; use two inequalities")
        }
        self.expression = expression
        relation = .equal
        strength = above
        belowStrength = below
    }

    /// The same constraint at another strength: `solver.add((x >= 10).strength(.weak))`.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }
}

/// Where a constraint lives in a solver's tableau: the symbol that marks its row and its second
/// error.
struct Tag {
    var marker = Symbol.invalid
    var other = Symbol.invalid
    /// The marker's coefficient in the constraint's row as built, before any sign change: a change of
    /// the constant by δ is the marker moving by δ / this.
    var markerCoefficient = 1.0
    var otherCoefficient = 1.0
}
