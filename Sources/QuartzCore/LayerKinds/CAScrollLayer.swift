/// The directions a scroll layer may scroll in.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Scrolling does nothing.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both directions (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers: scrolling moves the origin of its bounds.
///
/// It draws nothing itself and does not clip unless `masksToBounds` is set, as on iOS.
open class CAScrollLayer: CALayer {
    /// Which coordinates of the bounds origin scrolling may change; `.both` by default.
    open var scrollMode = CAScrollLayerScrollMode.both

    /// Copies another layer's model values, the scroll mode included when it is a scroll layer.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? CAScrollLayer else { return }
        scrollMode = other.scrollMode
    }

    /// Moves the bounds origin to `p` in the directions `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls as little as it takes to show `r` (in the layer's coordinates): an edge of `r` beyond
    /// the bounds is brought to the matching edge; when `r` is larger than the bounds its top-left
    /// corner is shown.
    open func scroll(to r: CGRect) {
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ length: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > length { return low }
            if high > visibleLow + length { return high - length }
            return visibleLow
        }
        scroll(
            to: CGPoint(
                x: axis(r.minX, r.maxX, bounds.minX, bounds.width), y: axis(r.minY, r.maxY, bounds.minY, bounds.height))
        )
    }
}
