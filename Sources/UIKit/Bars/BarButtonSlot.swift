/// A bar button item on a navigation bar or toolbar and the view showing it: a `BarButtonItemView`,
/// the item's custom view, or an empty view for a space.
@MainActor
struct BarButtonSlot {
    let item: UIBarButtonItem
    let view: UIView

    /// The view `item` needs.
    init(_ item: UIBarButtonItem) {
        self.item = item
        if let customView = item.customView {
            view = customView
        } else if item.systemItem?.isSpace == true {
            view = UIView()
            view.isUserInteractionEnabled = false
        } else {
            view = BarButtonItemView(item: item)
        }
    }

    /// Whether the view is still the kind of view the item needs.
    var isCurrent: Bool {
        if let customView = item.customView { return view === customView }
        return view is BarButtonItemView || item.systemItem?.isSpace == true
    }

    /// Whether the item is a flexible space, which takes a share of the room left.
    var isFlexible: Bool { item.systemItem == .flexibleSpace }

    /// Whether the item is a space, fixed or flexible.
    var isSpace: Bool { item.customView == nil && item.systemItem?.isSpace == true }

    /// The size the item takes in a bar of `size`: its view's fitting size, a custom view's
    /// intrinsic size (or bounds), a fixed space's width (a flexible space takes none of its own).
    func size(in size: CGSize) -> CGSize {
        if view is BarButtonItemView { return view.sizeThatFits(size) }
        if item.customView != nil { return Self.ownSize(of: view, maximumHeight: size.height) }
        let width = item.systemItem == .fixedSpace ? item.width : 0
        return CGSize(width: width, height: size.height)
    }

    /// A view's intrinsic size where it has one, else its bounds' size, no taller than
    /// `maximumHeight`.
    static func ownSize(of view: UIView, maximumHeight: CGFloat) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        let width = intrinsic.width >= 0 ? intrinsic.width : view.bounds.width
        let height = intrinsic.height >= 0 ? intrinsic.height : view.bounds.height
        return CGSize(width: width, height: min(height, maximumHeight))
    }

    /// Follows the item's changes with `handler`, under `key`.
    func observe(_ key: ObjectIdentifier, _ handler: BarItemChangeHandler?) {
        item.changeHandlers[key] = handler
    }
}
