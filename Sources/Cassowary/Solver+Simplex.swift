/// The simplex steps: building a constraint's row, choosing what enters and leaves the basis, the
/// primal optimisation after structural changes and the dual one after constants move.
///
/// Every choice among candidates takes the lowest symbol id on ties, so the same requests give the
/// same solution in every run (a dictionary's order changes from process to process).
extension Solver {
    /// The row of `constraint` in terms of the current parametric symbols, with its slack, error or
    /// dummy symbols, and the objective charged for its errors.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        // Variables and rows are read unretained: the expression and the tableau hold them.
        let terms = expression.terms
        for index in terms.indices {
            let coefficient = terms[index].coefficient
            guard !isNearZero(coefficient) else { continue }
            let symbol: Symbol = Unmanaged.passUnretained(terms[index].variable)._withUnsafeGuaranteedRef {
                self.symbol(for: $0)
            }
            if let basicRow = rows[symbol].map(Unmanaged.passUnretained) {
                basicRow._withUnsafeGuaranteedRef { addRow(row, $0, coefficient) }
            } else {
                addTerm(row, symbol, coefficient)
            }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            tag.marker = newSymbol(.slack)
            tag.markerCoefficient = sign
            addTerm(row, tag.marker, sign)
            if !strength.isRequired {
                tag.other = newSymbol(.error)
                tag.otherCoefficient = -sign
                addTerm(row, tag.other, -sign)
                addObjectiveTerm(tag.other, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                tag.marker = newSymbol(.dummy)
                addTerm(row, tag.marker, 1)
            } else {
                tag.marker = newSymbol(.error)
                tag.other = newSymbol(.error)
                tag.markerCoefficient = -1
                addTerm(row, tag.marker, -1)
                addTerm(row, tag.other, 1)
                addObjectiveTerm(tag.marker, strength.weight)
                addObjectiveTerm(tag.other, constraint.belowStrength.weight)
            }
        }
        row.dropResidue()
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external one (the one with the largest coefficient, to
    /// divide by as little rounding as possible), else the constraint's own slack or error when its
    /// coefficient is negative (so it starts at a feasible value); else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        let best = largestCell(of: row) { kinds[$0] == .external }
        if best.isValid { return best }
        for symbol in [tag.marker, tag.other] where symbol.isValid && kinds[symbol] != .dummy {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// Drops the cells of a row about to become a dummy's that are not dummies' (all too small to
    /// pivot on): a dummy's row must hold dummies alone to stay at zero (see `markerLeavingRow(_:)`).
    func keepDummies(_ row: Row) {
        row.dropCells { symbol, _ in kinds[symbol] != .dummy }
    }

    /// Whether every cell of `row` big enough to pivot on is a dummy's.
    func allDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { kinds[$0.symbol] == .dummy || abs($0.coefficient) <= pivotTolerance }
    }

    /// Adds `row` through a phase-one optimisation with an artificial variable; returns nil when it
    /// went in, else the required constraints that keep it out, with the row left out and the
    /// tableau equivalent to what it was (though maybe no longer optimal: the caller re-optimises).
    func addWithArtificialVariable(_ row: Row) -> [Constraint]? {
        let art = newSymbol(.slack)
        insert(row.copy(), basic: art)
        artificial = row.copy()
        optimize(artificial!)
        let phaseOne = artificial!
        artificial = nil
        let satisfied = isFeasiblyZero(phaseOne.constant)
        // Still basic, the artificial variable's row is the new constraint's: dropped when it cannot
        // hold, else pivoted on a symbol of it (see `pivotableSymbol(_:)`) so that it stays in at
        // zero.
        if let artRow = rows[art] {
            remove(artRow, basic: art)
            artRow.dropResidue()
            let entering = pivotableSymbol(artRow)
            if entering.isValid, kinds[entering] == .dummy { keepDummies(artRow) }
            if satisfied, entering.isValid {
                addTerm(artRow, art, -1)
                solve(artRow, for: entering)
                substitute(entering, with: artRow)
                insert(artRow, basic: entering)
            }
        }
        for reference in rows(in: art) { reference.row.cells.removeValue(forKey: art) }
        columns[art] = Column()
        if let cost = objective.cells[art] { addObjectiveTerm(art, -cost) }
        return satisfied ? nil : blockers(phaseOne)
    }

    /// The required constraints whose markers bound phase one's objective: the ones a new row
    /// contradicts.
    private func blockers(_ phaseOne: Row) -> [Constraint] {
        requiredOwners(of: phaseOne.cells.symbols)
    }

    /// The required constraints whose markers are among `symbols`, in the order they were made.
    func requiredOwners(of symbols: some Sequence<Symbol>) -> [Constraint] {
        symbols.sorted { $0.id < $1.id }.compactMap { markedConstraints[$0] }.filter { $0.strength.isRequired }
    }

    /// The symbol to keep a satisfied new row in the tableau by: a slack or error, else a dummy (the
    /// row then stands for a required equality that follows from others, and a dummy's row keeps it
    /// for when one of those goes: see `markerLeavingRow(_:)`); invalid for a row with no cells.
    private func pivotableSymbol(_ row: Row) -> Symbol {
        let restricted = largestCell(of: row) { kinds[$0] == .slack || kinds[$0] == .error }
        return restricted.isValid ? restricted : largestCell(of: row) { kinds[$0] == .dummy }
    }

    /// The symbol of `row` with the largest coefficient in magnitude among those `included`; on ties
    /// the one in the fewest rows (solving for it rewrites the fewest), then the lowest id. Invalid
    /// when there is none with a coefficient above `pivotTolerance`.
    private func largestCell(of row: Row, where included: (Symbol) -> Bool) -> Symbol {
        var choice = PivotChoice()
        for (symbol, coefficient) in row.cells where abs(coefficient) > pivotTolerance && included(symbol) {
            choice.offer(symbol, magnitude: abs(coefficient), rows: columns[symbol].count)
        }
        return choice.symbol
    }

    /// Primal simplex: pivots until no symbol of `objective` can lower it (or `pivotLimit(symbols:)`
    /// times).
    ///
    /// The entering symbol is the candidate in the fewest rows: its pivot rewrites the fewest, and
    /// when many views are tied to one variable (a column of labels of one width) it moves the view
    /// the new constraint names rather than the whole column, one breakpoint at a time. That rule
    /// can cycle where pivots leave the objective where it was, so after a run of such pivots the
    /// lowest id enters instead for the rest of the call (Bland's rule, which cannot).
    func optimize(_ objective: Row) {
        var stalled = 0
        for _ in 0..<pivotLimit(symbols: kinds.count) {
            let entering = enteringSymbol(objective, sparsest: stalled < stallLimit)
            guard entering.isValid else { return }
            let leaving = leavingSymbol(for: entering)
            // An objective of non-negative errors is bounded below, so a leaving row always exists;
            // stop rather than spin should rounding ever say otherwise.
            guard leaving.isValid else { return }
            let before = objective.constant
            pivot(leaving: leaving, entering: entering)
            if stalled < stallLimit {
                let progress = before - objective.constant
                stalled = progress > 1e-9 * (1 + abs(before)) ? 0 : stalled + 1
            }
        }
    }

    /// The basic symbol whose row first stops `entering` from growing (Harris's ratio test): among
    /// the rows that stop it within `ratioTolerance` of the first, the one where `entering` has the
    /// largest coefficient, so that a pivot never divides by a coefficient that is mostly rounding.
    private func leavingSymbol(for entering: Symbol) -> Symbol {
        let column = rows(in: entering)
        var bound = Double.infinity
        for reference in column where kinds[reference.row.basic] != .external {
            let row = reference.row
            let coefficient = row.cells[entering]!
            if coefficient < -pivotTolerance { bound = min(bound, (row.constant + ratioTolerance) / -coefficient) }
        }
        var leaving = PivotChoice()
        for reference in column where kinds[reference.row.basic] != .external {
            let row = reference.row
            let magnitude = -row.cells[entering]!
            guard magnitude > pivotTolerance, row.constant / magnitude <= bound else { continue }
            leaving.offer(row.basic, magnitude: magnitude)
        }
        return leaving.symbol
    }

    /// The symbol of `objective` with a coefficient below `-enteringTolerance` that is in the fewest
    /// rows (`sparsest`) or has the lowest id; ties go to the lowest id.
    private func enteringSymbol(_ objective: Row, sparsest: Bool) -> Symbol {
        var choice = PivotChoice()
        if objective === self.objective {
            for symbol in improving { choice.offer(symbol, rows: sparsest ? columns[symbol].count : 0) }
        } else {
            for (symbol, value) in objective.cells where value < -enteringTolerance && kinds[symbol] != .dummy {
                choice.offer(symbol, rows: sparsest ? columns[symbol].count : 0)
            }
        }
        return choice.symbol
    }

    /// Dual simplex: pivots infeasible rows back to feasibility keeping the objective optimal (at
    /// most `pivotLimit(symbols:)` times).
    /// Returns nil when it did, else the basic symbol of a row that cannot be made feasible
    /// (required constraints contradict), with the queue emptied.
    func dualOptimize() -> Symbol? {
        var pivots = 0
        let limit = pivotLimit(symbols: kinds.count)
        while let leaving = infeasibleRows.popLast(), pivots < limit {
            guard let row = rows[leaving], row.constant < 0, !isNearZero(row.constant) else { continue }
            let entering = dualEnteringSymbol(row)
            guard entering.isValid else {
                infeasibleRows.removeAll()
                return leaving
            }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
        }
        infeasibleRows.removeAll()
        return nil
    }

    /// The symbol to enter for an infeasible `row` that keeps the objective optimal: the lowest
    /// ratio of objective to row coefficient, by Harris's rule as in `leavingSymbol(for:)`.
    private func dualEnteringSymbol(_ row: Row) -> Symbol {
        var bound = Double.infinity
        for (symbol, coefficient) in row.cells where coefficient > pivotTolerance && kinds[symbol] != .dummy {
            bound = min(bound, (objective.coefficient(of: symbol) + ratioTolerance) / coefficient)
        }
        var entering = PivotChoice()
        for (symbol, coefficient) in row.cells where coefficient > pivotTolerance && kinds[symbol] != .dummy {
            guard objective.coefficient(of: symbol) / coefficient <= bound else { continue }
            entering.offer(symbol, magnitude: coefficient, rows: columns[symbol].count)
        }
        return entering.symbol
    }

    /// Sorts the rows queued since `start` so that the lowest id is taken first: they were queued
    /// in the order of a set's iteration, which differs from run to run.
    func orderInfeasibleRows(queuedSince start: Int) {
        if infeasibleRows.count - start > 1 { infeasibleRows[start...].sort { $0.id > $1.id } }
    }

    /// The row to pivot a removed constraint's parametric marker into: a redundant required
    /// equality's row (a dummy's), else the tightest restricted row with a negative coefficient,
    /// else with a positive one, else an external row. Ties within `ratioTolerance` go to the
    /// largest coefficient, as in `leavingSymbol(for:)`.
    ///
    /// A dummy's row holds only dummies and must stay at zero: the equality it stands for follows
    /// from the ones whose dummies it holds. When one of those goes, it no longer follows, so it
    /// takes the removed constraint's place (a pivot at ratio zero that moves no value). Pivoting
    /// into any other row would give the dummy's row the other row's symbols and constant, and the
    /// equality would stop holding.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        let column = rows(in: marker)
        let redundant = column.lazy.map(\.row).filter {
            self.kinds[$0.basic] == .dummy && abs($0.cells[marker]!) > pivotTolerance
        }
        if let row = redundant.max(by: { abs($0.cells[marker]!) < abs($1.cells[marker]!) }) { return row.basic }
        var bounds = (negative: Double.infinity, positive: Double.infinity)
        for reference in column where kinds[reference.row.basic] != .external {
            let row = reference.row
            let coefficient = row.cells[marker]!
            if abs(coefficient) <= pivotTolerance { continue }
            if coefficient < 0 {
                bounds.negative = min(bounds.negative, (row.constant + ratioTolerance) / -coefficient)
            } else {
                bounds.positive = min(bounds.positive, (row.constant + ratioTolerance) / coefficient)
            }
        }
        var (negative, positive, external) = (PivotChoice(), PivotChoice(), PivotChoice())
        for reference in column {
            let (row, basic) = (reference.row, reference.row.basic)
            let coefficient = row.cells[marker]!
            let magnitude = abs(coefficient)
            if magnitude <= pivotTolerance { continue }
            if kinds[basic] == .external {
                external.offer(basic, magnitude: magnitude)
            } else if coefficient < 0 {
                guard row.constant / magnitude <= bounds.negative else { continue }
                negative.offer(basic, magnitude: magnitude)
            } else {
                guard row.constant / magnitude <= bounds.positive else { continue }
                positive.offer(basic, magnitude: magnitude)
            }
        }
        for choice in [negative, positive, external] where choice.symbol.isValid { return choice.symbol }
        return nil
    }

    /// Moves a constraint's constant by `delta` in the tableau: the same as its marker moving by
    /// delta over the marker's coefficient. Rows that go negative are queued for `dualOptimize()`;
    /// false when a redundant required equality would stop holding.
    func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
        let shift = delta / tag.markerCoefficient
        if let row = rows[tag.marker] {
            row.constant -= shift
            if kinds[tag.marker] == .dummy { return isFeasiblyZero(row.constant) }
            if row.constant < 0 { infeasibleRows.append(tag.marker) }
            return true
        }
        if tag.other.isValid, let row = rows[tag.other] {
            row.constant -= delta / tag.otherCoefficient
            if row.constant < 0 { infeasibleRows.append(tag.other) }
            return true
        }
        let queued = infeasibleRows.count
        for reference in rows(in: tag.marker) {
            let (row, basic) = (reference.row, reference.row.basic)
            row.constant += row.cells[tag.marker]! * shift
            if kinds[basic] != .external, row.constant < 0 { infeasibleRows.append(basic) }
        }
        orderInfeasibleRows(queuedSince: queued)
        return true
    }

    /// Queues every restricted row with a negative constant (after undoing a failed change).
    func markNegativeRowsInfeasible() {
        for (id, row) in rows.enumerated() where kinds[id] != .external {
            if let row, row.constant < 0 { infeasibleRows.append(Symbol(id: Int32(id))) }
        }
    }
}
