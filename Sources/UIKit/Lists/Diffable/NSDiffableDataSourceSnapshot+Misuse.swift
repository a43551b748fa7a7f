/// The checks each edit makes before changing anything: UIKit's exception text for a misuse, nil
/// for a call that is fine. Checked in UIKit's order, so the first problem found is the one told.
extension NSDiffableDataSourceSnapshot {
    /// Appending `items` to `section`, or to the last section when it is nil.
    func misuse(appending items: [ItemIdentifierType], to section: SectionIdentifierType?) -> String? {
        if sections.isEmpty { return DiffableMisuse.noSections }
        if let repeated = repeatedItems(in: items) { return repeated }
        if let section, sectionIndexes[section] == nil { return DiffableMisuse.notSatisfying("section != NSNotFound") }
        return nil
    }

    /// Inserting `items` before or after `destination`.
    func misuse(inserting items: [ItemIdentifierType], at destination: ItemIdentifierType) -> String? {
        if let repeated = repeatedItems(in: items) { return repeated }
        if items.contains(destination) {
            return DiffableMisuse.destinationAmongMoved(destination, operation: "insertion", list: "insertion")
        }
        if itemPlaces[destination] == nil { return DiffableMisuse.notSatisfying("section != NSNotFound") }
        return nil
    }

    /// Moving `item` before or after `destination`.
    func misuse(moving item: ItemIdentifierType, to destination: ItemIdentifierType) -> String? {
        if itemPlaces[item] == nil { return DiffableMisuse.notSatisfying("fromIndex != NSNotFound") }
        if itemPlaces[destination] == nil { return DiffableMisuse.notSatisfying("toIndex != NSNotFound") }
        if item == destination {
            return DiffableMisuse.destinationAmongMoved(destination, operation: "move", list: "move")
        }
        return nil
    }

    /// Marking `items` for `action`, "reload" or "reconfigure".
    func misuse(marking items: [ItemIdentifierType], action: String) -> String? {
        guard let missing = items.first(where: { itemPlaces[$0] == nil }) else { return nil }
        return DiffableMisuse.missing(missing, kind: "item", action: action)
    }

    /// Appending `newSections` (`destination` nil) or inserting them before or after `destination`.
    func misuse(adding newSections: [SectionIdentifierType], at destination: SectionIdentifierType?) -> String? {
        let repeated = DiffableMisuse.repeats(in: newSections)
        if !repeated.isEmpty { return DiffableMisuse.duplicateSections(repeated) }
        if let destination {
            if newSections.contains(destination) {
                return DiffableMisuse.destinationAmongMoved(destination, operation: "section", list: "inserted section")
            }
            if sectionIndexes[destination] == nil { return DiffableMisuse.notSatisfying("insertIndex != NSNotFound") }
        }
        let existing = newSections.filter { sectionIndexes[$0] != nil }
        return existing.isEmpty ? nil : DiffableMisuse.existingSections(existing)
    }

    /// Moving `section` before or after `destination`.
    func misuse(moving section: SectionIdentifierType, to destination: SectionIdentifierType) -> String? {
        if sectionIndexes[section] == nil { return DiffableMisuse.notSatisfying("fromSection != NSNotFound") }
        if sectionIndexes[destination] == nil { return DiffableMisuse.notSatisfying("toSection != NSNotFound") }
        if section == destination {
            return DiffableMisuse.destinationAmongMoved(destination, operation: "section", list: "moved section")
        }
        return nil
    }

    /// Marking `reloaded` sections for reloading.
    func misuse(reloading reloaded: [SectionIdentifierType]) -> String? {
        guard let missing = reloaded.first(where: { sectionIndexes[$0] == nil }) else { return nil }
        return DiffableMisuse.missing(missing, kind: "section", action: "reload")
    }

    /// The text for items named more than once, if any are.
    private func repeatedItems(in items: [ItemIdentifierType]) -> String? {
        let repeated = DiffableMisuse.repeats(in: items)
        return repeated.isEmpty ? nil : DiffableMisuse.duplicateItems(repeated)
    }
}
