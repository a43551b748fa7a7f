import Foundation
import XCTest

@testable import UIKit

/// Random pairs of snapshots: replaying the difference as a batch update turns the old one into the
/// new one, nothing that is in both is deleted and inserted, and the moves are the fewest.
extension SnapshotDifferenceTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    func testReplayingTheDifferenceOfRandomSnapshotsGivesTheNewSnapshot() {
        for seed in UInt64(1)...600 {
            var generator = SeededGenerator(seed: seed)
            let old = randomSnapshot(using: &generator)
            let new = seed.isMultiple(of: 3) ? randomSnapshot(using: &generator) : edited(old, using: &generator)

            let difference = SnapshotDifference(from: old, to: new)

            var replay = BatchUpdateReplay(from: old, to: new)
            let replayed = replay.replay(difference)
            XCTAssertEqual(replay.problems, [], "seed \(seed)")
            XCTAssertEqual(replayed, new.contents, "seed \(seed)")
            assertKeptIdentitiesAreNotReplaced(difference, from: old, to: new, seed: seed)
            XCTAssertEqual(difference.movedSections.count, fewestSectionMoves(from: old, to: new), "seed \(seed)")
            XCTAssertEqual(difference.movedItems.count, fewestItemMoves(from: old, to: new), "seed \(seed)")
        }
    }

    func testTheReplayCatchesADifferenceWithAMoveLeftOut() {
        let old = Snapshot([(1, [1, 2, 3]), (2, [4])])
        let new = Snapshot([(2, [4, 1]), (1, [3, 2])])
        var difference = SnapshotDifference(from: old, to: new)
        var broken = difference
        broken.movedItems.removeFirst()

        var replay = BatchUpdateReplay(from: old, to: new)
        let replayed = replay.replay(broken)

        XCTAssertNotEqual(replayed, new.contents)
        difference.movedSections = []
        var sectionsUnmoved = BatchUpdateReplay(from: old, to: new)
        XCTAssertNotEqual(sectionsUnmoved.replay(difference), new.contents)
    }

    /// Up to six sections of 0…5 in a random order, holding a random share of the items 0…29.
    private func randomSnapshot(using generator: inout SeededGenerator) -> Snapshot {
        var snapshot = Snapshot()
        let sections = Array((0..<6).shuffled(using: &generator).prefix(Int.random(in: 0...6, using: &generator)))
        snapshot.appendSections(sections)
        guard !sections.isEmpty else { return snapshot }
        for item in (0..<30).shuffled(using: &generator) where Bool.random(using: &generator) {
            snapshot.appendItems([item], toSection: sections.randomElement(using: &generator)!)
        }
        return snapshot
    }

    /// `snapshot` after a few random edits of every kind, and random reload marks.
    private func edited(_ snapshot: Snapshot, using generator: inout SeededGenerator) -> Snapshot {
        var edited = snapshot
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let sections = edited.sectionIdentifiers
            let items = edited.itemIdentifiers
            let absentItem = (0..<30).filter { edited.indexOfItem($0) == nil }.randomElement(using: &generator)
            let absentSection = (0..<6).filter { edited.indexOfSection($0) == nil }.randomElement(using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0 where !items.isEmpty:
                edited.deleteItems([items.randomElement(using: &generator)!])
            case 1 where items.count > 1:
                let (item, destination) = (
                    items.randomElement(using: &generator)!, items.randomElement(using: &generator)!
                )
                if item != destination { edited.moveItem(item, beforeItem: destination) }
            case 2 where !sections.isEmpty && absentItem != nil:
                edited.appendItems([absentItem!], toSection: sections.randomElement(using: &generator)!)
            case 3 where !sections.isEmpty:
                edited.deleteSections([sections.randomElement(using: &generator)!])
            case 4 where sections.count > 1:
                let (section, destination) = (
                    sections.randomElement(using: &generator)!, sections.randomElement(using: &generator)!
                )
                if section != destination { edited.moveSection(section, afterSection: destination) }
            case 5 where absentSection != nil:
                edited.appendSections([absentSection!])
            default:
                if !items.isEmpty { edited.reloadItems([items.randomElement(using: &generator)!]) }
                if !items.isEmpty { edited.reconfigureItems([items.randomElement(using: &generator)!]) }
                if !sections.isEmpty { edited.reloadSections([sections.randomElement(using: &generator)!]) }
            }
        }
        return edited
    }

    /// Fails unless every section in both snapshots, and every item in both whose old and new
    /// sections are in both, escapes deletion and insertion; and unless the reloads and
    /// reconfigurations are the marked items, and sections, that are kept.
    private func assertKeptIdentitiesAreNotReplaced(
        _ difference: SnapshotDifference, from old: Snapshot, to new: Snapshot, seed: UInt64
    ) {
        let kept = Set(old.sectionIdentifiers).intersection(new.sectionIdentifiers)
        let deletedSections = difference.deletedSections.map { old.sectionIdentifiers[$0] }
        let insertedSections = difference.insertedSections.map { new.sectionIdentifiers[$0] }
        XCTAssertTrue(kept.isDisjoint(with: deletedSections + insertedSections), "seed \(seed)")
        func isKept(_ item: Int) -> Bool {
            guard let oldSection = old.sectionIdentifier(containingItem: item),
                let newSection = new.sectionIdentifier(containingItem: item)
            else { return false }
            return kept.contains(oldSection) && kept.contains(newSection)
        }
        let deleted = difference.deletedItems.map {
            old.itemIdentifiers(inSection: old.sectionIdentifiers[$0.section])[$0.item]
        }
        let inserted = difference.insertedItems.map {
            new.itemIdentifiers(inSection: new.sectionIdentifiers[$0.section])[$0.item]
        }
        XCTAssertFalse((deleted + inserted).contains(where: isKept), "seed \(seed)")
        let reloadedSections = new.reloadedSectionIdentifiers.filter(kept.contains)
        XCTAssertEqual(
            difference.reloadedSections, reloadedSections.map { new.indexOfSection($0)! }.sorted(), "seed \(seed)")
        func paths(of items: [Int]) -> [IndexPath] {
            items.filter { isKept($0) && !reloadedSections.contains(new.sectionIdentifier(containingItem: $0)!) }
                .map { indexPath(of: $0, in: new) }.sorted()
        }
        XCTAssertEqual(difference.reloadedItems, paths(of: new.reloadedItemIdentifiers), "seed \(seed)")
        let reconfigured = new.reconfiguredItemIdentifiers.filter { !new.reloadedItemIdentifiers.contains($0) }
        XCTAssertEqual(difference.reconfiguredItems, paths(of: reconfigured), "seed \(seed)")
    }

    /// Where `item`, which `snapshot` holds, is.
    private func indexPath(of item: Int, in snapshot: Snapshot) -> IndexPath {
        let section = snapshot.sectionIdentifier(containingItem: item)!
        let index = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item)!
        return IndexPath(item: index, section: snapshot.indexOfSection(section)!)
    }

    /// Kept sections less the longest run of them in the same order in both snapshots.
    private func fewestSectionMoves(from old: Snapshot, to new: Snapshot) -> Int {
        let newIndexes = old.sectionIdentifiers.compactMap { new.indexOfSection($0) }
        return newIndexes.count - longestIncreasingRunLength(newIndexes)
    }

    /// Items changing between kept sections, plus, in each kept section, its staying items less the
    /// longest run of them in the same order in both snapshots.
    private func fewestItemMoves(from old: Snapshot, to new: Snapshot) -> Int {
        var moves = 0
        for section in old.sectionIdentifiers where new.indexOfSection(section) != nil {
            var staying: [Int] = []
            for item in old.itemIdentifiers(inSection: section) {
                guard let newSection = new.sectionIdentifier(containingItem: item) else { continue }
                if newSection == section {
                    staying.append(indexPath(of: item, in: new).item)
                } else if old.indexOfSection(newSection) != nil {
                    moves += 1
                }
            }
            moves += staying.count - longestIncreasingRunLength(staying)
        }
        return moves
    }

    /// The length of the longest strictly increasing subsequence, the quadratic way.
    private func longestIncreasingRunLength(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                lengths[index] = max(lengths[index], lengths[earlier] + 1)
            }
        }
        return lengths.max() ?? 0
    }
}
