/// The settings every renderer shares: the area it draws. Image and PDF renderers subclass it.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The area the renderer draws, in points; set by the renderer that uses this format.
    public internal(set) var bounds = CGRect.zero

    public required override init() {
        super.init()
    }

    open class func `default`() -> UIGraphicsRendererFormat {
        Self()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        return copy
    }
}

/// What a renderer's drawing actions receive: the Core Graphics context, current as UIKit's
/// context while the actions run, and rectangle conveniences. Image and PDF contexts subclass it.
open class UIGraphicsRendererContext: NSObject {
    /// The context drawing goes to.
    public let cgContext: CGContext
    let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the context's fill colour, composited with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect`'s outline with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes `rect`'s outline, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }
}

/// A renderer: draws with actions into a context of a given format. Image and PDF renderers subclass it.
open class UIGraphicsRenderer: NSObject {
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds`, keeping a copy of `format` with those bounds.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as! UIGraphicsRendererFormat
        copy.bounds = bounds.standardized
        rendererFormat = copy
        super.init()
    }

    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether this renderer can make images.
    open var allowsImageOutput: Bool { false }
}
