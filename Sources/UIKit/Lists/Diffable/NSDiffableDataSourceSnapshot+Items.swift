/// Adding, removing, moving and marking items. An item the snapshot already holds that is appended
/// or inserted again moves to its new place (UIKit logs a warning and does the same).
extension NSDiffableDataSourceSnapshot {
    /// Appends items to the end of a section, by default the last one.
    ///
    /// Stops the program when the snapshot has no section, when the section is not in the
    /// snapshot or when `identifiers` names an item twice.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        stopOnMisuse(misuse(appending: identifiers, to: sectionIdentifier))
        takeOut(identifiers)
        let section = sectionIndexes[sectionIdentifier ?? sections[sections.count - 1]]!
        place(identifiers, inSectionAt: section, at: sectionItems[section].count)
    }

    /// Inserts items just before an item, in that item's section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, nextTo: beforeIdentifier, after: false)
    }

    /// Inserts items just after an item, in that item's section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, nextTo: afterIdentifier, after: true)
    }

    /// Deletes items; those the snapshot does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        takeOut(identifiers)
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        sectionItems = []
        sectionIndexes = [:]
        itemPlaces = [:]
        sectionStarts = [0]
    }

    /// Moves an item to just before another, possibly in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        stopOnMisuse(misuse(moving: identifier, to: toIdentifier))
        takeOut([identifier])
        place([identifier], nextTo: toIdentifier, after: false)
    }

    /// Moves an item to just after another, possibly in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        stopOnMisuse(misuse(moving: identifier, to: toIdentifier))
        takeOut([identifier])
        place([identifier], nextTo: toIdentifier, after: true)
    }

    /// Marks items whose cells the data source makes anew when it applies the snapshot, though
    /// their identifiers are unchanged.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        stopOnMisuse(misuse(marking: identifiers, action: "reload"))
        reloadedItemMarks.mark(identifiers)
    }

    /// Marks items whose existing cells the data source configures again when it applies the
    /// snapshot: cheaper than a reload, and the cell keeps its state.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        stopOnMisuse(misuse(marking: identifiers, action: "reconfigure"))
        reconfiguredItemMarks.mark(identifiers)
    }

    /// Inserts `items` beside `destination` after checking the call.
    private mutating func insert(_ items: [ItemIdentifierType], nextTo destination: ItemIdentifierType, after: Bool) {
        stopOnMisuse(misuse(inserting: items, at: destination))
        takeOut(items)
        place(items, nextTo: destination, after: after)
    }

    /// Puts `items`, none of which the snapshot holds, just before or after `destination`.
    private mutating func place(_ items: [ItemIdentifierType], nextTo destination: ItemIdentifierType, after: Bool) {
        let neighbour = itemPlaces[destination]!
        place(items, inSectionAt: sectionIndexes[neighbour.section]!, at: neighbour.index + (after ? 1 : 0))
    }
}
