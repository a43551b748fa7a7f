/// Adding, removing, moving and marking sections. A section is added empty; its items follow with
/// `appendItems(_:toSection:)`.
extension NSDiffableDataSourceSnapshot {
    /// Appends sections after the last one.
    ///
    /// Stops the program when `identifiers` names a section twice or one the snapshot holds.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        stopOnMisuse(misuse(adding: identifiers, at: nil))
        place(sections: identifiers, at: sections.count)
    }

    /// Inserts sections just before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        stopOnMisuse(misuse(adding: identifiers, at: toIdentifier))
        place(sections: identifiers, at: sectionIndexes[toIdentifier]!)
    }

    /// Inserts sections just after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        stopOnMisuse(misuse(adding: identifiers, at: toIdentifier))
        place(sections: identifiers, at: sectionIndexes[toIdentifier]! + 1)
    }

    /// Deletes sections and their items; those the snapshot does not hold are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        takeOut(sections: identifiers)
    }

    /// Moves a section, with its items, to just before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        move(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, to just after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        move(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks sections whose cells, headers and footers the data source makes anew when it applies
    /// the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        stopOnMisuse(misuse(reloading: identifiers))
        reloadedSectionMarks.mark(identifiers)
    }

    /// Moves `section` beside `destination` after checking the call.
    private mutating func move(
        _ section: SectionIdentifierType, nextTo destination: SectionIdentifierType, after: Bool
    ) {
        stopOnMisuse(misuse(moving: section, to: destination))
        let source = sectionIndexes[section]!
        let target = sectionIndexes[destination]! + (after ? 1 : 0)
        moveSection(at: source, to: source < target ? target - 1 : target)
    }
}
