/// An unknown of a linear system: a named value the solver chooses.
///
/// A variable belongs to at most one solver at a time (the first that takes a constraint naming
/// it) until every constraint naming it has left that solver. The solver keeps the variable's
/// place in its tableau (and its edit) on the variable itself, so reading a value costs one array
/// lookup.
public final class Variable {
    public let name: String
    // Read on every request, so exempt from run-time exclusivity checks like the solver's tables.

    /// The solver that holds constraints naming this variable, with its symbol there. Held as an
    /// identity (`Solver.id`): it is only ever compared, which a reference would retain for, and
    /// the solver clears it before it goes.
    @exclusivity(unchecked) var owner: ObjectIdentifier?
    @exclusivity(unchecked) var symbol = Symbol.invalid
    /// How many constraints in `owner` name this variable.
    @exclusivity(unchecked) var uses = 0
    /// When `owner` has made this an edit variable: the edit's constraint and the value last
    /// suggested.
    @exclusivity(unchecked) var edit: Edit?

    struct Edit {
        let constraint: Constraint
        var value: Double
    }

    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
