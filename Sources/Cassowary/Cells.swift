import Glibc

/// A row's cells: coefficients keyed by symbol in an open-addressed table (linear probing, at most
/// half full, Fibonacci hashing of the symbol id). The tableau spends its time adding one row to
/// another cell by cell, so a cell costs a multiply, a shift and usually one probe of a small array
/// of ids, without the copy-on-write checks and per-instance seeding of a `Dictionary`. Beside each
/// coefficient is the row's position in the symbol's column (see `Column`), so that leaving a column
/// costs no search.
///
/// Owned by its `Row`, which frees it; iterating it while it changes is not allowed.
struct Cells {
    private static let empty: Int32 = -1
    private static let minimumCapacity = 8

    private var ids: UnsafeMutablePointer<Int32>
    private var coefficients: UnsafeMutablePointer<Double>
    private var positions: UnsafeMutablePointer<Int32>
    private var mask: Int
    /// 32 − log2(capacity): the top bits of the hash product pick the slot.
    private var shift: UInt32
    private(set) var count = 0

    init() {
        (ids, coefficients, positions, mask, shift) = Cells.allocate(capacity: Cells.minimumCapacity)
    }

    private init(copying other: Cells) {
        (ids, coefficients, positions, mask, shift) = Cells.allocate(capacity: other.mask + 1)
        UnsafeMutableRawPointer(ids).copyMemory(from: other.ids, byteCount: (mask + 1) * Cells.bytesPerSlot)
        count = other.count
    }

    func copy() -> Cells { Cells(copying: self) }

    func deallocate() {
        free(ids)
    }

    /// An id, a position and a coefficient.
    private static let bytesPerSlot = 16

    /// One block for a table of `capacity` slots: the ids (all empty), then the positions, then the
    /// coefficients (both read only where there is an id).
    ///
    /// From `malloc`, whose blocks are aligned for any `Double`: asking for an alignment
    /// (`UnsafeMutableRawPointer.allocate(byteCount:alignment:)`) goes through `memalign`, which
    /// skips the allocator's per-thread cache, and a form of a few hundred views makes thousands of
    /// rows.
    private static func allocate(capacity: Int) -> (
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int32>, Int, UInt32
    ) {
        guard let block = malloc(capacity * bytesPerSlot) else { fatalError("Out of memory for a tableau row") }
        let ids = block.initializeMemory(as: Int32.self, repeating: empty, count: capacity)
        let positions = (block + capacity * 4).bindMemory(to: Int32.self, capacity: capacity)
        let coefficients = (block + capacity * 8).bindMemory(to: Double.self, capacity: capacity)
        return (ids, coefficients, positions, capacity - 1, UInt32(32 - capacity.trailingZeroBitCount))
    }

    @inline(__always) private func home(_ id: Int32) -> Int {
        Int((UInt32(bitPattern: id) &* 0x9E37_79B9) >> shift)
    }

