/// A column of the tableau: an external variable or one the solver made (slack, error, dummy).
struct Symbol: Hashable {
    let id: Int32

    static let invalid = Symbol(id: -1)

    var isValid: Bool { id >= 0 }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Rows and columns are dictionaries and sets keyed by symbols, hashed on every cell the solver
    /// touches. Ids are small distinct integers that nobody outside chooses, so a multiply-xorshift
    /// mix spreads them as well as SipHash does, at a fraction of the cost.
    func _rawHashValue(seed: Int) -> Int { mix(UInt64(UInt32(bitPattern: id)), seed: seed) }
}

/// A constraint or variable as a dictionary key: its identity, hashed like a symbol (the solver
/// looks one up on every request).
struct ObjectKey: Hashable {
    let id: ObjectIdentifier

    init(_ object: AnyObject) {
        id = ObjectIdentifier(object)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int { mix(UInt64(UInt(bitPattern: id)), seed: seed) }
}

/// A multiply-xorshift mix of `value` with a hash table's seed.
@inline(__always) func mix(_ value: UInt64, seed: Int) -> Int {
    let mixed = (value ^ UInt64(UInt(bitPattern: seed))) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
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
