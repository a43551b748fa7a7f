/// A layer that draws a path: filled, then stroked, over whatever the delegate draws.
///
/// The shape is drawn into the layer's backing store when the layer displays, so it is composited
/// between the layer's contents and its first sublayer, as on iOS. Every property change marks the
/// layer for display, and so does any change of its bounds (the path is in the layer's coordinate
/// space), whatever `needsDisplayOnBoundsChange` says. A delegate's `display(_:)` is not consulted:
/// the layer always draws its own content (the delegate's `draw(_:in:)` still draws beneath it).
/// The backing store reaches past the bounds to cover the stroked path, so the shape shows outside
/// them as on iOS, unless `masksToBounds` is set.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinate space; nil draws nothing.
    open var path: CGPath? { didSet { if path != oldValue { setNeedsDisplay() } } }
    /// The colour inside the path; nil fills nothing. Opaque black by default.
    open var fillColor: CGColor? = .black { didSet { if fillColor != oldValue { setNeedsDisplay() } } }
    /// Which points are inside the path; `.nonZero` by default.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { if fillRule != oldValue { setNeedsDisplay() } } }
    /// The colour of the path's outline; nil (the default) strokes nothing.
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { setNeedsDisplay() } } }
    /// Where the stroke starts, as a fraction of the path's length (0...1); 0 by default.
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { setNeedsDisplay() } } }
    /// Where the stroke ends, as a fraction of the path's length (0...1); 1 by default. Nothing is
    /// stroked when it is not beyond `strokeStart`.
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { setNeedsDisplay() } } }
    /// The stroke's width in points; 1 by default.
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { setNeedsDisplay() } } }
    /// The ratio of miter length to line width beyond which miter joins are bevelled; 10 by default.
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { setNeedsDisplay() } } }
    open var lineCap = CAShapeLayerLineCap.butt { didSet { if lineCap != oldValue { setNeedsDisplay() } } }
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { if lineJoin != oldValue { setNeedsDisplay() } } }
    /// How far into the dash pattern the stroke starts; 0 by default.
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { setNeedsDisplay() } } }
    /// Alternating painted and unpainted lengths along the stroke; nil (the default) for a solid line.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern != oldValue { setNeedsDisplay() } }
    }

    /// The shape is drawn, so animating it (or the bounds it is drawn in) redraws the layer each frame.
    open override class func needsDisplay(forKey key: String) -> Bool {
        [
            "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
            "bounds",
        ].contains(key) || super.needsDisplay(forKey: key)
    }

    /// Copies another layer's model values, shape properties included when it is a shape layer.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    open override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsDisplay() } }
    }

    /// Whether the shape may show outside the bounds decides the backing store's size.
    open override var masksToBounds: Bool {
        didSet { if masksToBounds != oldValue { setNeedsDisplay() } }
    }

    /// Draws the delegate's content and the shape into a new backing store that covers the stroked
    /// path as well as the bounds, so the shape shows outside the bounds (a shape layer with a zero
    /// frame still draws its path), unless `masksToBounds` limits it to the bounds.
    open override func display() {
        guard !masksToBounds, let path, !path.isEmpty else {
            drawIntoBackingStore()
            return
        }
        // Room for the stroke: half the line width, times the miter limit for sharp joins.
        let stroke = strokeColor == nil ? 0 : lineWidth / 2 * max(1, lineJoin == .miter ? miterLimit : 1) + 1
        let shape = path.boundingBoxOfPath.insetBy(dx: -stroke, dy: -stroke)
        drawIntoBackingStore(covering: bounds.isEmpty ? shape : bounds.union(shape))
    }

    /// Draws what the delegate draws, then fills and strokes the path.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let path, !path.isEmpty else { return }
        ctx.saveGState()
        if let fillColor {
            ctx.beginPath()
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule.cgFillRule)
        }
        if let strokeColor, lineWidth > 0 {
            let dash = lineDashPattern.map { (phase: lineDashPhase, lengths: $0.map { CGFloat($0.doubleValue) }) }
            ctx.beginPath()
            ctx.addPath(path.strokeRange(from: strokeStart, to: strokeEnd, dash: dash))
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCap.cgLineCap)
            ctx.setLineJoin(lineJoin.cgLineJoin)
            ctx.setMiterLimit(miterLimit)
            ctx.setLineDash(phase: 0, lengths: [])
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}
