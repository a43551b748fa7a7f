import Foundation

/// Installing constraints on a view, its anchors and the state Auto Layout keeps for it.
extension UIView {
    /// The constraints installed on this view: those activated with it as their items' closest
    /// common ancestor, and those added with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] { autoLayout.installed }

    /// Installs and activates `constraint` here; its items must be this view or inside it.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(on: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.deactivate()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
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
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        guard translates != autoLayout.translates else { return }
        autoLayout.translates = translates
        autoLayout.liveEngine?.rebuildItemConstraints(of: self)
        superview?.setNeedsLayout()
    }

    func setPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
        switch (hugging, axis) {
        case (true, .horizontal): autoLayout.hugging.horizontal = clamped
        case (true, .vertical): autoLayout.hugging.vertical = clamped
        case (false, .horizontal): autoLayout.compressionResistance.horizontal = clamped
        case (false, .vertical): autoLayout.compressionResistance.vertical = clamped
        }
        autoLayout.liveEngine?.rebuildItemConstraints(of: self)
    }

    func intrinsicContentSizeDidChange() {
        guard let engine = autoLayout.liveEngine else { return }
        engine.staleIntrinsicSizes[ObjectIdentifier(self)] = layoutHandle
        AutoLayoutPass.engineChanged(engine)
    }

    // MARK: - The update-constraints pass

    func markNeedsUpdateConstraints() {
        guard !autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = true
        if window != nil { AutoLayoutPass.needsUpdate(self) }
    }

    /// A view entering a window with its flag still set has its first update pending.
    func scheduleConstraintUpdateOnEnteringWindow() {
        if autoLayout.needsUpdateConstraints { AutoLayoutPass.needsUpdate(self) }
    }

    /// `updateConstraints()` (a controller's `updateViewConstraints()` for its root view), once.
    func runUpdateConstraints() {
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        let previousTraits = TraitCurrency.makeCurrent(self)
        defer { TraitCurrency.restore(previousTraits) }
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    func updatePendingConstraints() {
        var pending: [UIView] = []
        func collect(_ view: UIView) {
            for subview in view.subviews { collect(subview) }
            if view.autoLayout.needsUpdateConstraints { pending.append(view) }
        }
        collect(self)
        for view in pending { view.runUpdateConstraints() }
        autoLayout.liveEngine?.refreshIntrinsicSizes()
    }

    // MARK: - Frames from the solution

    /// The alignment rectangle the view's bounds and centre give, transform ignored, in the
    /// superview's space (what the engine solves for).
    var currentAlignmentRect: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        let frame = CGRect(
            x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width,
            height: size.height)
        return alignmentRect(forFrame: frame)
    }

    /// Gives the subviews that constraints place their solved frames, edges on the pixel grid (by
    /// bounds size and centre, so a transform stays).
    func applyConstraintFrames() {
        // The engine is made for the first subview constraints place. A loop, not
        // `contains(where:)` first: a main-actor closure checks its actor at every call.
        var engineReady = false
        for subview in subviews where !subview.autoLayout.translates {
            if !engineReady {
                layoutEngineIfNeeded()
                engineReady = true
            }
            guard let solved = subview.autoLayout.liveEngine?.alignmentRect(of: subview) else { continue }
            let aligned = subview.edgesPixelAligned(solved)
            guard aligned != subview.currentAlignmentRect else { continue }
            let frame = subview.frame(forAlignmentRect: aligned)
            let anchor = subview.layer.anchorPoint
            subview.bounds.size = frame.size
            subview.center = CGPoint(
                x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
    }

    var layoutDescription: String {
        var text = "\(type(of: self)):\(layoutAddress(self))"
        if let label = self as? UILabel, let title = label.text { text += "'\(title)'" }
        return text
    }
}

extension UIView: LayoutItem {
    var layoutHandle: LayoutItemHandle {
        if let handle = autoLayout.handle { return handle }
        let made = LayoutItemHandle(self)
        autoLayout.handle = made
        return made
    }

    var layoutParent: UIView? { superview }
    var layoutView: UIView? { self }
}
