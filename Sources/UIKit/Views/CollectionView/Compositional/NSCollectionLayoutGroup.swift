import Foundation

/// What a custom group places: the frames of its cells for an environment, relative to the group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items (or groups) placed in a row, a column, or custom frames; a section repeats its group along
/// the scrolling axis until every item has a cell.
///
/// A horizontal group lays its subitems out left to right `interItemSpacing` apart, each sized
/// against the group (inside its content insets); when they take less room than the group has, it
/// repeats them while the next one fits, as iOS does. The `count:` forms divide the group's width
/// into `count` equal slots instead, whatever the subitem's own width. Vertical groups do the same
/// top to bottom.
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    /// The number of equal slots of the `count:` forms.
    let count: Int?
    /// The room between subitems; none by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?
    ) {
        if case .custom = arrangement {
        } else {
            precondition(!subitems.isEmpty, "A group needs at least one subitem")
        }
        precondition(count.map { $0 > 0 } ?? true, "A group's count must be positive")
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` sharing the group's width evenly (deprecated in iOS 16 for
    /// `horizontal(layoutSize:repeatingSubitem:count:)`, which behaves the same).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` sharing the group's height evenly (deprecated in iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// A group whose cells' frames `itemProvider` gives, once per layout of its section.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}
