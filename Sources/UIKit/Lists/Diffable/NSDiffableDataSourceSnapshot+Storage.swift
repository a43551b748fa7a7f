/// The few edits every public change is made of, each keeping the lookup tables true: items put in
/// or taken out, sections put in or taken out. Each costs what the array edit under it costs.
extension NSDiffableDataSourceSnapshot {
    /// Puts `items`, none of which the snapshot holds, into the section at `sectionIndex` from
    /// `index` on.
    mutating func place(_ items: [ItemIdentifierType], inSectionAt sectionIndex: Int, at index: Int) {
        guard !items.isEmpty else { return }
        sectionItems[sectionIndex].insert(contentsOf: items, at: index)
        renumberItems(inSectionAt: sectionIndex, from: index)
        recountStarts(from: sectionIndex)
    }

    /// Takes `items` out of the snapshot, skipping those it does not hold.
    mutating func takeOut(_ items: [ItemIdentifierType]) {
        var firstTaken: [Int: Int] = [:]
        var taken = Set<ItemIdentifierType>()
        for item in items {
            guard let place = itemPlaces.removeValue(forKey: item), let section = sectionIndexes[place.section] else {
                continue
            }
            taken.insert(item)
            firstTaken[section] = Swift.min(firstTaken[section] ?? place.index, place.index)
        }
        for (section, first) in firstTaken {
            let rest = sectionItems[section][first...].filter { !taken.contains($0) }
            sectionItems[section].replaceSubrange(first..., with: rest)
            renumberItems(inSectionAt: section, from: first)
        }
        if let first = firstTaken.keys.min() { recountStarts(from: first) }
    }

    /// Puts `newSections`, none of which the snapshot holds, empty at `index`.
    mutating func place(sections newSections: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: newSections, at: index)
        sectionItems.insert(contentsOf: repeatElement([], count: newSections.count), at: index)
        renumberSections(from: index)
    }

    /// Takes `doomed` and their items out of the snapshot, skipping sections it does not hold.
    mutating func takeOut(sections doomed: [SectionIdentifierType]) {
        let indexes = doomed.compactMap { sectionIndexes.removeValue(forKey: $0) }
        guard let first = indexes.min() else { return }
        let gone = Set(indexes)
        for index in gone {
            for item in sectionItems[index] { itemPlaces.removeValue(forKey: item) }
        }
        let kept = (first..<sections.count).filter { !gone.contains($0) }
        let keptSections = kept.map { sections[$0] }
        let keptItems = kept.map { sectionItems[$0] }
        sections.replaceSubrange(first..., with: keptSections)
        sectionItems.replaceSubrange(first..., with: keptItems)
        renumberSections(from: first)
    }

    /// Moves the section at `source` so that it ends at `destination` (an index once it is taken out).
    /// Its items keep their places: a place names its section, not the section's index.
    mutating func moveSection(at source: Int, to destination: Int) {
        let section = sections.remove(at: source)
        let items = sectionItems.remove(at: source)
        sections.insert(section, at: destination)
        sectionItems.insert(items, at: destination)
        renumberSections(from: Swift.min(source, destination))
    }

    /// Writes the places of the items of the section at `sectionIndex` from `index` on.
    private mutating func renumberItems(inSectionAt sectionIndex: Int, from index: Int) {
        let section = sections[sectionIndex]
        let items = sectionItems[sectionIndex]
        for position in index..<items.count {
            itemPlaces[items[position]] = ItemPlace(section: section, index: position)
        }
    }

    /// Writes the sections' indexes and starts from `index` on, after sections changed there.
    private mutating func renumberSections(from index: Int) {
        for position in index..<sections.count { sectionIndexes[sections[position]] = position }
        sectionStarts.removeSubrange((index + 1)...)
        sectionStarts.reserveCapacity(sections.count + 1)
        for position in index..<sections.count {
            sectionStarts.append(sectionStarts[position] + sectionItems[position].count)
        }
    }

    /// Writes the sections' starts from the section at `index` on, after its count changed.
    private mutating func recountStarts(from index: Int) {
        for position in index..<sections.count {
            sectionStarts[position + 1] = sectionStarts[position] + sectionItems[position].count
        }
    }
}
