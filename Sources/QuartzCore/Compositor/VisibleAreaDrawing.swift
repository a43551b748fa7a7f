@_spi(Compositing) import CoreGraphics

/// A layer that draws only the part of its content that is on screen (`CATiledLayer`): the
/// compositor's bounds pass tells it, each frame it visits the layer, which part of its bounds the
/// window shows, before it works out the layer's damage.
@MainActor
package protocol VisibleAreaDrawing: AnyObject {
    /// Draws whatever of `rect` (bounds space) is not drawn yet; returns whether anything was drawn,
    /// so the frame repaints the layer.
    func drawVisibleArea(_ rect: CGRect) -> Bool
}

extension Homography {
    /// The part of `bounds` (a layer's space) that lands inside `box` (window pixels): the box's
    /// corners mapped back, bounded; all of `bounds` when they cannot be mapped back.
    func visiblePart(of bounds: CGRect, within box: PixelBox) -> CGRect {
        guard let inverse = inverted else { return bounds }
        let corners = [(box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)]
        var area = CGRect.null
        for (x, y) in corners {
            let (px, py, w) = inverse.project(Double(x), Double(y))
            guard w > 0 else { return bounds }
            area = area.union(CGRect(x: CGFloat(px / w), y: CGFloat(py / w), width: 0, height: 0))
        }
        return area.intersection(bounds)
    }
}
