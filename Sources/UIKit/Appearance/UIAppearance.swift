/// Classes whose look can be set for all their instances at once through a proxy:
/// `UISwitch.appearance().onTintColor = .systemPink`.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside instances of `containerTypes`: the first the innermost
    /// container, each next one a container further out.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// Classes whose instances can contain views that appearance proxies single out (views and
/// view controllers).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIAppearanceContainer {
    /// Whether `object` is an instance of the conforming class (or a subclass).
    static func hasInstance(_ object: AnyObject) -> Bool {
        object is Self
    }
}

extension UIViewController: UIAppearanceContainer {}

/// The proxies are instances of the class itself, made with `init(coder:)` and never shown: the
/// appearance properties they are given are recorded (see `AppearanceRegistry`) and set on each
/// instance as it moves to a window, unless the app set that property on the instance itself.
extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        AppearanceRegistry.shared.proxy(for: self, containers: [])
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.shared.proxy(for: self, containers: containerTypes)
    }
}

extension UIView {
    /// Tells the appearance machinery that the app set `keyPath` on this view: an appearance
    /// proxy records the value, any other view remembers that its own value wins. The one-line
    /// hook of each appearance property's setter.
    func appearancePropertyDidChange<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>) {
        guard AppearanceRegistry.isInUse, let view = self as? View else { return }
        let value = view[keyPath: keyPath]
        AppearanceRegistry.shared.propertySet(on: self, key: keyPath) { ($0 as? View)?[keyPath: keyPath] = value }
    }

    /// The same for a setter method: `key` names the call (method and state), `apply` repeats it.
    func appearanceMethodDidCall<View: UIView>(_ key: AnyHashable, _ apply: @escaping @MainActor (View) -> Void) {
        guard AppearanceRegistry.isInUse else { return }
        AppearanceRegistry.shared.propertySet(on: self, key: key) { ($0 as? View).map(apply) }
    }
}
