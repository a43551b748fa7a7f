/// The bitmap an image renderer draws into: its scale, whether it is opaque, and its colour range.
open class UIGraphicsImageRendererFormat: NSObject, NSCopying {
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
    /// The area the renderer draws, in points; set by the renderer that uses this format.
    public internal(set) var bounds = CGRect.zero

    /// A transparent format at the main screen's scale.
    public override init() {
        scale = UIScreen.mainScale
        super.init()
    }

    /// A transparent format at the main screen's scale (the highest fidelity this screen shows).
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format best suited to the main screen: the same as `default()` on Casement.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}
