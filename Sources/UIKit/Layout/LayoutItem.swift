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
