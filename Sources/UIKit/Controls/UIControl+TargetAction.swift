/// One registration of a control: a typed method reference, a named action, or a `UIAction`, and
/// the events it answers. Targets are held weakly.
struct ControlRegistration {
    enum Kind { case method, named, action }

    weak var target: AnyObject?
    /// False for nil-targeted named actions and for `UIAction`s.
    let hasTarget: Bool
    let action: Selector
    var events: UIControl.Event
    let kind: Kind
    let method: (@MainActor (AnyObject, UIControl, UIEvent?) -> Void)?
    let uiAction: UIAction?

    init(
        target: AnyObject?, action: Selector, events: UIControl.Event, kind: Kind,
        method: (@MainActor (AnyObject, UIControl, UIEvent?) -> Void)? = nil
    ) {
        self.target = target
        hasTarget = target != nil
        self.action = action
        self.events = events
        self.kind = kind
        self.method = method
        uiAction = nil
    }

    init(uiAction: UIAction, events: UIControl.Event) {
        target = nil
        hasTarget = false
        action = Selector(uiAction.identifier.rawValue)
        self.events = events
        kind = .action
        method = nil
        self.uiAction = uiAction
    }
}

/// Gives `UIControl` and its subclasses `addTarget(_:action:for:)` with typed method references,
/// the sender typed as the control's own class: with a `UIButton`,
/// `button.addTarget(self, action: ViewController.didTap, for: .touchUpInside)` accepts
/// `func didTap()`, `func didTap(_ sender: UIButton)` or `func didTap(_ sender: UIButton, _ event: UIEvent?)`
/// (a parameter of a superclass such as `UIControl` or `Any` works too).
///
/// The target is held weakly: a deallocated target is not called and its registrations go away.
/// Swift cannot name a method from a reference, so `actions(forTarget:forControlEvent:)` and
/// `removeTarget(_:action:for:)` know such an action by the name given with `named:`, or else by
/// `"action"`, `"action:"` or `"action:forEvent:"` after the method's parameters.
@preconcurrency @MainActor
public protocol UIControlTargetActions: UIControl {}

extension UIControl: UIControlTargetActions {}

extension UIControlTargetActions {
    /// Calls `action` on `target` with no argument when any of `controlEvents` happens.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, named name: String? = nil,
        for controlEvents: UIControl.Event
    ) {
        register(target, Selector(name ?? "action"), controlEvents) { target, _, _ in
            action(target as! Target)()
        }
    }

    /// Calls `action` on `target` with the control when any of `controlEvents` happens.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void, named name: String? = nil,
        for controlEvents: UIControl.Event
    ) {
        register(target, Selector(name ?? "action:"), controlEvents) { target, sender, _ in
            action(target as! Target)(sender as! Self)
        }
    }

    /// Calls `action` on `target` with the control and the event when any of `controlEvents` happens.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self, UIEvent?) -> Void, named name: String? = nil,
        for controlEvents: UIControl.Event
    ) {
        register(target, Selector(name ?? "action:forEvent:"), controlEvents) { target, sender, event in
            action(target as! Target)(sender as! Self, event)
        }
    }

    private func register(
        _ target: AnyObject, _ name: Selector, _ events: UIControl.Event,
        _ method: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void
    ) {
        registrations.append(
            ControlRegistration(target: target, action: name, events: events, kind: .method, method: method))
    }
}
