/// Targets as typed method references instead of selectors:
/// `UITapGestureRecognizer(target: self, action: ViewController.handleTap)` where `handleTap` takes a
/// `UITapGestureRecognizer` (or nothing). Targets are held weakly: a deallocated target is skipped.
@preconcurrency @MainActor
public protocol UIGestureRecognizerTargetActions: UIGestureRecognizer {}

extension UIGestureRecognizer: UIGestureRecognizerTargetActions {}

extension UIGestureRecognizerTargetActions {
    /// Creates a recognizer that calls `action` on `target` (held weakly) at each state change.
    @preconcurrency public init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls the no-argument method `action` on `target` (held weakly).
    @preconcurrency public init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` with itself at each state change.
    @preconcurrency public init(_ handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds a target called with the recognizer; a target may be added with several actions.
    @preconcurrency public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        targets.append(
            .init(isClosure: false, object: target) { [weak target] recognizer in
                guard let target, let recognizer = recognizer as? Self else { return }
                action(target)(recognizer)
            })
    }

    /// Adds a target whose no-argument method `action` is called.
    @preconcurrency public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        targets.append(
            .init(isClosure: false, object: target) { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Adds a closure called with the recognizer at each state change.
    @preconcurrency public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        targets.append(
            .init(isClosure: true, object: nil) { recognizer in
                guard let recognizer = recognizer as? Self else { return }
                handler(recognizer)
            })
    }
}

extension UIGestureRecognizer {
    /// Removes every action of `target` (method references cannot be compared, so all of them);
    /// nil removes every target and closure.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { !$0.isClosure && $0.object === target }
    }
}
