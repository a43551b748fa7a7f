import Foundation
import UIKit

/// Diffable snapshots. The difference a data source works out when a snapshot is applied, against
/// Swift's own `CollectionDifference` (with moves inferred) of the same two lists of identifiers in
/// the same run; and building a snapshot by single appends, whose cost per item must not grow with
/// its size.
@MainActor
func runDiffableBenchmarks() {
    print("Diffable snapshots (reference: CollectionDifference of the same identifiers, moves inferred)")
    runDifferenceBenchmark()
    runAppendBenchmark()
    print("")
}

/// 10 000 items in ten sections, then 1 000 changes: 400 deletions, 300 insertions, 300 moves
/// (within and across sections), at places a fixed seed picks.
@MainActor
private func runDifferenceBenchmark() {
    var old = NSDiffableDataSourceSnapshot<Int, Int>()
    old.appendSections(Array(0..<10))
    for section in 0..<10 { old.appendItems(Array((section * 1_000)..<((section + 1) * 1_000)), toSection: section) }
    var new = old
    var random = FixedRandom()
    for _ in 0..<400 { new.deleteItems([new.itemIdentifiers[random.below(new.numberOfItems)]]) }
    for inserted in 10_000..<10_300 {
        new.insertItems([inserted], beforeItem: new.itemIdentifiers[random.below(new.numberOfItems)])
    }
    var moved = 0
    while moved < 300 {
        let items = new.itemIdentifiers
        let (item, destination) = (items[random.below(items.count)], items[random.below(items.count)])
        guard item != destination else { continue }
        new.moveItem(item, afterItem: destination)
        moved += 1
    }
    let oldItems = old.itemIdentifiers
    let newItems = new.itemIdentifiers

    var changes = 0
    let reference = measure { changes = newItems.difference(from: oldItems).inferringMoves().count }
    var difference = SnapshotDifference(from: old, to: old)
    let ours = measure { difference = SnapshotDifference(from: old, to: new) }
    precondition(changes > 0 && !difference.isEmpty)
    report("reference: CollectionDifference, 10 000 items", seconds: reference, reference: reference)
    report("SnapshotDifference, 10 000 items, 1 000 changes", seconds: ours, reference: reference)
    print(
        "    (\(difference.deletedItems.count) deleted, \(difference.insertedItems.count) inserted, "
            + "\(difference.movedItems.count) moved; CollectionDifference: \(changes) changes)")
    goal("≤ 2× CollectionDifference", ours <= 2 * reference)
}

/// A snapshot of 1 000 and of 10 000 items, each appended alone to one of ten sections in turn.
@MainActor
private func runAppendBenchmark() {
    func build(_ count: Int) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for item in 0..<count { snapshot.appendItems([item], toSection: item % 10) }
        precondition(snapshot.numberOfItems == count)
    }
    let small = measure { build(1_000) } / 1_000
    let large = measure { build(10_000) } / 10_000
    report("one append, in a snapshot of 1 000 items", seconds: small, reference: small)
    report("one append, in a snapshot of 10 000 items", seconds: large, reference: small)
    goal("linear: per append ≤ 2× the 1 000-item figure", large <= 2 * small)
}

/// A linear congruential generator with a fixed seed, so every run makes the same changes.
private struct FixedRandom {
    private var state: UInt64 = 0x5DEE_CE66

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
