/// What a view keeps for Auto Layout.
struct AutoLayoutState {
    /// The constraints installed on the view (its `constraints`).
    var installed: [NSLayoutConstraint] = []
    var translates = true
    /// True from creation, as on iOS: a view's first `updateConstraints()` comes with its first
    /// layout in a window.
    var needsUpdateConstraints = true
    /// How anchors, constraints and engines hold the view; made when first asked for.
    var handle: LayoutItemHandle?
    /// Where the view waits in `AutoLayoutPass`'s queue of constraint updates, while it does.
    var pendingUpdateSlot: Int?
    var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// Guides an app added with `addLayoutGuide(_:)`.
    var guides: [UILayoutGuide] = []
    /// The view's own guides (margins, safe area, readable content), made on first use.
    var systemGuides: [SystemGuideRole: UILayoutGuide] = [:]
    /// On the root of a hierarchy: the engine that solves its constraints, once one is needed
    /// (`UIView+LayoutEngine.swift`).
    var engine: LayoutEngine?
    /// On the root of a hierarchy without an engine: whether constraints were activated in it
    /// since, to be solved when its layout is needed.
    var hasRecordedConstraints = false
    /// The engine that places this view on screen, while a constraint names it.
    weak var liveEngine: LayoutEngine?
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
}

struct AxisPriorities {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority
}
