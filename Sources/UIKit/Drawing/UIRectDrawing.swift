/// UIKit's rectangle drawing functions, on the current context; each does nothing without one.

/// Fills `rect` with the current context's fill colour in the `copy` blend mode, as iOS does: the
/// rectangle's pixels become exactly the colour, alpha included.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current context's fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one unit wide (in the current user space) just inside `rect`, in the `copy`
/// blend mode, so it is visible even when drawing is clipped to `rect`.
///
/// Like `UIRectFrameUsingBlendMode` it paints with the fill colour: iOS draws the frame as a
/// filled area, and its documentation of `UIRectFrameUsingBlendMode` says so (that of `UIRectFrame`
/// says stroke colour, which is not what iOS does).
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a frame one unit wide just inside `rect` with the fill colour in `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let outer = rect.standardized
    let inner = outer.insetBy(dx: min(1, outer.width / 2), dy: min(1, outer.height / 2))
    context.saveGState()
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(outer)
    if !inner.isEmpty { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
