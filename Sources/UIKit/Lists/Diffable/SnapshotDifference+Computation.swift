import Foundation

/// How `SnapshotDifference` is worked out: by identity, through the snapshots' own lookup tables,
/// with the moves chosen as the complement of a longest increasing subsequence.
extension SnapshotDifference {
    /// Fills in the deleted, inserted and moved sections.
    mutating func compareSections<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        var keptOld: [Int] = []
        var keptNew: [Int] = []
        for (index, section) in old.sections.enumerated() {
            if let newIndex = new.sectionIndexes[section] {
                keptOld.append(index)
                keptNew.append(newIndex)
            } else {
                deletedSections.append(index)
            }
        }
        for (index, section) in new.sections.enumerated() where old.sectionIndexes[section] == nil {
            insertedSections.append(index)
        }
        let staying = LongestIncreasingSubsequence.members(of: keptNew)
        for position in keptOld.indices where !staying[position] {
            movedSections.append(Move(from: keptOld[position], to: keptNew[position]))
        }
    }

    /// Fills in the deleted, inserted and moved items, skipping those of deleted and inserted sections.
    mutating func compareItems<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        var stayingOld: [Int] = []
        var stayingNew: [Int] = []
        for (sectionIndex, section) in old.sections.enumerated() {
            guard let newSectionIndex = new.sectionIndexes[section] else { continue }
            stayingOld.removeAll(keepingCapacity: true)
            stayingNew.removeAll(keepingCapacity: true)
            for (index, item) in old.sectionItems[sectionIndex].enumerated() {
                guard let place = new.itemPlaces[item] else {
                    deletedItems.append(IndexPath(item: index, section: sectionIndex))
                    continue
                }
                if place.section == section {
                    stayingOld.append(index)
                    stayingNew.append(place.index)
                } else if old.sectionIndexes[place.section] == nil {
                    deletedItems.append(IndexPath(item: index, section: sectionIndex))
                } else {
                    let destination = IndexPath(item: place.index, section: new.sectionIndexes[place.section]!)
                    movedItems.append(Move(from: IndexPath(item: index, section: sectionIndex), to: destination))
                }
            }
            let staying = LongestIncreasingSubsequence.members(of: stayingNew)
            for position in stayingOld.indices where !staying[position] {
                movedItems.append(
                    Move(
                        from: IndexPath(item: stayingOld[position], section: sectionIndex),
                        to: IndexPath(item: stayingNew[position], section: newSectionIndex)))
            }
        }
        for (sectionIndex, section) in new.sections.enumerated() where old.sectionIndexes[section] != nil {
            for (index, item) in new.sectionItems[sectionIndex].enumerated() {
                if let place = old.itemPlaces[item], new.sectionIndexes[place.section] != nil { continue }
                insertedItems.append(IndexPath(item: index, section: sectionIndex))
            }
        }
    }

    /// Fills in the sections and items to reload or reconfigure, from the new snapshot's marks.
    mutating func collectMarks<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        var reloaded = Set<Section>()
        for section in new.reloadedSectionMarks.identifiers where old.sectionIndexes[section] != nil {
            guard let index = new.sectionIndexes[section] else { continue }
            reloaded.insert(section)
            reloadedSections.append(index)
        }
        func keptPath(of item: Item) -> IndexPath? {
            guard let place = new.itemPlaces[item], !reloaded.contains(place.section),
                old.sectionIndexes[place.section] != nil,
                let oldPlace = old.itemPlaces[item], new.sectionIndexes[oldPlace.section] != nil
            else { return nil }
            return IndexPath(item: place.index, section: new.sectionIndexes[place.section]!)
        }
        reloadedItems = new.reloadedItemMarks.identifiers.compactMap(keptPath)
        reconfiguredItems = new.reconfiguredItemMarks.identifiers.compactMap { item in
            new.reloadedItemMarks.contains(item) ? nil : keptPath(of: item)
        }
        reloadedSections.sort()
        reloadedItems.sort()
        reconfiguredItems.sort()
    }
}
