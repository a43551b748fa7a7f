/// A check of the tableau's bookkeeping, for tests: the incremental structures (columns, the
/// positions kept in cells, the entering candidates) must say what a walk over the rows finds.
extension Solver {
    /// Every way the bookkeeping disagrees with the rows; empty when it is true.
    func bookkeepingFaults() -> [String] {
        var faults: [String] = []
        for (id, row) in rows.enumerated() {
            guard let row else { continue }
            if row.basic.id != id { faults.append("row of \(id) says its basic symbol is \(row.basic.id)") }
            for (symbol, _) in row.cells {
                if rows[symbol] != nil { faults.append("basic symbol \(symbol.id) is a cell of the row of \(id)") }
                let position = Int(row.cells.position(of: symbol))
                let entries = columns[symbol]
                if position >= entries.count || entries[position].row !== row {
                    faults.append("the row of \(id) is not at position \(position) of column \(symbol.id)")
                }
            }
        }
        for (id, column) in columns.enumerated() {
            for (position, entry) in column.enumerated() {
                let row = entry.row
                guard row.isInTableau, rows[row.basic] === row else {
                    faults.append("column \(id) names a row outside the tableau")
                    continue
                }
                let symbol = Symbol(id: Int32(id))
                if row.cells[symbol] == nil {
                    faults.append("column \(id) names the row of \(row.basic.id), which has no cell for it")
                } else if row.cells.position(of: symbol) != position {
                    faults.append("the row of \(row.basic.id) has the wrong position in column \(id)")
                }
            }
        }
        for (symbol, coefficient) in objective.cells {
            if rows[symbol] != nil { faults.append("basic symbol \(symbol.id) is in the objective") }
            let improves = coefficient < -enteringTolerance && kinds[symbol] != .dummy
            if improves != isImproving[symbol] || improves != improving.contains(symbol) {
                faults.append("symbol \(symbol.id) is wrongly \(improves ? "not " : "")an entering candidate")
            }
        }
        for symbol in improving where (objective.cells[symbol] ?? 0) >= -enteringTolerance {
            faults.append("symbol \(symbol.id) is an entering candidate but does not lower the objective")
        }
        return faults
    }
}
