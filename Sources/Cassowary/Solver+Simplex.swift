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
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basicRow = rows[symbol] {
                addRow(row, basic: nil, basicRow, term.coefficient)
            } else {
                addTerm(row, basic: nil, symbol, term.coefficient)
            }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            tag.marker = newSymbol(.slack)
            tag.markerCoefficient = sign
            addTerm(row, basic: nil, tag.marker, sign)
            if !strength.isRequired {
                tag.other = newSymbol(.error)
                tag.otherCoefficient = -sign
                addTerm(row, basic: nil, tag.other, -sign)
                addObjectiveTerm(tag.other, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                tag.marker = newSymbol(.dummy)
                addTerm(row, basic: nil, tag.marker, 1)
            } else {
                tag.marker = newSymbol(.error)
                tag.other = newSymbol(.error)
                tag.markerCoefficient = -1
                addTerm(row, basic: nil, tag.marker, -1)
                addTerm(row, basic: nil, tag.other, 1)
                addObjectiveTerm(tag.marker, strength.weight)
                addObjectiveTerm(tag.other, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external one, else the constraint's own slack or error
    /// when its coefficient is negative (so it starts at a feasible value); else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        for symbol in row.cells.keys where kinds[symbol] == .external && (!best.isValid || symbol.id < best.id) {
            best = symbol
        }
        if best.isValid { return best }
        for symbol in [tag.marker, tag.other] where symbol.isValid && kinds[symbol] != .dummy {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    func allDummies(_ row: Row) -> Bool {
        row.cells.keys.allSatisfy { kinds[$0] == .dummy }
    }

    /// Adds `row` through a phase-one optimisation with an artificial variable; returns nil when it
    /// went in, else the required constraints that keep it out.
    func addWithArtificialVariable(_ row: Row) -> [Constraint]? {
        let art = newSymbol(.slack)
        insert(row.copy(), basic: art)
        artificial = row.copy()
        optimize(artificial!)
        let phaseOne = artificial!
        artificial = nil
        let satisfied = isNearZero(phaseOne.constant)
        if let artRow = rows[art] {
            remove(artRow, basic: art)
            if !artRow.cells.isEmpty {
                let entering = pivotableSymbol(artRow)
                guard entering.isValid else { return blockers(phaseOne) }
                addTerm(artRow, basic: nil, art, -1)
                solve(artRow, for: entering)
                substitute(entering, with: artRow)
                insert(artRow, basic: entering)
            }
        }
        for basic in columns[art] {
            rows[basic]!.cells.removeValue(forKey: art)
        }
        columns[art] = []
        if objective.cells[art] != nil { addObjectiveTerm(art, -objective.cells[art]!) }
        return satisfied ? nil : blockers(phaseOne)
    }

    /// The constraints whose markers bound phase one's objective: the ones a new row contradicts.
    private func blockers(_ phaseOne: Row) -> [Constraint] {
        phaseOne.cells.keys.sorted { $0.id < $1.id }.compactMap { markerOwners[$0] }
    }

    private func pivotableSymbol(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        for symbol in row.cells.keys where kinds[symbol] == .slack || kinds[symbol] == .error {
            if !best.isValid || symbol.id < best.id { best = symbol }
        }
        return best
    }

    /// Primal simplex: pivots until no symbol of `objective` can lower it.
    func optimize(_ objective: Row) {
        while true {
            let entering = enteringSymbol(objective)
            guard entering.isValid else { return }
            var leaving = Symbol.invalid
            var lowest = Double.infinity
            for basic in columns[entering] where kinds[basic] != .external {
                let coefficient = rows[basic]!.cells[entering]!
                guard coefficient < 0 else { continue }
                let ratio = -rows[basic]!.constant / coefficient
                if ratio < lowest || (ratio == lowest && basic.id < leaving.id) {
                    lowest = ratio
                    leaving = basic
                }
            }
            // An objective of non-negative errors is bounded below, so a leaving row always exists;
            // stop rather than spin should rounding ever say otherwise.
            guard leaving.isValid else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private func enteringSymbol(_ objective: Row) -> Symbol {
        var best = Symbol.invalid
        if objective === self.objective {
            for symbol in improving where !best.isValid || symbol.id < best.id { best = symbol }
            return best
        }
        for (symbol, value) in objective.cells where value < 0 && kinds[symbol] != .dummy {
            if !best.isValid || symbol.id < best.id { best = symbol }
        }
        return best
    }

    /// Dual simplex: pivots infeasible rows back to feasibility keeping the objective optimal;
    /// false when a row cannot be made feasible (required constraints contradict).
    func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !isNearZero(row.constant) else { continue }
            var entering = Symbol.invalid
            var lowest = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < lowest || (ratio == lowest && symbol.id < entering.id) {
                    lowest = ratio
                    entering = symbol
                }
            }
            guard entering.isValid else {
                infeasibleRows.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// The row to pivot a removed constraint's parametric marker into: the tightest restricted row
    /// with a negative coefficient, else with a positive one, else an external row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var lowestFirst = Double.infinity
        var lowestSecond = Double.infinity
        for basic in columns[marker].sorted(by: { $0.id < $1.id }) {
            let row = rows[basic]!
            let coefficient = row.cells[marker]!
            if kinds[basic] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < lowestFirst {
                    lowestFirst = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < lowestSecond {
                    lowestSecond = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }

    /// Moves a constraint's constant by `delta` in the tableau: the same as its marker moving by
    /// delta over the marker's coefficient. Rows that go negative are queued for `dualOptimize()`;
    /// false when a redundant required equality would stop holding.
    func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
        let shift = delta / tag.markerCoefficient
        if let row = rows[tag.marker] {
            row.constant -= shift
            if kinds[tag.marker] == .dummy { return isNearZero(row.constant) }
            if row.constant < 0 { infeasibleRows.append(tag.marker) }
            return true
        }
        if tag.other.isValid, let row = rows[tag.other] {
            row.constant -= delta / tag.otherCoefficient
            if row.constant < 0 { infeasibleRows.append(tag.other) }
            return true
        }
        for basic in columns[tag.marker] {
            let row = rows[basic]!
            row.constant += row.cells[tag.marker]! * shift
            if kinds[basic] != .external, row.constant < 0 { infeasibleRows.append(basic) }
        }
        return true
    }

    /// Queues every restricted row with a negative constant (after undoing a failed change).
    func markNegativeRowsInfeasible() {
        for (id, row) in rows.enumerated() where kinds[id] != .external {
            if let row, row.constant < 0 { infeasibleRows.append(Symbol(id: Int32(id))) }
        }
    }
}
