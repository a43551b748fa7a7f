/// Outlines per section, as collection views apply them: a section snapshot's visible items become
/// the section's items.
extension DiffableDataSourceCore {
    /// Makes `sectionSnapshot` the outline of `section`, appending the section when the current
    /// snapshot lacks it, and updates the view by the change to its visible items.
    func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var next = currentSnapshot
        if let index = next.indexOfSection(section) {
            next.deleteItems(next.sectionItems[index])
        } else {
            next.appendSections([section])
        }
        next.appendItems(sectionSnapshot.visibleItems, toSection: section)
        let difference = SnapshotDifference(from: currentSnapshot, to: next)
        adopt(next)
        sectionSnapshots[section] = sectionSnapshot
        update(by: difference, animated: animatingDifferences, completion: completion)
    }

    /// The outline of `section`: the one last applied to it while the section still shows its
    /// visible items, else the section's items as root items (none for a section not shown).
    func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        guard let index = currentSnapshot.indexOfSection(section) else { return SectionSnapshot() }
        var outline = SectionSnapshot()
        outline.append(currentSnapshot.sectionItems[index])
        return outline
    }
}
