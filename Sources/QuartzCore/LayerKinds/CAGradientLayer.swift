/// The shape of a gradient layer's colour bands.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Colours vary along the line from `startPoint` to `endPoint` and are constant across it;
    /// the end colours continue beyond the two points.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary from `startPoint` (location 0) out to an ellipse centred there, with half-axes
    /// `endPoint.x - startPoint.x` and `endPoint.y - startPoint.y` (in unit coordinates of the
    /// bounds) at location 1; the last colour continues outside the ellipse (and fills everything
    /// when the ellipse is flat).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours sweep once around `startPoint`, clockwise on screen, location 0 (and 1) lying on the
    /// ray from `startPoint` through `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient over its background colour.
///
/// The gradient is drawn into the layer's backing store when the layer displays; every property
/// change and every change of the bounds marks the layer for display. Colours are interpolated
/// unpremultiplied, as `CGGradient` does. A delegate's `display(_:)` is not consulted: the layer
/// always draws its own content (the delegate's `draw(_:in:)` still draws beneath the gradient).
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor` values; anything else is skipped), from location 0 to 1. Nil or empty
    /// draws nothing; one colour fills the bounds.
    open var colors: [Any]? { didSet { setNeedsDisplay() } }
    /// Where each colour lies, 0...1 and increasing; nil (the default) spreads them evenly. Ignored
    /// when the count differs from the colours'.
    open var locations: [NSNumber]? { didSet { if locations != oldValue { setNeedsDisplay() } } }
    /// Where location 0 lies, in unit coordinates of the bounds; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { setNeedsDisplay() } } }
    /// Where location 1 lies (see `CAGradientLayerType` for radial and conic); (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { setNeedsDisplay() } } }
    /// Axial (the default), radial or conic.
    open var type = CAGradientLayerType.axial { didSet { if type != oldValue { setNeedsDisplay() } } }

    /// The gradient is drawn, so animating it (or the bounds it fills) redraws the layer each frame.
    open override class func needsDisplay(forKey key: String) -> Bool {
        ["colors", "locations", "startPoint", "endPoint", "bounds"].contains(key) || super.needsDisplay(forKey: key)
    }

    /// Copies another layer's model values, gradient properties included when it is a gradient layer.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    open override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsDisplay() } }
    }

    /// Draws the delegate's content and the gradient into a new backing store.
    open override func display() {
        drawIntoBackingStore()
    }

    /// Draws what the delegate draws, then the gradient, clipped to the bounds.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let stops = GradientStops(colors: colors, locations: locations), !bounds.isEmpty else { return }
        ctx.saveGState()
        ctx.clip(to: bounds)
        let start = unitToBounds(startPoint)
        let end = unitToBounds(endPoint)
        switch type {
        case .radial: stops.drawRadial(in: ctx, center: start, radii: (abs(end.x - start.x), abs(end.y - start.y)))
        case .conic: stops.drawConic(in: ctx, center: start, towards: end, covering: bounds)
        default: stops.drawAxial(in: ctx, from: start, to: end)
        }
        ctx.restoreGState()
    }

    /// A point in unit coordinates of the bounds, in the layer's coordinate space.
    private func unitToBounds(_ p: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
    }
}
