/// A column of the tableau: an external variable or one the solver made (slack, error, dummy).
struct Symbol: Hashable {
    let id: Int32

    static let invalid = Symbol(id: -1)

    var isValid: Bool { id >= 0 }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a symbol stands for; only external symbols may take negative values.
enum SymbolKind: UInt8 {
    /// A user's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of a constraint that is not required: at least zero, and costs its strength.
    case error
    /// The marker of a required equality: always zero, never chosen to enter the basis.
    case dummy
}
