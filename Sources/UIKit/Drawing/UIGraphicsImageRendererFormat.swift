/// The bitmap an image renderer draws into: its scale, whether it is opaque, and its colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range a renderer's bitmap can hold; Casement always draws 8-bit sRGB.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point of the images rendered; the main screen's scale unless changed.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha channel: opaque renderers start black, not transparent.
    open var opaque = false
    /// Accepted for compatibility and ignored: every bitmap is 8-bit sRGB.
    open var preferredRange = Range.automatic
    /// A transparent format at the main screen's scale.
    public required init() {
        scale = UIScreen.mainScale
        super.init()
    }

    /// A transparent format at the main screen's scale (the highest fidelity this screen shows).
    open override class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format best suited to the main screen: the same as `default()` on Casement.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsImageRendererFormat
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}
