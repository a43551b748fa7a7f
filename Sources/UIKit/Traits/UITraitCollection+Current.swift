import Foundation

extension UITraitCollection {
    /// The traits dynamic colours and preferred fonts resolve with: UIKit makes a view's or
    /// controller's traits current while it draws, lays out, updates constraints and hears of trait
    /// changes; elsewhere they are the app's (the desktop's style and text size). Per thread, as on iOS.
    @preconcurrency @MainActor
    public static var current: UITraitCollection {
        get { TraitCurrency.resolving }
        set { TraitCurrency.setCurrent(newValue) }
    }

    /// Runs `actions` with this collection as `current` on this thread, then puts back the one before.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = TraitCurrency.setCurrent(self)
        defer { TraitCurrency.setCurrent(previous) }
        try actions()
    }
}

/// The storage behind `UITraitCollection.current`: a plain variable for the main thread, where all
/// drawing of views happens (reading it costs no lock), a thread-dictionary entry on other threads,
/// and the app's traits where none is set.
///
/// UIKit makes a view current around its layout and drawing without working out its traits: they are
/// looked up only if something reads `current` (a dynamic colour resolving), and kept for later reads
/// in the same scope. Most views lay out and draw without ever needing them.
enum TraitCurrency {
    /// What a scope made current: nothing (the app's traits), a collection, or a view whose traits
    /// are looked up when first read.
    enum Slot {
        case none
        case traits(UITraitCollection)
        case view(UIView)
    }

    /// What the main thread made current.
    nonisolated(unsafe) private static var mainSlot = Slot.none
    /// The app's traits as the main thread sees them; only the main thread writes them.
    nonisolated(unsafe) private static var mainAppTraits = UITraitCollection.appDefault
    /// The app's traits for other threads, copied under `lock` when they change.
    nonisolated(unsafe) private static var sharedAppTraits = UITraitCollection.appDefault
    private static let lock = NSLock()
    private static let threadKey = "casement.UITraitCollection.current"
    private static var isMainThread: Bool { MainThread.isCurrent }
    /// A view's `traitCollection`, callable from here once `isMainThread` said this is the main
    /// thread. `MainActor.assumeIsolated` would check the executor again and allocate its closure's
    /// context, at every label drawn.
    nonisolated(unsafe) private static let traitsOfView = unsafeBitCast(
        { (view: UIView) in view.traitCollection } as @MainActor (UIView) -> UITraitCollection,
        to: ((UIView) -> UITraitCollection).self)

    /// The current collection of this thread.
    static var resolving: UITraitCollection {
        if isMainThread {
            switch mainSlot {
            case .none: return mainAppTraits
            case .traits(let traits): return traits
            case .view(let view):
                let traits = traitsOfView(view)
                mainSlot = .traits(traits)
                return traits
            }
        }
        if let traits = Thread.current.threadDictionary[threadKey] as? UITraitCollection { return traits }
        lock.lock()
        defer { lock.unlock() }
        return sharedAppTraits
    }

    /// The app's traits, which `resolving` falls back on.
    static var appTraits: UITraitCollection {
        isMainThread ? mainAppTraits : resolving
    }

    /// Makes `view`'s traits current on the main thread; returns what was current, for `restore(_:)`.
    @MainActor
    static func makeCurrent(_ view: UIView) -> Slot {
        defer { mainSlot = .view(view) }
        return mainSlot
    }

    /// Puts back what `makeCurrent(_:)` replaced.
    @MainActor
    static func restore(_ slot: Slot) {
        mainSlot = slot
    }

    /// Makes `traits` current on this thread (nil: the app's); returns what was set before.
    @discardableResult
    static func setCurrent(_ traits: UITraitCollection?) -> UITraitCollection? {
        if isMainThread {
            let previous = resolvingSlot()
            mainSlot = traits.map(Slot.traits) ?? .none
            return previous
        }
        let dictionary = Thread.current.threadDictionary
        defer { dictionary[threadKey] = traits }
        return dictionary[threadKey] as? UITraitCollection
    }

    /// The main thread's current collection if a scope set one (looked up for a view), else nil.
    private static func resolvingSlot() -> UITraitCollection? {
        if case .none = mainSlot { return nil }
        return resolving
    }

    /// Replaces the app's traits; on the main thread, when the desktop's preferences change.
    static func setAppTraits(_ traits: UITraitCollection) {
        precondition(isMainThread, "the app's traits change on the main thread")
        mainAppTraits = traits
        lock.lock()
        sharedAppTraits = traits
        lock.unlock()
    }
}

extension UITraitCollection {
    /// The app's traits before a desktop says otherwise: light, large text, scale 1, a pad, left to right.
    static let appDefault: UITraitCollection = {
        var values = TraitValues()
        values.userInterfaceStyle = .light
        values.userInterfaceLevel = .base
        values.accessibilityContrast = .normal
        values.displayScale = 1
        values.userInterfaceIdiom = .pad
        values.layoutDirection = .leftToRight
        values.preferredContentSizeCategory = .large
        values.legibilityWeight = .regular
        return UITraitCollection(values: values)
    }()

    /// The traits of a space of `size` points in the app's environment `app`: its traits with size
    /// classes for `size` (compact below 600 points wide or 500 high) and `scale`.
    static func environment(size: CGSize, scale: CGFloat, app: UITraitCollection) -> UITraitCollection {
        var values = app.values
        values.horizontalSizeClass = size.width >= 600 ? .regular : .compact
        values.verticalSizeClass = size.height >= 500 ? .regular : .compact
        values.displayScale = scale
        return UITraitCollection(values: values)
    }
}
