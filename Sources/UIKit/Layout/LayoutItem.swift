import Cassowary

/// Something constraints can position: a view or a layout guide. Its alignment rectangle is four
/// unknowns in its parent's space (a view's superview, a guide's owning view).
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose bounds this item's position is measured in; nil for a view at the root.
    var layoutParent: UIView? { get }
    /// The view this item belongs to for finding common ancestors: itself, or a guide's owner.
    var layoutView: UIView? { get }
    /// How the item prints in constraint descriptions: `UILabel:0x…'Name'`.
    var layoutDescription: String { get }
    /// How anchors, constraints and engines hold the item.
    var layoutHandle: LayoutItemHandle { get }
}

/// A layout item as anchors, constraints and engines hold it: the item while it lives, nil once it
/// has gone (it clears its handle as it dies).
///
/// It stands in for a weak reference to the item, which would give the item a reference-count
/// side table: every retain and release of an object with one takes Swift's slow path, and a
/// view is retained and released all through layout and display. The handle takes the side
/// table's place, touched only when a constraint reads its item.
final class LayoutItemHandle: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var item: (any LayoutItem)?

    init(_ item: any LayoutItem) {
        self.item = item
    }
}

/// The solver's unknowns for one item in one engine, kept in the item's state rather than behind
/// another reference (every expression reads them). They are unnamed: logs describe constraints by
/// their items, never by the solver's unknowns.
struct LayoutVariables {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()
}

/// A hexadecimal address for descriptions, as UIKit prints objects.
func layoutAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
