/// The sections and items of a table or collection view at one moment, named by identifiers: what
/// a diffable data source shows and what it compares to animate a change.
///
/// Build a snapshot from scratch, or take the data source's current one and edit it, then apply it
/// to the data source. Identifiers must be unique across the snapshot: an item is in one section
/// only, and appending or inserting an item the snapshot already holds moves it there. A snapshot
/// is a value: editing a copy leaves the original alone, and any thread may build one.
///
/// Lookups by identifier take constant time: the snapshot keeps each item's section and index up
/// to date as it changes, so appending costs only the appended items, and an edit in the middle of
/// a section only the items after it.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Where an item sits: the section holding it and its index among that section's items.
    struct ItemPlace: Sendable {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The sections, in order.
    var sections: [SectionIdentifierType] = []
    /// Each section's items, in the order of `sections`.
    var sectionItems: [[ItemIdentifierType]] = []
    /// Each section's index in `sections`.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section and index there.
    var itemPlaces: [ItemIdentifierType: ItemPlace] = [:]
    /// The index among all items of each section's first item, then the number of items: one more
    /// entry than there are sections.
    var sectionStarts: [Int] = [0]
    /// What `reloadItems(_:)`, `reconfigureItems(_:)` and `reloadSections(_:)` marked.
    var reloadedItemMarks = IdentifierMarks<ItemIdentifierType>()
    var reconfiguredItemMarks = IdentifierMarks<ItemIdentifierType>()
    var reloadedSectionMarks = IdentifierMarks<SectionIdentifierType>()

    /// Creates an empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { itemPlaces.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(sectionItems.joined()) }

    /// The items marked by `reloadItems(_:)`, in the order first marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItemMarks.identifiers }

    /// The items marked by `reconfigureItems(_:)`, in the order first marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItemMarks.identifiers }

    /// The sections marked by `reloadSections(_:)`, in the order first marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSectionMarks.identifiers }

    /// The number of items in a section; stops the program for a section the snapshot does not hold.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[indexOfKnownSection(identifier)].count
    }

    /// A section's items, in order; stops the program for a section the snapshot does not hold.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[indexOfKnownSection(identifier)]
    }

    /// The section holding an item, or nil when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier]?.section
    }

    /// An item's index among all items, counting across sections, or nil when the snapshot does not
    /// hold it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = itemPlaces[identifier], let section = sectionIndexes[place.section] else { return nil }
        return sectionStarts[section] + place.index
    }

    /// A section's index, or nil when the snapshot does not hold it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The index of a section the caller must hold; stops the program otherwise.
    private func indexOfKnownSection(_ identifier: SectionIdentifierType) -> Int {
        let index = sectionIndexes[identifier]
        preconditionAlways(index != nil, DiffableMisuse.unknownSection)
        return index!
    }
}
