/// What `registerForTraitChanges` returns: pass it to `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: AnyObject {}

/// Something that calls code when some of its traits change (iOS 17): views and view controllers.
///
/// A registration runs after `traitCollectionDidChange(_:)`, before the next layout, with the new
/// traits current, whenever one of the traits it names changed. Swift has no selectors here, so the
/// target-action forms take typed method references (`registerForTraitChanges(traits, target: self,
/// action: ViewController.themeChanged)`) and hold the target weakly; see the README's porting table.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Stops the calls of a registration this object made.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The storage behind `UITraitChangeObservable` for UIKit's own observable classes.
@MainActor
protocol TraitNodeOwner: UITraitChangeObservable {
    var traitNode: TraitNode { get set }
    /// The traits of the environment, before the owner's overrides.
    var inheritedTraitCollection: UITraitCollection { get }
}

extension TraitNodeOwner {
    /// The inherited traits with the owner's overrides.
    var resolvedTraitCollection: UITraitCollection {
        let inherited = inheritedTraitCollection
        return traitNode.applying(to: inherited)
    }
}

extension UIView: TraitNodeOwner {
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitNode.registrations.removeAll { $0 === registration }
    }
}

extension UIViewController: TraitNodeOwner {
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitNode.registrations.removeAll { $0 === registration }
    }
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits whenever one of `traits` changes. Refer to
    /// the object through the handler's first argument: capturing it strongly would keep it alive.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { object, previous in
            guard let environment = object as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// Calls `action` on `target` whenever one of `traits` changes; `target` is held weakly.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
    }

    /// Calls `action` on `target` with this object and its previous traits whenever one of `traits`
    /// changes; `target` is held weakly.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { [weak target] object, previous in
            if let target, let object = object as? Self { action(target)(object, previous) }
        }
    }

    /// Calls the method `action` of this object whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], action: @escaping (Self) -> () -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { object, _ in
            if let object = object as? Self { action(object)() }
        }
    }

    /// Calls the method `action` of this object with itself and its previous traits whenever one of
    /// `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], action: @escaping (Self) -> (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { object, previous in
            if let object = object as? Self { action(object)(object, previous) }
        }
    }

    private func register(
        _ traits: [UITrait], _ call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let token = TraitChangeToken(traits: traits, call: call)
        (self as? any TraitNodeOwner)?.addRegistration(token)
        return token
    }
}

extension TraitNodeOwner {
    fileprivate func addRegistration(_ token: TraitChangeToken) {
        traitNode.registrations.append(token)
    }
}

/// One registration: the traits it watches and what it calls.
@MainActor
final class TraitChangeToken: UITraitChangeRegistration {
    let traits: [UITrait]
    let call: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// Calls each registration of `object` that watches a trait that differs between the two collections.
    static func notify(
        _ registrations: [TraitChangeToken], of object: AnyObject, from previous: UITraitCollection,
        to traits: UITraitCollection
    ) {
        for registration in registrations
        where registration.traits.contains(where: { !traits.values.hasSameValue(of: $0, as: previous.values) }) {
            registration.call(object, previous)
        }
    }
}
