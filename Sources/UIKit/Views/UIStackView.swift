import Foundation

/// A view that lays out a row or a column of views, its arranged subviews, with constraints it makes
/// and keeps itself: along its axis by `distribution` and `spacing`, across it by `alignment`. A
/// hidden arranged view takes no room and no spacing; hiding or showing one inside an animation block
/// animates the others into place.
///
/// The stack view draws nothing (its background colour is drawn by its layer). It has no intrinsic
/// content size: the constraints between it and its arranged views size it when nothing else does.
///
/// The constraints it manages carry UIKit's identifiers ('UISV-spacing', 'UISV-canvas-connection',
/// 'UISV-alignment', 'UISV-hiding', …) so conflict logs read as on iOS. Any change makes them again,
/// once, in the next `updateConstraints()` (or, out of a window, at the stack view's next layout).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The arranged views, in order along the axis (their order as subviews is separate).
    var arrangement: [UIView] = []
    /// `setCustomSpacing(_:after:)`, by arranged view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made, active until its next rebuild.
    var managedConstraints: [NSLayoutConstraint] = []
    /// The guides between views that equal spacing and equal centering measure.
    var spacerGuides: [UILayoutGuide] = []
    /// Whether the managed constraints are out of date.
    var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A horizontal stack view arranging `views`, which become its subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack view lays out, a subset of its subviews.
    open var arrangedSubviews: [UIView] { arrangement }

    /// The direction the views follow each other in; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent arranged views (the least space, for the equal distributions);
    /// negative values overlap them. `UIStackView.spacingUseSystem` asks for the standard space.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// In a vertical stack, whether spacing runs from one view's last baseline to the next one's
    /// first baseline instead of edge to edge; false by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are laid out inside the layout margins rather than the bounds; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Appends `view` to the arranged views (moving it there if it is one), adding it as a subview
    /// if it is not.
    open func addArrangedSubview(_ view: UIView) {
        arrange(view, at: nil)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (0 through the count), adding it as a
    /// subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrange(view, at: stackIndex)
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        unarrange(view)
    }

    /// Sets the space after `arrangedSubview` (to the next visible view), overriding `spacing`;
    /// `UIStackView.spacingUseDefault` goes back to `spacing`, `spacingUseSystem` asks for the standard
    /// space.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom space after `arrangedSubview`, or `UIStackView.spacingUseDefault` when there is none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Makes the managed constraints again when something changed, then calls `super`.
    open override func updateConstraints() {
        updateArrangementIfNeeded()
        super.updateConstraints()
    }

    /// Out of a window no `updateConstraints()` pass comes, so layout makes the constraints when needed.
    open override func layoutSubviews() {
        updateArrangementIfNeeded()
        super.layoutSubviews()
    }

    /// An arranged view that leaves the stack view leaves the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        unarrange(subview)
    }

    /// The first visible arranged view's, so a stack in another stack aligns by its content's baseline.
    open override var forFirstBaselineLayout: UIView {
        baselineView(first: true)
    }

    /// The last visible arranged view's in a vertical stack, the first's in a horizontal one.
    open override var forLastBaselineLayout: UIView {
        baselineView(first: false)
    }
}
