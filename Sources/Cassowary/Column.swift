/// The rows of the tableau a symbol appears in. Each of those rows keeps its position here beside
/// its cell for the symbol (see `Cells`), so a row joins by appending and leaves by moving the last
/// entry into its place: no hashing, however many rows the symbol is in.
struct Column {
    var entries: [RowReference] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
}

extension Solver {
    /// The position `row` would take on joining `symbol`'s column.
    @inline(__always) func nextPosition(in symbol: Symbol) -> Int32 {
        Int32(truncatingIfNeeded: columns[symbol].entries.count)
    }

    /// Notes that `row`, in the tableau, has gained a cell for `symbol` (its position in the column
    /// already stored with the cell, from `nextPosition(in:)`).
    @inline(__always) func join(_ symbol: Symbol, _ row: Row) {
        // Most columns (a constraint's slack or error) hold a few rows: room for four at once, rather
        // than growing from one.
        if columns[symbol].entries.capacity == 0 { columns[symbol].entries.reserveCapacity(4) }
        columns[symbol].entries.append(RowReference(row))
    }

    /// Notes that the row at `position` in `symbol`'s column has lost its cell for `symbol`.
    @inline(__always) func leave(_ symbol: Symbol, at position: Int32) {
        let last = columns[symbol].entries.removeLast()
        let index = Int(position)
        guard index < columns[symbol].entries.count else { return }
        columns[symbol].entries[index] = last
        last.row.cells.setPosition(position, of: symbol)
    }

    /// The rows `symbol` appears in.
    @inline(__always) func rows(in symbol: Symbol) -> [RowReference] {
        columns[symbol].entries
    }
}
