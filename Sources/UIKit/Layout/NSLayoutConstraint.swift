import Foundation

/// A linear relation between two layout attributes: `first relation multiplier × second + constant`,
/// solved with the others of its window by the window's layout engine.
///
/// Open for subclassing as on iOS; a subclass may override `constant` (the engine reads it when the
/// constraint is activated and when it is set).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attribute on the left of the relation, and on the right (nil for a constant size), as
    /// the engine reads them.
    let firstTerms: AnchorTerms
    let secondTerms: AnchorTerms?
    /// The attribute on the left of the relation, made when asked for.
    public private(set) lazy var firstAnchor = NSLayoutAnchor<AnyObject>(terms: firstTerms)
    /// The attribute on the right; nil for a constant size.
    public private(set) lazy var secondAnchor: NSLayoutAnchor<AnyObject>? = secondTerms.map {
        NSLayoutAnchor<AnyObject>(terms: $0)
    }
    public let relation: Relation
    public let multiplier: CGFloat
    var constantStorage: CGFloat
    var priorityStorage = UILayoutPriority.required
    var isActiveStorage = false
    /// The view whose `constraints` holds this one while it is active.
    /// A plain pointer (see `LayoutItemHandle` for why not weak): the view holds the constraints
    /// installed on it, and its deinit clears this in those that outlive it.
    nonisolated(unsafe) unowned(unsafe) var installedView: UIView?
    /// The live engine solving this constraint, when it is in one. Not a weak reference, which
    /// would cost an atomic side-table update per activation: the engine clears it when it lets the
    /// constraint go or is itself released.
    unowned(unsafe) var engine: LayoutEngine?
    /// Set once a conflict that broke this constraint was logged: moving to another hierarchy's
    /// engine does not log it again.
    var conflictReported = false

    /// Makes `view1.attr1 relation multiplier × view2.attr2 + c`; the items are views or layout
    /// guides. As on iOS, a location cannot be related to a size or to a constant, nor an x
    /// location to a y one.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        guard let first = view1 as? LayoutItem else {
            fatalError("NSLayoutConstraint items must be views or layout guides, not \(type(of: view1))")
        }
        let second = view2.map { item -> LayoutItem in
            guard let item = item as? LayoutItem else {
                fatalError("NSLayoutConstraint items must be views or layout guides, not \(type(of: item))")
            }
            return item
        }
        Self.validate(attr1, attr2, hasSecondItem: second != nil, multiplier: multiplier)
        firstTerms = AnchorTerms(item: first, attribute: attr1)
        secondTerms = second.map { AnchorTerms(item: $0, attribute: attr2) }
        self.relation = relation
        self.multiplier = multiplier
        constantStorage = c
        super.init()
    }

    init(
        first: AnchorTerms, relation: Relation, second: AnchorTerms?,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        firstTerms = first
        secondTerms = second
        self.relation = relation
        self.multiplier = multiplier
        constantStorage = constant
        priorityStorage = priority
        super.init()
    }

    /// An empty constraint, relating nothing (`firstItem` nil, `firstAttribute` `.notAnAttribute`):
    /// what `NSLayoutConstraint()` gives on iOS, where code returns one as a placeholder.
    /// Activating it does nothing but print a message.
    public override convenience init() {
        self.init(first: AnchorTerms(), relation: .equal, second: nil)
    }

    public var firstItem: AnyObject? { firstTerms.first?.item }
    public var firstAttribute: Attribute { firstTerms.first?.attribute ?? .notAnAttribute }
    public var secondItem: AnyObject? { secondTerms?.first?.item }
    public var secondAttribute: Attribute { secondTerms?.first?.attribute ?? .notAnAttribute }

    /// The offset of the relation; changing it moves the solution without rebuilding it.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            engine?.constantChanged(self)
        }
    }

    /// Required (1000) by default. A priority may change while the constraint is active, but not
    /// between required and optional (iOS raises an exception; here it is a precondition failure).
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            guard clamped != priorityStorage else { return }
            preconditionAlways(
                !isActiveStorage || (clamped == .required) == (priorityStorage == .required),
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(clamped) and the existing priority was \(priorityStorage)."
            )
            priorityStorage = clamped
            engine?.priorityChanged(self)
        }
    }

    /// Whether the constraint takes part in layout: activating installs it on the closest common
    /// ancestor of its items (which must exist), deactivating removes it from there.
    open var isActive: Bool {
        get { isActiveStorage }
        set { newValue ? activate() : deactivate() }
    }

    /// A name for logs (shown in quotes in the description).
    open var identifier: String?

    /// Kept for source compatibility with archiving code; nothing is archived here.
    open var shouldBeArchived = false

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }
}
