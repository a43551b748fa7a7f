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
