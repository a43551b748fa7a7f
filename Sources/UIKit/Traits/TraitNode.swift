import Foundation

/// What a view or controller keeps about its traits: its overrides, the collection it last made from
/// them, the traits it last heard of, and its trait change registrations.
///
/// A view without overrides shares the collection it inherits, so reading traits down a hierarchy
/// makes no collections; one with overrides makes a collection once per inherited collection.
struct TraitNode {
    private(set) var overrides = UITraitOverrides()
    private var hasOverrides = false
    /// The inherited collection and the one made from it with the overrides.
    private var applied: (inherited: UITraitCollection, result: UITraitCollection)?
    /// The traits the owner was last told of (or first saw); nil until it took part in a trait update.
    var delivered: UITraitCollection?
    var registrations: [TraitChangeToken] = []

    /// What a root's traits are made from besides the app's traits: the size classes of its size and
    /// the scale.
    private struct EnvironmentKey: Hashable {
        var horizontal: Bool
        var vertical: Bool
        var scale: CGFloat
    }

    /// The roots' collections for the app's traits `environmentsApp`, shared by every window and
    /// every view outside one, so a new view makes no collection.
    @MainActor private static var environments: [EnvironmentKey: UITraitCollection] = [:]
    @MainActor private static var environmentsApp: UITraitCollection?
    /// The collection asked for last, and its key: every view's traits end at its window's, so the
    /// same root is asked for again and again, and comparing keys costs less than hashing one.
    @MainActor private static var lastEnvironment: (key: EnvironmentKey, traits: UITraitCollection)?

    mutating func setOverrides(_ newValue: UITraitOverrides) {
        overrides = newValue
        hasOverrides = !newValue.isEmpty
        applied = nil
    }

    /// `inherited` with the overrides applied; `inherited` itself when there are none.
    mutating func applying(to inherited: UITraitCollection) -> UITraitCollection {
        guard hasOverrides else { return inherited }
        if let applied, applied.inherited === inherited { return applied.result }
        var values = inherited.values
        values.apply(specifiedIn: overrides.values)
        let result = UITraitCollection(values: values)
        applied = (inherited, result)
        return result
    }

    /// The traits of a root `size` points large on a screen of `scale`, in the app's present traits.
    @MainActor
    static func environmentTraits(size: CGSize, scale: CGFloat) -> UITraitCollection {
        let app = TraitCurrency.appTraits
        if environmentsApp !== app {
            environments.removeAll()
            environmentsApp = app
            lastEnvironment = nil
        }
        let key = EnvironmentKey(horizontal: size.width >= 600, vertical: size.height >= 500, scale: scale)
        if let lastEnvironment, lastEnvironment.key == key { return lastEnvironment.traits }
        let traits: UITraitCollection
        if let known = environments[key] {
            traits = known
        } else {
            traits = UITraitCollection.environment(size: size, scale: scale, app: app)
            environments[key] = traits
        }
        lastEnvironment = (key, traits)
        return traits
    }

    /// What recording traits as heard of found.
    enum Delivery {
        /// The owner had not taken part in a trait update: it is not told (entering a hierarchy).
        case first
        case unchanged
        /// The traits changed from these.
        case changed(UITraitCollection)
    }

    /// Records `traits` as heard of and says how they compare with those heard of before.
    mutating func deliver(_ traits: UITraitCollection) -> Delivery {
        guard let previous = delivered else {
            delivered = traits
            return .first
        }
        guard previous !== traits else { return .unchanged }
        delivered = traits
        return previous.isEqual(traits) ? .unchanged : .changed(previous)
    }
}
