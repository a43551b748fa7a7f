/// A shadow for text, the value of the `.shadow` attribute: an offset, a blur radius and a colour.
///
/// Not bound to the main actor: attributes are built and strings drawn on any thread, as on iOS.
/// Drawing gives a string the shadow of its first run that has one.
open class NSShadow: NSObject, @unchecked Sendable {
    /// How far the shadow falls from the text, in points; y down.
    open var shadowOffset = CGSize.zero
    /// The blur radius in points; 0 is a sharp shadow.
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; nil (the default) is black at a third opacity.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }

    open override var hash: Int {
        shadowBlurRadius.hashValue ^ shadowOffset.width.hashValue
    }
}
