/// Whole branches in and out: copying a parent's subtree, and putting another section snapshot's
/// outline in, with its expanded items.
extension NSDiffableDataSourceSectionSnapshot {
    /// The children of `parent` with theirs, as a section snapshot whose roots are those children
    /// (or `parent` itself, when `includingParent` is true); the expanded items stay expanded.
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let position = position(of: parent, as: "Parent item identifier")
        let first = includingParent ? position : position + 1
        let rootLevel = entries[position].level + (includingParent ? 0 : 1)
        var branch = Self()
        branch.entries = entries[first..<subtreeEnd(at: position)].map { entry in
            Entry(
                item: entry.item, level: entry.level - rootLevel, parent: entry.level == rootLevel ? nil : entry.parent)
        }
        branch.renumber(from: 0)
        branch.expandedItems = expandedItems.filter { branch.positions[$0] != nil }
        return branch
    }

    /// Replaces the children of `parent` (and theirs) with the outline of `snapshot`.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        let position = position(of: parent, as: "Parent item identifier")
        let end = subtreeEnd(at: position)
        for entry in entries[(position + 1)..<end] {
            positions.removeValue(forKey: entry.item)
            expandedItems.remove(entry.item)
        }
        entries.removeSubrange((position + 1)..<end)
        renumber(from: position + 1)
        graft(snapshot, at: Slot(index: position + 1, level: entries[position].level + 1, parent: parent))
    }

    /// Inserts the outline of `snapshot` just before `item`, its roots as siblings of `item`.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        graft(snapshot, at: siblingSlot(before: item))
    }

    /// Inserts the outline of `snapshot` just after `item` and its children, its roots as siblings
    /// of `item`.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        graft(snapshot, at: siblingSlot(after: item))
    }

    /// Appends the outline of `snapshot`, its roots as the last children of `parent` (as the last
    /// root items when it is nil).
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        graft(snapshot, at: childrenEnd(of: parent))
    }
}
