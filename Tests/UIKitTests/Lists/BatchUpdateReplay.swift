import Foundation

@testable import UIKit

/// Replays a `SnapshotDifference` on the old snapshot's sections and items as a table or collection
/// view's batch update does, to check it against the new snapshot.
///
/// Deletions and move sources name old indexes, insertions and move destinations new ones; every
/// new slot not inserted or moved into is filled, in order, by the old entries not deleted or moved
/// out. An inserted slot shows what the new snapshot has there, as a data source answers. Whatever
/// UIKit would refuse (counts that do not add up, a slot filled twice, a move out of a deleted
/// section or into an inserted one, an item listed inside a deleted or inserted section) is a problem.
struct BatchUpdateReplay<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// What a slot of the new list holds: an inserted entry, or one from the old list.
    private enum Origin: Equatable {
        case inserted
        case old(Int)
    }

    let old: Snapshot
    let new: Snapshot
    /// What UIKit would refuse, in words.
    private(set) var problems: [String] = []

    init(from old: Snapshot, to new: Snapshot) {
        self.old = old
        self.new = new
    }

    /// The sections and items the update leaves.
    mutating func replay(_ difference: SnapshotDifference) -> [Snapshot.Contents] {
        let sectionOrigins = fill(
            count: new.numberOfSections, oldCount: old.numberOfSections, removed: difference.deletedSections,
            inserted: difference.insertedSections, moved: difference.movedSections.map { ($0.from, $0.to) },
            what: "sections")
        let deletedSections = Set(difference.deletedSections)
        let insertedSections = Set(difference.insertedSections)
        for move in difference.movedItems {
            if deletedSections.contains(move.from.section) { problems.append("move out of a deleted section: \(move)") }
            if insertedSections.contains(move.to.section) { problems.append("move into an inserted section: \(move)") }
        }
        for path in difference.deletedItems where deletedSections.contains(path.section) {
            problems.append("item deleted inside a deleted section: \(path)")
        }
        for path in difference.insertedItems where insertedSections.contains(path.section) {
            problems.append("item inserted inside an inserted section: \(path)")
        }
        return sectionOrigins.enumerated().map { newIndex, origin in
            guard case .old(let oldIndex) = origin else {
                let section = new.sectionIdentifiers[newIndex]
                return Snapshot.Contents(section: section, items: new.itemIdentifiers(inSection: section))
            }
            return Snapshot.Contents(
                section: old.sectionIdentifiers[oldIndex], items: items(of: oldIndex, into: newIndex, by: difference))
        }
    }

    /// The items the section at `oldIndex` ends with, as the section at `newIndex`.
    private mutating func items(of oldIndex: Int, into newIndex: Int, by difference: SnapshotDifference) -> [Item] {
        let oldItems = old.itemIdentifiers(inSection: old.sectionIdentifiers[oldIndex])
        let newItems = new.itemIdentifiers(inSection: new.sectionIdentifiers[newIndex])
        let movedOut = difference.movedItems.filter { $0.from.section == oldIndex }.map(\.from.item)
        let movedIn = difference.movedItems.filter { $0.to.section == newIndex }
        let origins = fill(
            count: newItems.count, oldCount: oldItems.count,
            removed: difference.deletedItems.filter { $0.section == oldIndex }.map(\.item) + movedOut,
            inserted: difference.insertedItems.filter { $0.section == newIndex }.map(\.item),
            moved: movedIn.map { (-1, $0.to.item) }, what: "items of section \(oldIndex) → \(newIndex)")
        return origins.enumerated().map { slot, origin in
            if let move = movedIn.first(where: { $0.to.item == slot }) {
                return old.itemIdentifiers(inSection: old.sectionIdentifiers[move.from.section])[move.from.item]
            }
            guard case .old(let index) = origin else { return newItems[slot] }
            return oldItems[index]
        }
    }

    /// The origin of each of `count` new slots: inserted, the source of a move into it, or the next
    /// old entry neither removed nor moved out. A move with a source of -1 comes from elsewhere: its
    /// slot reads as inserted, for the caller to fill.
    private mutating func fill(
        count: Int, oldCount: Int, removed: [Int], inserted: [Int], moved: [(Int, Int)], what: String
    ) -> [Origin] {
        var slots = [Origin?](repeating: nil, count: count)
        var gone = Set<Int>()
        for index in removed + moved.map(\.0) where index >= 0 {
            if index >= oldCount || !gone.insert(index).inserted {
                problems.append("\(what): old \(index) twice or out")
            }
        }
        for (source, index) in inserted.map({ (-1, $0) }) + moved {
            guard index < count, slots[index] == nil else {
                problems.append("\(what): new \(index) twice or out")
                continue
            }
            slots[index] = source >= 0 ? .old(source) : .inserted
        }
        var survivors = (0..<oldCount).filter { !gone.contains($0) }.makeIterator()
        let filled = slots.map { slot in slot ?? survivors.next().map(Origin.old) }
        if filled.contains(nil) || survivors.next() != nil { problems.append("\(what): counts do not add up") }
        return filled.map { $0 ?? .inserted }
    }
}
