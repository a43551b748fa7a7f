/// Setting geometry, and the layout it asks for: a change of the bounds size lays
/// out the view and its superview and autoresizes the subviews; a change of the bounds origin (a
/// scroll) lays out the view; moving the view (`center`, the frame's origin) asks for nothing.
extension UIView {
    /// Sets the frame as UIKit does.
    ///
    /// With the identity transform the bounds take the rect's size and `center` the point the anchor
    /// names in it. With another transform (where Apple calls the frame undefined) UIKit keeps the
    /// transform and scales the bounds size by how much the frame's size changes along each axis, then
    /// moves the view so the frame's origin is the rect's; for scales and translations that makes the
    /// frame exactly the rect. An axis whose current frame extent is zero keeps its bounds size.
    func setFrame(_ rect: CGRect) {
        let anchor = layer.anchorPoint
        guard !CATransform3DIsIdentity(layer.transform) else {
            setBounds(CGRect(origin: bounds.origin, size: rect.size))
            center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return
        }
        let old = frame
        var size = bounds.size
        if old.width != 0 { size.width *= rect.width / old.width }
        if old.height != 0 { size.height *= rect.height / old.height }
        setBounds(CGRect(origin: bounds.origin, size: size))
        let placed = frame
        center = CGPoint(x: center.x + rect.minX - placed.minX, y: center.y + rect.minY - placed.minY)
    }

    /// Sets the bounds and asks for the layout the change calls for.
    func setBounds(_ newValue: CGRect) {
        let old = layer.bounds
        guard newValue != old else { return }
        layer.bounds = newValue
        guard newValue.size != old.size else {
            setNeedsLayout()
            return
        }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(superviewSizeChangedFrom: old.size, to: newValue.size) }
        }
        setNeedsLayout()
        if superview?.isLayingOutSubviews != true { superview?.setNeedsLayout() }
        autoLayout.liveEngine?.frameChanged(self)
        boundsSizeChanged(from: old.size)
    }

    /// `sizeToFit()`'s resize: the new size with the frame's origin kept.
    func resizeKeepingOrigin(to size: CGSize) {
        frame = CGRect(origin: frame.origin, size: size)
    }
}

extension UIView {
    /// Which parts of a view's frame follow its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies `autoresizingMask` after the superview's bounds size changed from `oldSize` to `newSize`.
    ///
    /// Along each axis the frame splits the superview's extent into leading margin, size and trailing
    /// margin. The flexible ones share the change in proportion to their current lengths (all equally
    /// when those lengths are all zero); the others keep their lengths. A size never goes below zero.
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let old = frame
        let (x, width) = Self.distribute(
            newSize.width - oldSize.width,
            over: (old.minX, old.width, oldSize.width - old.maxX),
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.distribute(
            newSize.height - oldSize.height,
            over: (old.minY, old.height, oldSize.height - old.maxY),
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let new = CGRect(x: x, y: y, width: width, height: height)
        if new != old { frame = new }
    }

    /// One axis of autoresizing: the new leading margin and size after `delta` is shared out.
    static func distribute(
        _ delta: CGFloat, over parts: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
    ) -> (origin: CGFloat, size: CGFloat) {
        let lengths = [parts.0, parts.1, parts.2]
        let flexes = [flexible.0, flexible.1, flexible.2]
        let count = flexes.filter { $0 }.count
        guard count > 0, delta != 0 else { return (parts.0, parts.1) }
        let total = zip(lengths, flexes).reduce(CGFloat(0)) { $0 + ($1.1 ? max($1.0, 0) : 0) }
        func share(_ index: Int) -> CGFloat {
            guard flexes[index] else { return 0 }
            return total > 0 ? delta * max(lengths[index], 0) / total : delta / CGFloat(count)
        }
        return (parts.0 + share(0), max(0, parts.1 + share(1)))
    }
}

extension UIView {
    /// The `intrinsicContentSize` dimension of a view with no preference for it.
    public static let noIntrinsicMetric: CGFloat = -1
}
