/// The checks a section snapshot makes before changing anything: UIKit's exception text for a
/// misuse, nil for a call that is fine.
extension NSDiffableDataSourceSectionSnapshot {
    /// Naming `item`, which must be in the section snapshot, for what `subject` says.
    func misuse(naming item: ItemIdentifierType, as subject: String) -> String? {
        positions[item] == nil ? DiffableMisuse.notInSectionSnapshot(item, subject: subject) : nil
    }

    /// Adding `items`, none of which may be here already or named twice.
    func misuse(adding items: [ItemIdentifierType]) -> String? {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        var reported = Set<ItemIdentifierType>()
        for item in items where positions[item] != nil || !seen.insert(item).inserted {
            if reported.insert(item).inserted { duplicates.append(item) }
        }
        return duplicates.isEmpty ? nil : DiffableMisuse.duplicateOutlineItems(duplicates)
    }

    /// Deleting `items`, all of which must be here.
    func misuse(deleting items: [ItemIdentifierType]) -> String? {
        guard let missing = items.first(where: { positions[$0] == nil }) else { return nil }
        return DiffableMisuse.notFoundForDeletion(missing)
    }
}
