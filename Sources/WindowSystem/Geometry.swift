/// A point in device pixels, relative to a window or to the screen as the field's name says.
public struct PixelPoint: Sendable, Hashable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size in device pixels.
public struct PixelSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in device pixels; windows use screen pixels, damage uses window pixels.
public struct PixelRect: Sendable, Hashable {
    public var origin: PixelPoint
    public var size: PixelSize

    public init(x: Int, y: Int, width: Int, height: Int) {
        origin = PixelPoint(x: x, y: y)
        size = PixelSize(width: width, height: height)
    }

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The overlap of two rectangles, or an empty rectangle at the origin when they do not meet.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Window pixels that keep their values but change place: the rectangle `source` is copied to the same
/// rectangle offset by (`dx`, `dy`), as one copy (overlap allowed). What the destination does not
/// cover of `source` keeps its old pixels. A frame hands its moves to `PlatformWindow.present` with its
/// damage, so scrolled content is moved where the window's pixels are instead of sent again.
public struct PixelMove: Sendable, Hashable {
    public var source: PixelRect
    public var dx: Int
    public var dy: Int

    public init(source: PixelRect, dx: Int, dy: Int) {
        self.source = source
        self.dx = dx
        self.dy = dy
    }

    /// Where `source` lands.
    public var destination: PixelRect {
        PixelRect(x: source.x + dx, y: source.y + dy, width: source.width, height: source.height)
    }

    /// The move limited to what it reads and writes inside `bounds` (a window's rectangle at the origin):
    /// both the source and the destination lie inside it afterwards.
    public func clipped(to bounds: PixelRect) -> PixelMove {
        let from = source.intersection(bounds)
        let to = PixelRect(x: from.x + dx, y: from.y + dy, width: from.width, height: from.height).intersection(bounds)
        let kept = PixelRect(x: to.x - dx, y: to.y - dy, width: to.width, height: to.height)
        return PixelMove(source: kept, dx: dx, dy: dy)
    }
}
