import Foundation

/// What appearance proxies were given, and which properties apps set on views themselves.
///
/// Values apply to a view as it moves to a window (before `willMove(toWindow:)`), in the order
/// they were recorded with the least specific containment first, so a proxy for a view inside a
/// navigation bar wins over the class-wide one; a property the app set on the view itself is
/// skipped. Nothing is tracked until the first proxy is asked for.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()
    /// False until the app asks for a proxy; until then setters skip the registry entirely.
    private(set) static var isInUse = false

    private struct ProxyKey: Hashable {
        var viewType: ObjectIdentifier
        var containers: [ObjectIdentifier]
    }

    /// What a proxy's values apply to.
    private struct Target {
        var matches: @MainActor (UIView) -> Bool
        var containers: [any UIAppearanceContainer.Type]
    }

    private struct Entry {
        var proxy: ObjectIdentifier
        var key: AnyHashable
        var target: Target
        var apply: @MainActor (UIView) -> Void
    }

    /// The keys an app set on one view itself.
    private final class ExplicitKeys {
        weak var view: UIView?
        var keys: Set<AnyHashable> = []
        init(view: UIView) { self.view = view }
    }

    private var proxies: [ProxyKey: UIView] = [:]
    private var targets: [ObjectIdentifier: Target] = [:]
    private var entries: [Entry] = []
    private var explicit: [ObjectIdentifier: ExplicitKeys] = [:]
    private var explicitCountAtLastPrune = 64
    private var isApplying = false

    /// The proxy of `type` inside `containers`, made once.
    func proxy<View: UIView>(for type: View.Type, containers: [any UIAppearanceContainer.Type]) -> View {
        Self.isInUse = true
        let key = ProxyKey(
            viewType: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
        if let proxy = proxies[key] as? View { return proxy }
        guard let proxy = type.init(coder: EmptyArchive.coder) else {
            fatalError("\(type).appearance(): init(coder:) returned nil; the proxy is made with it")
        }
        proxies[key] = proxy
        targets[ObjectIdentifier(proxy)] = Target(matches: { $0 is View }, containers: containers)
        return proxy
    }

    /// Records a value given to a proxy, replacing the proxy's earlier value for `key`; for any
    /// other view (unless values are being applied), remembers that the app set `key` on it.
    func propertySet(on view: UIView, key: AnyHashable, apply: @escaping @MainActor (UIView) -> Void) {
        let id = ObjectIdentifier(view)
        if let target = targets[id] {
            entries.removeAll { $0.proxy == id && $0.key == key }
            entries.append(Entry(proxy: id, key: key, target: target, apply: apply))
            return
        }
        guard !isApplying else { return }
        if let record = explicit[id], record.view === view {
            record.keys.insert(key)
        } else {
            let record = ExplicitKeys(view: view)
            record.keys.insert(key)
            explicit[id] = record
            pruneIfGrown()
        }
    }

    /// Sets the recorded values that match `view` on it, except those the app set itself.
    func apply(to view: UIView) {
        guard !entries.isEmpty, targets[ObjectIdentifier(view)] == nil else { return }
        let record = explicit[ObjectIdentifier(view)]
        let own = record?.view === view ? record?.keys ?? [] : []
        let matching = entries.enumerated().filter { _, entry in
            !own.contains(entry.key) && entry.target.matches(view)
                && Self.isContained(view, in: entry.target.containers)
        }
        .sorted { ($0.element.target.containers.count, $0.offset) < ($1.element.target.containers.count, $1.offset) }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for (_, entry) in matching { entry.apply(view) }
    }

    /// Whether `view`'s ancestors (superviews and the controllers owning them) include instances
    /// of `containers` in order, innermost first.
    private static func isContained(_ view: UIView, in containers: [any UIAppearanceContainer.Type]) -> Bool {
        var remaining = containers[...]
        var ancestor = view.superview
        while let current = ancestor, let wanted = remaining.first {
            if wanted.hasInstance(current) {
                remaining = remaining.dropFirst()
            } else if let controller = current.owningViewController, wanted.hasInstance(controller) {
                remaining = remaining.dropFirst()
            }
            ancestor = current.superview
        }
        return remaining.isEmpty
    }

    /// Forgets every proxy, recorded value and explicitly set property; for tests.
    func removeAll() {
        proxies = [:]
        targets = [:]
        entries = []
        explicit = [:]
        Self.isInUse = false
    }

    /// Drops the records of views that are gone once the table has doubled since the last prune.
    private func pruneIfGrown() {
        guard explicit.count > 2 * explicitCountAtLastPrune else { return }
        explicit = explicit.filter { $0.value.view != nil }
        explicitCountAtLastPrune = max(64, explicit.count)
    }
}
