/// Extra input to and output from string drawing and measuring.
///
/// Text is never shrunk to fit here: `minimumScaleFactor` is accepted and `actualScaleFactor`
/// stays 1. `totalBounds` reports what the last call drew or measured.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
