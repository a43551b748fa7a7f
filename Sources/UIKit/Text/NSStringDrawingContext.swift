/// Extra input to and output from string drawing and measuring.
///
/// With `minimumScaleFactor` between 0 and 1, text that does not fit the size or rect whole (a
/// line left out, truncated or clipped) is drawn and measured with its fonts shrunk, down to that
/// factor, and `actualScaleFactor` reports the factor used. `totalBounds` reports what the last
/// call drew or measured.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor fonts may shrink by to fit; 0 (the default) does not shrink.
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
