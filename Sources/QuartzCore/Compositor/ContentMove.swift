@_spi(Compositing) import CoreGraphics
import WindowSystem

/// Scrolled content moved as pixels: a layer's box of the window whose pixels are shifted by whole
/// pixels, as its bounds origin moved, instead of being repainted.
///
/// The bounds pass finds one (`BoundsPass.beginMove`) for a layer that masks to its bounds, covers its
/// whole box with an opaque colour, maps to the window by a translation at the window's scale, keeps
/// its box, and whose bounds origin alone changed, by whole pixels; the frame applies it to the
/// window's pixels before painting, and hands it to the platform window with the damage. Extents are
/// window pixels; `carry` tells where pixels of the box before the move are after it.
struct ContentMove {
    /// The layer's box (its bounds in the window, clipped by its ancestors), the same before and after.
    let box: PixelBox
    let dx: Int32
    let dy: Int32
    /// The pixels of `box` that stay inside it once moved.
    let source: PixelBox
    /// The layer's place in painting order last frame, and the last place inside its subtree.
    let previousOrder: Int
    let previousLast: Int
    /// The same this frame; `last` is `Int.max` while the subtree is being visited.
    let order: Int
    var last = Int.max

    init(box: PixelBox, dx: Int32, dy: Int32, previous: (order: Int, last: Int), order: Int) {
        self.box = box
        self.dx = dx
        self.dy = dy
        source = box.intersection(box.offsetBy(dx: -dx, dy: -dy))
        previousOrder = previous.order
        previousLast = previous.last
        self.order = order
    }

    /// Where `source` lands.
    var destination: PixelBox { source.offsetBy(dx: dx, dy: dy) }

    /// The parts of the box the move leaves holding stale pixels: a strip along one or two edges.
    var exposed: [PixelBox] {
        let moved = destination
        var strips: [PixelBox] = []
        if moved.y0 > box.y0 { strips.append(PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: moved.y0)) }
        if moved.y1 < box.y1 { strips.append(PixelBox(x0: box.x0, y0: moved.y1, x1: box.x1, y1: box.y1)) }
        if moved.x0 > box.x0 { strips.append(PixelBox(x0: box.x0, y0: moved.y0, x1: moved.x0, y1: moved.y1)) }
        if moved.x1 < box.x1 { strips.append(PixelBox(x0: moved.x1, y0: moved.y0, x1: box.x1, y1: moved.y1)) }
        return strips
    }

    /// Where the pixels of `extent` that the move keeps are after it.
    func carry(_ extent: PixelBox) -> PixelBox {
        extent.intersection(source).offsetBy(dx: dx, dy: dy)
    }

    /// Whether a layer at `position` in this frame's painting order is in the subtree beneath the
    /// layer (not the layer itself); `previous` asks the same of last frame's order.
    func holds(_ position: Int, previous: Bool = false) -> Bool {
        previous ? position > previousOrder && position <= previousLast : position > order && position <= last
    }

    /// Whether a layer at `position` in last frame's painting order was painted after the subtree,
    /// over the box.
    func wasPaintedOver(by position: Int) -> Bool {
        position > previousLast
    }

    /// The move as the platform window applies it.
    var pixelMove: PixelMove {
        PixelMove(source: source.pixelRect, dx: Int(dx), dy: Int(dy))
    }
}
