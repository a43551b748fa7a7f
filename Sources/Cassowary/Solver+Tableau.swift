/// The tableau's bookkeeping: symbols, rows entering and leaving the basis, and the column index
/// (which rows each symbol appears in) kept true through every change of a cell.
extension Solver {
    /// Makes room for `count` more symbols, for a caller about to add many constraints: the
    /// per-symbol tables then grow once instead of doubling over and over.
    public func reserveCapacity(symbols count: Int) {
        let total = kinds.count + count
        kinds.reserveCapacity(total)
        isImproving.reserveCapacity(total)
        rows.reserveCapacity(total)
        columns.reserveCapacity(total)
        variables.reserveCapacity(total)
        markedConstraints.reserveCapacity(total)
    }

    func newSymbol(_ kind: SymbolKind, for variable: Variable? = nil) -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        isImproving.append(false)
        rows.append(nil)
        columns.append(Column())
        variables.append(variable)
        markedConstraints.append(nil)
        return symbol
    }

    /// The external symbol of `variable`, made on its first use here.
    func symbol(for variable: Variable) -> Symbol {
        if variable.owner == id { return variable.symbol }
        // fatalError, not precondition: the message must print in optimized builds too.
        if variable.owner != nil { fatalError("Variable \(variable) is held by another solver") }
        variable.owner = id
        variable.symbol = newSymbol(.external, for: variable)
        return variable.symbol
    }

    /// Counts `constraint`'s uses of its variables once it is in (`added`) or out (`removing`), and
    /// lets go of variables nothing here names any more.
    /// Terms too small to enter a row (see `makeRow(for:)`) do not count.
    func releaseVariables(of constraint: Constraint, added: Bool, removing: Bool = false) {
        let terms = constraint.expression.terms
        for index in terms.indices where !isNearZero(terms[index].coefficient) {
            // Unretained: the constraint's expression holds its variables throughout.
            Unmanaged.passUnretained(terms[index].variable)._withUnsafeGuaranteedRef {
                release($0, added: added, removing: removing)
            }
        }
    }

    private func release(_ variable: Variable, added: Bool, removing: Bool) {
        guard variable.owner == id else { return }
        if added { variable.uses += 1 } else if removing { variable.uses -= 1 }
        guard variable.uses == 0 else { return }
        let symbol = variable.symbol
        if let row = rows[symbol] { remove(row, basic: symbol) }
        guard columns[symbol].isEmpty, objective.cells[symbol] == nil else { return }
        variables[symbol] = nil
        variable.owner = nil
        variable.symbol = .invalid
    }

    /// Puts `row` in the tableau as the row of `basic`.
    func insert(_ row: Row, basic: Symbol) {
        rows[basic] = row
        row.basic = basic
        row.cells.assignPositions { symbol in
            let position = nextPosition(in: symbol)
            join(symbol, row)
            return position
        }
    }

    /// Takes the row of `basic` out of the tableau.
    func remove(_ row: Row, basic: Symbol) {
        rows[basic] = nil
        row.basic = .invalid
        row.cells.forEachPosition { symbol, position in leave(symbol, at: position) }
    }

    /// Adds `coefficient` × `symbol` to `row`, dropping the cell when it cancels (and keeping the
    /// column index true when the row is in the tableau); returns the cell's new coefficient, 0
    /// when it has none.
    @inline(__always) @discardableResult
    func addTerm(_ row: Row, _ symbol: Symbol, _ coefficient: Double) -> Double {
        let (before, sum, slot, position) = row.cells.add(coefficient, to: symbol)
        guard row.isInTableau else { return sum }
        if sum == 0 {
            if before != 0 { leave(symbol, at: position) }
        } else if before == 0 {
            row.cells.setPosition(nextPosition(in: symbol), atSlot: slot)
            join(symbol, row)
        }
        return sum
    }

    /// Adds `coefficient` × `other` to `row`.
    func addRow(_ row: Row, _ other: Row, _ coefficient: Double) {
        row.constant += other.constant * coefficient
        row.cells.reserve(row.cells.count + other.cells.count)
        for (symbol, value) in other.cells { addTerm(row, symbol, value * coefficient) }
        row.cells.shrinkIfSparse()
    }

    /// Adds `coefficient` × `symbol` to the objective, keeping the entering candidates true.
    func addObjectiveTerm(_ symbol: Symbol, _ coefficient: Double) {
        let improves = addTerm(objective, symbol, coefficient) < -enteringTolerance && kinds[symbol] != .dummy
        guard improves != isImproving[symbol] else { return }
        isImproving[symbol] = improves
        if improves { improving.insert(symbol) } else { improving.remove(symbol) }
    }

    func addObjectiveRow(_ other: Row, _ coefficient: Double) {
        objective.constant += other.constant * coefficient
        for (symbol, value) in other.cells { addObjectiveTerm(symbol, value * coefficient) }
    }

    /// Takes an error symbol's cost out of the objective (its constraint is leaving).
    func removeObjectiveCost(of error: Symbol, _ weight: Double) {
        if let row = rows[error] { addObjectiveRow(row, -weight) } else { addObjectiveTerm(error, -weight) }
    }

    /// Rewrites an out-of-tableau `row` (`… + c × symbol + … = 0`) as `symbol = …`.
    func solve(_ row: Row, for symbol: Symbol) {
        let coefficient = -1 / row.cells.removeValue(forKey: symbol)!
        row.constant *= coefficient
        row.cells.scale(by: coefficient)
    }

    /// Replaces `symbol` by `row` in every row that has it, the objectives too; rows of restricted
    /// symbols that go negative become infeasible.
    func substitute(_ symbol: Symbol, with row: Row) {
        // The column is emptied but keeps its storage: symbols go in and out of the basis over and
        // over, and growing a list from nothing each time costs more than the substitution.
        var targets = Column()
        swap(&targets, &columns[symbol])
        let queued = infeasibleRows.count
        for reference in targets {
            let target = reference.row
            let coefficient = target.cells.removeValue(forKey: symbol)!
            addRow(target, row, coefficient)
            if kinds[target.basic] != .external, target.constant < 0 { infeasibleRows.append(target.basic) }
        }
        targets.removeAll()
        swap(&targets, &columns[symbol])
        orderInfeasibleRows(queuedSince: queued)
        if let coefficient = objective.cells[symbol] {
            addObjectiveTerm(symbol, -coefficient)
            addObjectiveRow(row, coefficient)
        }
        if let artificial, let coefficient = artificial.cells.removeValue(forKey: symbol) {
            addRow(artificial, row, coefficient)
        }
    }

    /// Swaps `leaving` out of the basis for `entering`. The row stays in the tableau, so of the
    /// columns only `leaving`'s (which it joins) and `entering`'s (which it leaves) change.
    func pivot(leaving: Symbol, entering: Symbol) {
        let row = rows[leaving]!
        rows[leaving] = nil
        addTerm(row, leaving, -1)
        leave(entering, at: row.cells.position(of: entering))
        solve(row, for: entering)
        substitute(entering, with: row)
        rows[entering] = row
        row.basic = entering
    }
}

extension Array {
    /// The per-symbol table entry of `symbol`. Changed in place (`_modify`), so appending to a
    /// column does not copy the whole column first.
    @inline(__always) subscript(_ symbol: Symbol) -> Element {
        get { self[Int(symbol.id)] }
        _modify { yield &self[Int(symbol.id)] }
    }
}
