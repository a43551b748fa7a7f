/// An incremental Cassowary solver: a dual simplex over required and weighted constraints.
///
/// Every request — adding or removing a constraint, changing a constraint's constant, suggesting a
/// value for an edit variable — updates the solution from the previous one rather than solving
/// again, and the solution is always current: `value(of:)` reads it. Rows are hashed and each
/// symbol knows the rows it appears in, so a change touches only the rows it concerns.
///
/// Not thread-safe: use a solver from one thread (UIKit keeps one per window, on the main actor).
public final class Solver {
    // The tables the simplex steps touch on every cell are exempt from run-time exclusivity checks,
    // which cost more than the work itself: the solver is used from one thread and never hands out
    // access to them.

    /// Per symbol id: its kind, the row it is basic in, the rows it appears in.
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    @exclusivity(unchecked) var rows: [Row?] = []
    @exclusivity(unchecked) var columns: [Column] = []
    /// Per symbol id: the variable an external symbol stands for.
    @exclusivity(unchecked) var variables: [Variable?] = []
    /// Σ weight × error: what the solution minimises; kept in terms of parametric symbols.
    let objective = Row()
    /// The objective's symbols with coefficients below `-enteringTolerance` (dummies aside): the
    /// entering candidates.
    @exclusivity(unchecked) var improving: Set<Symbol> = []
    /// Per symbol id: whether it is in `improving` (cheaper to ask than the set).
    @exclusivity(unchecked) var isImproving: [Bool] = []
    /// Phase one's objective while a constraint is being added with an artificial variable.
    var artificial: Row?
    @exclusivity(unchecked) var infeasibleRows: [Symbol] = []
    /// Per symbol id: the constraint a marker symbol marks (the solver's hold on its constraints,
    /// and how a conflict names them). A constraint's place in the tableau is kept on it, as a
    /// variable's is, and an edit variable's edit on the variable, so no request hashes.
    @exclusivity(unchecked) var markedConstraints: [Constraint?] = []

    public init() {}

    /// How variables and constraints name the solver holding them.
    var id: ObjectIdentifier { ObjectIdentifier(self) }

    deinit {
        for case let variable? in variables where variable.owner == id {
            variable.owner = nil
            variable.symbol = .invalid
            variable.uses = 0
            variable.edit = nil
        }
        for case let constraint? in markedConstraints { constraint.owner = nil }
    }

    /// The value the solution gives `variable`; 0 for a variable this solver does not hold.
    @inline(__always) public func value(of variable: Variable) -> Double {
        guard variable.owner == id else { return 0 }
        // Through a reference that does not retain the row: views read every value at each layout.
        return rows[Int(variable.symbol.id)].map(RowReference.init)?.row.constant ?? 0
    }

    public func contains(_ constraint: Constraint) -> Bool {
        constraint.owner == id
    }

    /// Adds `constraint`; a required one that contradicts those held throws `.unsatisfiable` and
    /// leaves the solver as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraint.owner != id else { throw .duplicateConstraint }
        // fatalError, not precondition: the message must print in optimized builds too.
        if constraint.owner != nil { fatalError("Constraint \(constraint) is held by another solver") }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid, allDummies(row) {
            guard isFeasiblyZero(row.constant) else {
                let conflicting = requiredOwners(of: row.cells.symbols)
                releaseVariables(of: constraint, added: false)
                throw .unsatisfiable(Conflict(constraint: constraint, conflicting: conflicting))
            }
            keepDummies(row)
            subject = tag.marker
        }
        if subject.isValid {
            solve(row, for: subject)
            substitute(subject, with: row)
            insert(row, basic: subject)
        } else if let conflicting = addWithArtificialVariable(row) {
            releaseVariables(of: constraint, added: false)
            optimize(objective)
            throw .unsatisfiable(Conflict(constraint: constraint, conflicting: conflicting))
        }
        constraint.owner = id
        constraint.tag = tag
        markedConstraints[tag.marker] = constraint
        releaseVariables(of: constraint, added: true)
        optimize(objective)
    }

    /// Removes `constraint`, restoring the best solution of what is left.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard constraint.owner == id else { throw .unknownConstraint }
        let tag = constraint.tag
        constraint.owner = nil
        markedConstraints[tag.marker] = nil
        // An equality's second error costs its strength below zero; an inequality's only error (its
        // `other`) has a single strength, which `belowStrength` repeats.
        if kinds[tag.marker] == .error { removeObjectiveCost(of: tag.marker, constraint.strength.weight) }
        if tag.other.isValid, kinds[tag.other] == .error {
            removeObjectiveCost(of: tag.other, constraint.belowStrength.weight)
        }
        if let row = rows[tag.marker] {
            remove(row, basic: tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            let row = rows[leaving]!
            remove(row, basic: leaving)
            addTerm(row, leaving, -1)
            solve(row, for: tag.marker)
            substitute(tag.marker, with: row)
        }
        releaseVariables(of: constraint, added: false, removing: true)
        optimize(objective)
    }

    /// Changes the constant of `constraint`'s expression to `constant` without removing it: the
    /// cheap way to move a fixed edge. A required constraint that would then contradict the others
    /// throws `.unsatisfiable`, naming them, and keeps its old constant.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard constraint.owner == id else { throw .unknownConstraint }
        let tag = constraint.tag
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        guard let broken = shiftConstant(tag, by: delta) ? dualOptimize() : tag.marker else { return }
        let conflicting = requiredOwners(of: [broken] + rows[broken]!.cells.symbols).filter { $0 !== constraint }
        constraint.expression.constant -= delta
        _ = shiftConstant(tag, by: -delta)
        markNegativeRowsInfeasible()
        _ = dualOptimize()
        throw .unsatisfiable(Conflict(constraint: constraint, conflicting: conflicting))
    }

    /// Makes `variable` editable: `suggestValue(_:for:)` then asks for values at `strength` (a
    /// required strength is taken as the strongest optional one).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard !hasEditVariable(variable) else { throw .duplicateEditVariable }
        let clamped = strength.isRequired ? Strength(priority: 999) : strength
        let constraint = Constraint(Expression(variable), .equal, strength: clamped)
        try add(constraint)
        variable.edit = Variable.Edit(constraint: constraint, value: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard variable.owner == id, let edit = variable.edit else { throw .unknownEditVariable }
        variable.edit = nil
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        variable.owner == id && variable.edit != nil
    }

    /// Asks for `value` for the edit variable `variable`; the solution follows at once.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard variable.owner == id, let edit = variable.edit else { throw .unknownEditVariable }
        variable.edit!.value = value
        edit.constraint.expression.constant = -value
        _ = shiftConstant(edit.constraint.tag, by: edit.value - value)
        _ = dualOptimize()
    }

    /// Keeps `variable` where it is now unless stronger constraints move it: a weak edit variable
    /// suggested at its current value.
    public func addStay(_ variable: Variable, strength: Strength = .weak) throws(SolverError) {
        let current = value(of: variable)
        try addEditVariable(variable, strength: strength)
        try suggestValue(current, for: variable)
    }
}
