/// The items of one section as an outline: root items, each with child items of its own, and
/// which parents are expanded. A collection view shows the visible items, those whose ancestors are
/// all expanded.
///
/// Apply one to a section of a diffable data source; the section then holds the visible items in
/// depth-first order. Identifiers must be unique within the section snapshot. Like
/// `NSDiffableDataSourceSnapshot` it is a value that any thread may build.
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    /// One item of the outline: its depth (0 for a root) and its parent.
    struct Entry: Sendable {
        var item: ItemIdentifierType
        var level: Int
        var parent: ItemIdentifierType?
    }

    /// Every item, depth first: each parent followed by its children's subtrees in order.
    var entries: [Entry] = []
    /// Each item's index in `entries`.
    var positions: [ItemIdentifierType: Int] = [:]
    /// The items shown with their children.
    var expandedItems: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { entries.map(\.item) }

    /// The items at the top of the outline, in order.
    public var rootItems: [ItemIdentifierType] { entries.filter { $0.level == 0 }.map(\.item) }

    /// The items whose ancestors are all expanded, depth first: what the section shows.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        var hiddenBelow = Int.max
        for entry in entries {
            if entry.level > hiddenBelow { continue }
            visible.append(entry.item)
            hiddenBelow = expandedItems.contains(entry.item) ? Int.max : entry.level
        }
        return visible
    }

    /// Whether the section snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        positions[item] != nil
    }

    /// The index of `item` in `items`, or nil when the section snapshot does not hold it.
    public func index(of item: ItemIdentifierType) -> Int? {
        positions[item]
    }

    /// The depth of `item`: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        entries[position(of: item, as: "Item identifier")].level
    }

    /// The parent of `child`, or nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        entries[position(of: child, as: "Child item identifier")].parent
    }

    /// Whether `item` shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        _ = position(of: item, as: "Item identifier")
        return expandedItems.contains(item)
    }

    /// Whether every ancestor of `item` is expanded, so that the section shows it.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var parent = entries[position(of: item, as: "Item identifier")].parent
        while let ancestor = parent {
            if !expandedItems.contains(ancestor) { return false }
            parent = entries[positions[ancestor]!].parent
        }
        return true
    }

    /// Expands items, showing their children; items the section snapshot does not hold are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where positions[item] != nil { expandedItems.insert(item) }
    }

    /// Collapses items, hiding their children; items the section snapshot does not hold are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expandedItems.remove(item) }
    }

    /// The outline as text, an item a line indented two spaces a level: `+` for an expanded item,
    /// `-` for a collapsed one, then `*` for a visible one (a space for a hidden one).
    public func visualDescription() -> String {
        let visible = Set(visibleItems)
        var lines = ["<NSDiffableDataSourceSectionSnapshot:"]
        for entry in entries {
            let indent = String(repeating: "  ", count: entry.level)
            let state = expandedItems.contains(entry.item) ? "+" : "-"
            lines.append("\(indent)\(state)\(visible.contains(entry.item) ? "*" : " ") \(entry.item)")
        }
        lines.append(">")
        return lines.joined(separator: "\n")
    }

    /// The index in `entries` of an item the caller must hold; stops the program otherwise, saying
    /// what the item is for (`subject`: "Parent item identifier"…).
    func position(of item: ItemIdentifierType, as subject: String) -> Int {
        stopOnMisuse(misuse(naming: item, as: subject))
        return positions[item]!
    }
}
