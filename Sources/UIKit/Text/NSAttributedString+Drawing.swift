/// Attributed string drawing and measuring, as UIKit adds them to `NSAttributedString`: the same
/// geometry as `NSString`'s methods, with attributes per range.
extension NSAttributedString {
    public func draw(at point: CGPoint) {
        StringDrawing.draw(AttributedText(self), at: point)
    }

    public func draw(in rect: CGRect) {
        StringDrawing.draw(AttributedText(self), in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(AttributedText(self), with: rect, options: options, context: context)
    }

    public func size() -> CGSize {
        StringDrawing.size(AttributedText(self))
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(AttributedText(self), size: size, options: options, context: context)
    }
}
