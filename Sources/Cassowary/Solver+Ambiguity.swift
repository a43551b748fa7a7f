/// Whether the solution pins a variable: what Auto Layout's `hasAmbiguousLayout` asks.
extension Solver {
    /// Whether another solution as good as this one gives `variable` another value: it is named by
    /// no constraint, or it is parametric (free), or its row holds a free variable or a slack or
    /// error that costs nothing to move.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.owner == id, let row = rows[variable.symbol] else { return true }
        for symbol in row.cells.symbols {
            switch kinds[symbol] {
            case .external:
                return true
            case .slack, .error:
                if isNearZero(objective.coefficient(of: symbol)) { return true }
            case .dummy:
                continue
            }
        }
        return false
    }
}
