/// Gives `UIBarButtonItem` and its subclasses initializers taking typed method references: the
/// method may take no argument or the item, typed as the item's own class
/// (`func edit()` or `func edit(_ sender: UIBarButtonItem)`).
///
/// The target is held weakly: once it is deallocated, tapping the item does nothing.
@preconcurrency @MainActor
public protocol UIBarButtonItemTargetActions: UIBarButtonItem {}

extension UIBarButtonItem: UIBarButtonItemTargetActions {}

extension UIBarButtonItemTargetActions {
    /// Creates an item showing `title` in `style` that calls `action` on `target`.
    @preconcurrency
    public init<Target: AnyObject>(
        title: String?, style: UIBarButtonItem.Style, target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        configure(title: title, style: style)
        setTypedAction(target, action)
    }

    /// Creates an item showing `title` in `style` that calls `action` on `target` with the item.
    @preconcurrency
    public init<Target: AnyObject>(
        title: String?, style: UIBarButtonItem.Style, target: Target,
        action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        self.init()
        configure(title: title, style: style)
        setTypedAction(target, action)
    }

    /// Creates an item showing `image` that calls `action` on `target`.
    @preconcurrency
    public init<Target: AnyObject>(
        image: UIImage?, landscapeImagePhone: UIImage? = nil, style: UIBarButtonItem.Style, target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        configure(image: image, landscapeImagePhone: landscapeImagePhone, style: style)
        setTypedAction(target, action)
    }

    /// Creates an item showing `image` that calls `action` on `target` with the item.
    @preconcurrency
    public init<Target: AnyObject>(
        image: UIImage?, landscapeImagePhone: UIImage? = nil, style: UIBarButtonItem.Style, target: Target,
        action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        self.init()
        configure(image: image, landscapeImagePhone: landscapeImagePhone, style: style)
        setTypedAction(target, action)
    }

    /// Creates a standard item that calls `action` on `target`.
    @preconcurrency
    public init<Target: AnyObject>(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        configure(systemItem: systemItem)
        setTypedAction(target, action)
    }

    /// Creates a standard item that calls `action` on `target` with the item.
    @preconcurrency
    public init<Target: AnyObject>(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target,
        action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        self.init()
        configure(systemItem: systemItem)
        setTypedAction(target, action)
    }

    private func setTypedAction<Target: AnyObject>(
        _ target: Target, _ action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.target = target
        method = { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    private func setTypedAction<Target: AnyObject>(
        _ target: Target, _ action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        self.target = target
        method = { [weak target] item in
            guard let target, let item = item as? Self else { return }
            action(target)(item)
        }
    }
}