    /// The slot holding `symbol`, or the empty slot where it would go.
    @inline(__always) private func slot(of symbol: Symbol) -> Int {
        var index = home(symbol.id)
        while true {
            let id = ids[index]
            if id == symbol.id || id == Cells.empty { return index }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Double? {
        let index = slot(of: symbol)
        return ids[index] == Cells.empty ? nil : coefficients[index]
    }

    /// Adds `addend` to `symbol`'s coefficient, dropping the cell when the sum is near zero; returns
    /// the coefficient before (0 for no cell) and after (0 when dropped), a new cell's slot (for
    /// `setPosition(_:atSlot:)`) and a dropped cell's column position.
    @inline(__always)
    mutating func add(
        _ addend: Double, to symbol: Symbol
    ) -> (before: Double, after: Double, slot: Int, position: Int32) {
        if (count + 1) * 2 > mask + 1 { resize(to: (mask + 1) * 2) }
        let index = slot(of: symbol)
        if ids[index] == Cells.empty {
            guard !isNearZero(addend) else { return (0, 0, index, 0) }
            ids[index] = symbol.id
            coefficients[index] = addend
            count += 1
            return (0, addend, index, 0)
        }
        let before = coefficients[index]
        let sum = before + addend
        if isNearZero(sum) {
            let position = positions[index]
            vacate(index)
            return (before, 0, index, position)
        }
        coefficients[index] = sum
        return (before, sum, index, 0)
    }

    @inline(__always) func setPosition(_ position: Int32, atSlot slot: Int) { positions[slot] = position }

    /// The column position of `symbol`'s cell, which must exist.
    func position(of symbol: Symbol) -> Int32 { positions[slot(of: symbol)] }

    func setPosition(_ position: Int32, of symbol: Symbol) { positions[slot(of: symbol)] = position }

    /// Calls `body` with each cell's symbol and column position.
    func forEachPosition(_ body: (Symbol, Int32) -> Void) {
        for index in 0...mask where ids[index] != Cells.empty { body(Symbol(id: ids[index]), positions[index]) }
    }

    /// Gives each cell the column position `position(symbol)` returns.
    func assignPositions(_ position: (Symbol) -> Int32) {
        for index in 0...mask where ids[index] != Cells.empty { positions[index] = position(Symbol(id: ids[index])) }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        let index = slot(of: symbol)
        guard ids[index] != Cells.empty else { return nil }
        let coefficient = coefficients[index]
        vacate(index)
        return coefficient
    }

    mutating func scale(by factor: Double) {
        for index in 0...mask where ids[index] != Cells.empty { coefficients[index] *= factor }
    }

    /// Empties slot `index`, shifting back the cells after it that probed past it.
    private mutating func vacate(_ index: Int) {
        count -= 1
        var hole = index
        var next = (index + 1) & mask
        while ids[next] != Cells.empty {
            // The cell at `next` may move back to the hole unless its home lies after the hole.
            if (next - home(ids[next])) & mask >= (next - hole) & mask {
                ids[hole] = ids[next]
                coefficients[hole] = coefficients[next]
                positions[hole] = positions[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        ids[hole] = Cells.empty
    }

    /// Grows the table at once to hold `count` cells when one doubling would not: adding a long row
    /// to a short one would otherwise double it over and over. A single doubling is left to `add`,
    /// which makes it only if the cells that do not cancel need it.
    mutating func reserve(_ count: Int) {
        guard count > mask + 1 else { return }
        var capacity = (mask + 1) * 2
        while capacity < count * 2 { capacity *= 2 }
        resize(to: capacity)
    }

    /// Shrinks a table that cancellations have left mostly empty, so that walking it stays
    /// proportional to its cells. Called after a batch of changes rather than on each removal, which
    /// would shrink and regrow a row that a long row is being added to.
    mutating func shrinkIfSparse() {
        guard count * 8 < mask + 1, mask + 1 > Cells.minimumCapacity else { return }
        var capacity = Cells.minimumCapacity
        while capacity < count * 4 { capacity *= 2 }
        resize(to: capacity)
    }

    private mutating func resize(to capacity: Int) {
        let (oldIDs, oldCoefficients, oldPositions, oldMask) = (ids, coefficients, positions, mask)
        (ids, coefficients, positions, mask, shift) = Cells.allocate(capacity: capacity)
        for index in 0...oldMask where oldIDs[index] != Cells.empty {
            let slot = slot(of: Symbol(id: oldIDs[index]))
            ids[slot] = oldIDs[index]
            coefficients[slot] = oldCoefficients[index]
            positions[slot] = oldPositions[index]
        }
        free(oldIDs)
    }
}

extension Cells: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate let ids: UnsafeMutablePointer<Int32>
        fileprivate let coefficients: UnsafeMutablePointer<Double>
        fileprivate let end: Int
        fileprivate var index = 0

        @inline(__always)
        mutating func next() -> (symbol: Symbol, coefficient: Double)? {
            while index < end {
                defer { index += 1 }
                if ids[index] != Cells.empty { return (Symbol(id: ids[index]), coefficients[index]) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(ids: ids, coefficients: coefficients, end: mask + 1) }

    var underestimatedCount: Int { count }

    var symbols: LazyMapSequence<Cells, Symbol> { lazy.map(\.symbol) }
}
