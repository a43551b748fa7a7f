import Foundation

/// One attribute of one item, with its sign in an anchor (an offset dimension has two).
struct AnchorTerm {
    let handle: LayoutItemHandle
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: CGFloat

    /// The item, nil once it has gone.
    var item: (any LayoutItem)? { handle.item }
}

/// An anchor's terms: one attribute of one item, or two for the distance between two locations
/// (none for an empty `NSLayoutConstraint()`). Held inline, so making an anchor allocates the anchor
/// alone, and a constraint keeps its anchors' terms without a reference to them.
struct AnchorTerms: RandomAccessCollection {
    private var pair: (AnchorTerm?, AnchorTerm?)
    private(set) var endIndex: Int

    init() {
        pair = (nil, nil)
        endIndex = 0
    }

    @MainActor
    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        pair = (AnchorTerm(handle: item.layoutHandle, attribute: attribute, coefficient: 1), nil)
        endIndex = 1
    }

    init(_ first: AnchorTerm, _ second: AnchorTerm) {
        pair = (first, second)
        endIndex = 2
    }

    var startIndex: Int { 0 }

    subscript(position: Int) -> AnchorTerm { position == 0 ? pair.0! : pair.1! }

    /// The term at `position` as an expression takes it, its coefficient times `factor`.
    func loaded(at position: Int, times factor: Double) -> LoadedTerm {
        let term = position == 0 ? pair.0.unsafelyUnwrapped : pair.1.unsafelyUnwrapped
        return LoadedTerm(
            handle: .passUnretained(term.handle), attribute: term.attribute,
            coefficient: Double(term.coefficient) * factor)
    }
}

/// An attribute of a view or layout guide to make constraints from. The type parameter keeps x
/// anchors with x anchors and y with y, as on iOS; a dimension relates to dimensions.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let terms: AnchorTerms

    init(terms: AnchorTerms) {
        self.terms = terms
        super.init()
    }

    convenience init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.init(terms: AnchorTerms(item: item, attribute: attribute))
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { terms.first?.item }

    var attribute: NSLayoutConstraint.Attribute { terms.first?.attribute ?? .notAnAttribute }

    /// `UIView:0x….leading`, as constraint descriptions print it.
    public var name: String {
        guard terms.count == 2 else { return termName(terms.first) }
        return "(\(termName(terms[1])) - \(termName(terms[0])))"
    }

    private func termName(_ term: AnchorTerm?) -> String {
        guard let term, let item = term.item else { return "nil" }
        return "\(item.layoutDescription).\(term.attribute.name)"
    }

    /// Whether the anchor's item has an ambiguous position or size.
    public var hasAmbiguousLayout: Bool {
        (item as? UIView)?.hasAmbiguousLayout ?? (item as? UILayoutGuide)?.hasAmbiguousLayout ?? false
    }

    /// The constraints that bear on this anchor's axis of its item.
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        let axis: NSLayoutConstraint.Axis = attribute.isHorizontal ? .horizontal : .vertical
        if let view = item as? UIView { return view.constraintsAffectingLayout(for: axis) }
        return (item as? UILayoutGuide)?.constraintsAffectingLayout(for: axis) ?? []
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: terms, relation: relation, second: other?.terms, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard space between sibling views, and between a view and its superview's edge in the
/// visual format language (`|-[view]`).
let systemSpacing: CGFloat = 8
let systemSpacingToSuperview: CGFloat = 20

/// A horizontal location: left, right, leading, trailing, centerX (and their margin forms).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == multiplier × the system spacing after anchor`: this anchor that far right of `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: terms, to: otherAnchor.terms)
    }
}

/// A vertical location: top, bottom, centerY, the baselines (and the margin forms).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == multiplier × the system spacing below anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: terms, to: otherAnchor.terms)
    }
}

/// A width, a height, or the distance between two locations.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `end − start`, for two locations (one term each).
    convenience init(offsetFrom start: AnchorTerms, to end: AnchorTerms) {
        let from = start[0]
        self.init(
            terms: AnchorTerms(
                AnchorTerm(handle: from.handle, attribute: from.attribute, coefficient: -from.coefficient), end[0]))
    }

    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, constant: c)
    }

    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }

    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, multiplier: m)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
