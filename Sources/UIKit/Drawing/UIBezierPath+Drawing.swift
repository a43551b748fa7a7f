/// How `UIBezierPath` draws into the current UIKit graphics context.
extension UIBezierPath {
    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Runs `body` with this path as the current context's path inside a saved graphics state, so
    /// the line style it sets does not outlive the call.
    func draw(_ body: (CGContext) -> Void) {
        withPath { context in
            context.saveGState()
            body(context)
            context.restoreGState()
        }
    }

    /// Runs `body` with this path as the current context's current path, then puts back whatever
    /// path the context was building (painting and clipping consume the current path, and this
    /// path is not the caller's). Does nothing without a current context.
    func withPath(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let callersPath = context.path
        context.beginPath()
        context.addPath(path)
        body(context)
        context.beginPath()
        if let callersPath { context.addPath(callersPath) }
    }

    /// Sets the context's line style to this path's.
    func applyLineStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
