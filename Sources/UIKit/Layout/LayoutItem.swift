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
///
/// It holds the item by its concrete type, so activation can find common ancestors without the
/// protocol's witnesses, each of which returns its view retained.
final class LayoutItemHandle: @unchecked Sendable {
    // Plain pointers, which a read does not retain (an `unowned(unsafe)` one's does).
    /// The item when it is a view.
    nonisolated(unsafe) private var view: Unmanaged<UIView>?
    /// The item when it is a layout guide.
    nonisolated(unsafe) private var guide: Unmanaged<UILayoutGuide>?

    init(_ view: UIView) {
        self.view = .passUnretained(view)
    }

    init(_ guide: UILayoutGuide) {
        self.guide = .passUnretained(guide)
    }

    /// The item, nil once it has gone.
    var item: (any LayoutItem)? {
        if let view { return view.takeUnretainedValue() }
        return guide?.takeUnretainedValue()
    }

    /// The item when it is a view (found without a cast).
    var itemView: UIView? { view?.takeUnretainedValue() }

    /// Whether the item has gone.
    var isCleared: Bool { view == nil && guide == nil }

    /// The item's `layoutView` (itself, or a guide's owning view), read without retaining it: the
    /// caller holds the item's hierarchy.
    var layoutView: Unmanaged<UIView>? {
        if let view { return view }
        return guide?._withUnsafeGuaranteedRef { $0.owningViewStorage }
    }

    /// The item's `layoutParent` (a view's superview, a guide's owning view), read without
    /// retaining it.
    var layoutParent: Unmanaged<UIView>? {
        if let view { return view.superview }
        return guide?._withUnsafeGuaranteedRef { $0.owningViewStorage }
    }

    /// The item's identity, its key in an engine's states; nil once it has gone.
    var itemIdentifier: ObjectIdentifier? {
        if let view { return view._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }
        return guide?._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
    }

    /// Whether the item is `view`.
    func isItem(_ view: Unmanaged<UIView>?) -> Bool {
        guard let item = self.view else { return false }
        return item.isSame(as: view)
    }

    /// Called by the dying item.
    func clear() {
        view = nil
        guide = nil
    }
}

/// A handle read without retaining it, as expressions read their terms' handles: their constraint
/// holds them while it is added.
extension Unmanaged where Instance == LayoutItemHandle {
    var item: (any LayoutItem)? { _withUnsafeGuaranteedRef { $0.item } }
    var isCleared: Bool { _withUnsafeGuaranteedRef { $0.isCleared } }
    var itemView: UIView? { _withUnsafeGuaranteedRef { $0.itemView } }
    var layoutView: Unmanaged<UIView>? { _withUnsafeGuaranteedRef { $0.layoutView } }
    var layoutParent: Unmanaged<UIView>? { _withUnsafeGuaranteedRef { $0.layoutParent } }
    var itemIdentifier: ObjectIdentifier? { _withUnsafeGuaranteedRef { $0.itemIdentifier } }
    func isItem(_ view: Unmanaged<UIView>?) -> Bool { _withUnsafeGuaranteedRef { $0.isItem(view) } }
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
