/// Why the solver refused a request; the tableau is unchanged when it does.
public enum SolverError: Error, Equatable {
    /// The required constraints cannot all hold with the new one.
    case unsatisfiable(Conflict)
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
}

/// A required constraint the solver refused, with the required constraints already held that it
/// contradicts (as far as the tableau shows them). It carries the solver's constraints, so read it
/// on the thread that uses the solver, as the solver itself.
public struct Conflict: Equatable, @unchecked Sendable {
    public let constraint: Constraint
    public let conflicting: [Constraint]

    public init(constraint: Constraint, conflicting: [Constraint]) {
        self.constraint = constraint
        self.conflicting = conflicting
    }

    public static func == (lhs: Conflict, rhs: Conflict) -> Bool {
        lhs.constraint === rhs.constraint && lhs.conflicting.elementsEqual(rhs.conflicting, by: ===)
    }
}
