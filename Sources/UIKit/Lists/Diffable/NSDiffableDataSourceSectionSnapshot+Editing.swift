/// Adding and removing items. Added items go among the siblings of where they are put; an empty
/// list of items changes nothing, wherever it is put.
extension NSDiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent`, or as the last root items when it is nil.
    ///
    /// Stops the program when `parent` is not in the section snapshot, or when an item is already
    /// there or named twice.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !items.isEmpty else { return }
        graft(Self(flat: items), at: childrenEnd(of: parent))
    }

    /// Inserts items just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        graft(Self(flat: items), at: siblingSlot(before: item))
    }

    /// Inserts items just after `item` and its children, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        graft(Self(flat: items), at: siblingSlot(after: item))
    }

    /// Deletes items with their children. Stops the program, before deleting anything, when an
    /// item is not in the section snapshot.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        stopOnMisuse(misuse(deleting: items))
        var doomed = Array(repeating: false, count: entries.count)
        var first = entries.count
        for item in items {
            let position = positions[item]!
            guard !doomed[position] else { continue }
            first = Swift.min(first, position)
            for descendant in position..<subtreeEnd(at: position) { doomed[descendant] = true }
        }
        guard first < entries.count else { return }
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count - first)
        for position in first..<entries.count {
            let entry = entries[position]
            if doomed[position] {
                positions.removeValue(forKey: entry.item)
                expandedItems.remove(entry.item)
            } else {
                kept.append(entry)
            }
        }
        entries.replaceSubrange(first..., with: kept)
        renumber(from: first)
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        entries = []
        positions = [:]
        expandedItems = []
    }

    /// A section snapshot of root items only; `items` may repeat, for `graft` to refuse.
    init(flat items: [ItemIdentifierType]) {
        entries = items.map { Entry(item: $0, level: 0, parent: nil) }
        renumber(from: 0)
    }

    /// Where new items go among the siblings of the items around them: an index in `entries`, and
    /// the level and parent the new root items take.
    struct Slot {
        var index: Int
        var level: Int
        var parent: ItemIdentifierType?
    }

    /// The slot after the last child of `parent` (after the last root item when it is nil); stops
    /// the program when `parent` is not in the section snapshot.
    func childrenEnd(of parent: ItemIdentifierType?) -> Slot {
        guard let parent else { return Slot(index: entries.count, level: 0, parent: nil) }
        let position = position(of: parent, as: "Parent item identifier")
        return Slot(index: subtreeEnd(at: position), level: entries[position].level + 1, parent: parent)
    }

    /// The slot just before `item`, among its siblings.
    func siblingSlot(before item: ItemIdentifierType) -> Slot {
        let position = position(of: item, as: "Item identifier to insert before")
        return Slot(index: position, level: entries[position].level, parent: entries[position].parent)
    }

    /// The slot just after `item` and its children, among its siblings.
    func siblingSlot(after item: ItemIdentifierType) -> Slot {
        let position = position(of: item, as: "Item identifier to insert after")
        return Slot(index: subtreeEnd(at: position), level: entries[position].level, parent: entries[position].parent)
    }

    /// Puts the outline `branch` at `slot`: its roots become siblings there, its expanded items stay
    /// expanded. Stops the program when an item of `branch` is already here.
    mutating func graft(_ branch: Self, at slot: Slot) {
        stopOnMisuse(misuse(adding: branch.items))
        let grafted = branch.entries.map { entry in
            Entry(item: entry.item, level: entry.level + slot.level, parent: entry.parent ?? slot.parent)
        }
        entries.insert(contentsOf: grafted, at: slot.index)
        renumber(from: slot.index)
        expandedItems.formUnion(branch.expandedItems)
    }

    /// The index just past the children (and their children) of the entry at `position`.
    func subtreeEnd(at position: Int) -> Int {
        let level = entries[position].level
        var end = position + 1
        while end < entries.count, entries[end].level > level { end += 1 }
        return end
    }

    /// Writes the positions of the entries from `index` on, after entries changed there.
    mutating func renumber(from index: Int) {
        for position in index..<entries.count { positions[entries[position].item] = position }
    }
}
