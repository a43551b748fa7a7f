import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing and takes no
/// events. Its frame is in its owning view's space.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view that holds the guide (set by `addLayoutGuide(_:)`).
    open internal(set) var owningView: UIView? {
        get { owningViewStorage?.takeUnretainedValue() }
        set { owningViewStorage = newValue.map(Unmanaged.passUnretained) }
    }
    /// `owningView`, held as a plain pointer (see `LayoutItemHandle` for why not weakly): the view
    /// holds its guides, and its deinit clears this in those that outlive it.
    nonisolated(unsafe) var owningViewStorage: Unmanaged<UIView>?
    /// How anchors, constraints and engines hold the guide; made when first asked for.
    private var handle: LayoutItemHandle?
    open var identifier = ""
    /// Which of a view's own guides this is; nil for a guide an app made.
    var systemRole: SystemGuideRole?

    public override init() {
        super.init()
    }

    deinit {
        handle?.clear()
    }

    var layoutHandle: LayoutItemHandle {
        if let handle { return handle }
        let made = LayoutItemHandle(self)
        handle = made
        return made
    }

    /// The guide's rectangle in its owning view's space, as the last solution placed it.
    open var layoutFrame: CGRect {
        guard let owningView, let engine = owningView.layoutEngineIfNeeded() else { return .zero }
        owningView.updateConstraintsIfNeeded()
        return engine.alignmentRect(of: self) ?? .zero
    }

    var layoutParent: UIView? { owningView }
    var layoutView: UIView? { owningView }
    var layoutDescription: String {
        let name = identifier.isEmpty ? "" : "'\(identifier)'"
        return "UILayoutGuide:\(layoutAddress(self))\(name)"
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's rectangle is not fixed by its constraints.
    public var hasAmbiguousLayout: Bool {
        owningView?.layoutEngineIfNeeded()?.isAmbiguous(self) ?? false
    }

    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.layoutEngineIfNeeded()?.constraintsAffecting(self, axis: axis) ?? []
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(layoutDescription) - \(layoutFrame)>" }
    }
}

/// The guides every view has, each pinned inside the view by its own constraints.
enum SystemGuideRole {
    case margins
    case safeArea
    case readableContent
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    case scrollContent
    case scrollFrame
    /// A view controller's `topLayoutGuide` or `bottomLayoutGuide`.
    case topLayoutSupport
    case bottomLayoutSupport
}
