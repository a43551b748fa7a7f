import Foundation

/// What one batch update of a table or collection view changed, recorded until the batch ends, and
/// what follows from it: where each section and item after the update came from, and whether the
/// data source's new counts agree with the changes.
///
/// The changes are read as UIKit reads them: deletions and reloads at index paths before the
/// update, insertions at index paths after it, moves from before to after; the other sections and
/// items keep their order. Tables call items rows; the index paths are the same.
struct BatchUpdates {
    /// How many items each section held before the update.
    var oldItemCounts: [Int]
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Sections asked for again whole: their counts may change freely.
    var reloadedSections = IndexSet()
    /// Items asked for again (index paths before the update): their cells are made again.
    var reloadedItems = Set<IndexPath>()
    /// Called when the batch's animations end (at once without animation).
    var completions: [(Bool) -> Void] = []

    init(oldItemCounts: [Int]) {
        self.oldItemCounts = oldItemCounts
    }

    /// For each section after the update, the section it was before; inserted sections have none.
    func sectionOrigins(newCount: Int) -> [Int: Int] {
        var oldForNew: [Int: Int] = [:]
        for move in movedSections { oldForNew[move.to] = move.from }
        var unmoved = (0..<oldItemCounts.count).filter { old in
            !deletedSections.contains(old) && !movedSections.contains { $0.from == old }
        }.makeIterator()
        for section in 0..<newCount where !insertedSections.contains(section) && oldForNew[section] == nil {
            oldForNew[section] = unmoved.next()
        }
        return oldForNew
    }

    /// For each item after the update, the item it was before: `.some(nil)` for an item that is
    /// new (inserted, or in an inserted or reloaded section).
    func itemOrigins(newCounts: [Int]) -> [IndexPath: IndexPath?] {
        let oldForNewSection = sectionOrigins(newCount: newCounts.count)
        let deleted = Set(deletedItems)
        let movedFrom = Set(movedItems.map(\.from))
        var explicit: [IndexPath: IndexPath?] = [:]
        for path in insertedItems { explicit[path] = .some(nil) }
        for move in movedItems { explicit[move.to] = move.from }
        var origins: [IndexPath: IndexPath?] = [:]
        for (section, count) in newCounts.enumerated() {
            let old = oldForNewSection[section]
            var remaining = (0..<(old.map { oldItemCounts[$0] } ?? 0)).lazy.compactMap { item -> IndexPath? in
                guard let old else { return nil }
                let path = IndexPath(item: item, section: old)
                return deleted.contains(path) || movedFrom.contains(path) ? nil : path
            }.makeIterator()
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                if let source = explicit[path] {
                    origins[path] = source
                } else if old == nil || reloadedSections.contains(old ?? -1) {
                    origins[path] = .some(nil)
                } else {
                    origins[path] = remaining.next()
                }
            }
        }
        return origins
    }

    /// The words UIKit's messages use for a kind of view and its items.
    struct Wording {
        /// "table view", "collection view".
        let view: String
        /// "rows", "items".
        let items: String
        /// "row", "item".
        let item: String

        static let table = Wording(view: "table view", items: "rows", item: "row")
        static let collection = Wording(view: "collection view", items: "items", item: "item")
    }

    /// UIKit's message when the data source's new counts (`newCounts`, items per section) do not
    /// follow from the old ones and the batch's changes; nil when they do.
    func inconsistency(newCounts: [Int], wording: Wording) -> String? {
        let oldSections = oldItemCounts.count
        let newSections = newCounts.count
        let expectedSections = oldSections + insertedSections.count - deletedSections.count
        guard newSections == expectedSections else {
            return
                "Invalid update: invalid number of sections. The number of sections contained in the \(wording.view) "
                + "after the update (\(newSections)) must be equal to the number of sections contained in the "
                + "\(wording.view) before the update (\(oldSections)), plus or minus the number of sections inserted "
                + "or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        if let message = outOfRange(newCounts: newCounts, wording: wording) { return message }
        let oldForNew = sectionOrigins(newCount: newSections)
        for section in 0..<newSections {
            guard let old = oldForNew[section], !reloadedSections.contains(old) else { continue }
            let inserted = insertedItems.filter { $0.section == section }.count
            let deleted = deletedItems.filter { $0.section == old }.count
            let movedIn = movedItems.filter { $0.to.section == section && $0.from.section != old }.count
            let movedOut = movedItems.filter { $0.from.section == old && $0.to.section != section }.count
            let before = oldItemCounts[old]
            let after = newCounts[section]
            guard after != before + inserted - deleted + movedIn - movedOut else { continue }
            let items = wording.items
            return "Invalid update: invalid number of \(items) in section \(section). The number of \(items) "
                + "contained in an existing section after the update (\(after)) must be equal to the number of "
                + "\(items) contained in that section before the update (\(before)), plus or minus the number of "
                + "\(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
                + "or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out)."
        }
        return nil
    }

    /// UIKit's message for an insertion into a section or place that does not exist after the
    /// update, or a deletion from one that did not exist before it; nil when all are in range.
    private func outOfRange(newCounts: [Int], wording: Wording) -> String? {
        for path in insertedItems {
            guard newCounts.indices.contains(path.section) else {
                return
                    "attempt to insert \(wording.item) \(path.item) into section \(path.section), but there are only "
                    + "\(newCounts.count) sections after the update"
            }
            guard path.item < newCounts[path.section] else {
                return
                    "attempt to insert \(wording.item) \(path.item) into section \(path.section), but there are only "
                    + "\(newCounts[path.section]) \(wording.items) in section \(path.section) after the update"
            }
        }
        for path in deletedItems {
            guard oldItemCounts.indices.contains(path.section) else {
                return
                    "attempt to delete \(wording.item) \(path.item) from section \(path.section), but there are only "
                    + "\(oldItemCounts.count) sections before the update"
            }
            guard path.item < oldItemCounts[path.section] else {
                return
                    "attempt to delete \(wording.item) \(path.item) from section \(path.section) which only contains "
                    + "\(oldItemCounts[path.section]) \(wording.items) before the update"
            }
        }
        return nil
    }
}
