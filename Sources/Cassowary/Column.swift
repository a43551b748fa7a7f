/// The rows of the tableau a symbol appears in. Each of those rows keeps its position here beside
/// its cell for the symbol (see `Cells`), so a row joins by appending and leaves by moving the last
/// entry into its place: no hashing, however many rows the symbol is in.
///
/// Most columns (a constraint's slack or error, an item's size) hold a few rows, so the first
/// three are kept inline and only a longer column allocates: a form of a few hundred views makes
/// thousands of columns, and an array each was the solver's largest source of allocations.
struct Column: RandomAccessCollection {
    private static let inlineCount = 3
    private var inline: (RowReference?, RowReference?, RowReference?) = (nil, nil, nil)
    /// The entries after the inline ones.
    private var overflow: [RowReference] = []
    private(set) var endIndex = 0

    var startIndex: Int { 0 }

    subscript(position: Int) -> RowReference {
        get {
            switch position {
            case 0: inline.0!
            case 1: inline.1!
            case 2: inline.2!
            default: overflow[position - Column.inlineCount]
            }
        }
        set {
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: overflow[position - Column.inlineCount] = newValue
            }
        }
    }

    mutating func append(_ entry: RowReference) {
        if endIndex < Column.inlineCount {
            self[endIndex] = entry
        } else {
            overflow.append(entry)
        }
        endIndex += 1
    }

    mutating func removeLast() -> RowReference {
        endIndex -= 1
        return endIndex < Column.inlineCount ? self[endIndex] : overflow.removeLast()
    }

    /// Empties the column, keeping the room its overflow had grown: symbols go in and out of the
    /// basis over and over.
    mutating func removeAll() {
        endIndex = 0
        overflow.removeAll(keepingCapacity: true)
    }
}

extension Solver {
    /// The position `row` would take on joining `symbol`'s column.
    @inline(__always) func nextPosition(in symbol: Symbol) -> Int32 {
        Int32(truncatingIfNeeded: columns[symbol].count)
    }

    /// Notes that `row`, in the tableau, has gained a cell for `symbol` (its position in the column
    /// already stored with the cell, from `nextPosition(in:)`).
    @inline(__always) func join(_ symbol: Symbol, _ row: Row) {
        columns[symbol].append(RowReference(row))
    }

    /// Notes that the row at `position` in `symbol`'s column has lost its cell for `symbol`.
    @inline(__always) func leave(_ symbol: Symbol, at position: Int32) {
        let last = columns[symbol].removeLast()
        let index = Int(position)
        guard index < columns[symbol].count else { return }
        columns[symbol][index] = last
        last.row.cells.setPosition(position, of: symbol)
    }

    /// The rows `symbol` appears in.
    @inline(__always) func rows(in symbol: Symbol) -> Column {
        columns[symbol]
    }
}
