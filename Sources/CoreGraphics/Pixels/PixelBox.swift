import Foundation

/// An integer rectangle of pixels as edges (`x0 ..< x1`, `y0 ..< y1`): what the compositor damages,
/// clips to and culls with, and what `PixelSurface` operations take. Empty when either extent is not
/// positive.
///
/// System programming interface rather than `package`: the compositor's bounds pass does this
/// arithmetic for every layer of every frame, and only public declarations can be inlined into
/// another module (the bodies of `package` ones are not serialized without library evolution). Only
/// files that say `@_spi(Compositing) import CoreGraphics` see it.
@_spi(Compositing)
public struct PixelBox: Equatable {
    public var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    /// Computed rather than stored: a stored static read from another module goes through a
    /// lazy-initialisation check on every use.
    @inlinable public static var empty: PixelBox { PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }

    @inlinable
    public init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: Int32(x), y0: Int32(y), x1: Int32(x + width), y1: Int32(y + height))
    }

    /// The smallest box holding `rect`; coordinates are clamped so far-off geometry stays representable.
    @inlinable
    public init(covering rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
            rect.maxY.isFinite
        else {
            self = .empty
            return
        }
        let limit = 1 << 24
        func clamp(_ v: Double) -> Int32 { Int32(max(Double(-limit), min(Double(limit), v))) }
        self.init(
            x0: clamp(floor(Double(rect.minX) + 1e-6)), y0: clamp(floor(Double(rect.minY) + 1e-6)),
            x1: clamp(ceil(Double(rect.maxX) - 1e-6)), y1: clamp(ceil(Double(rect.maxY) - 1e-6)))
    }

    @inlinable public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    @inlinable public var width: Int { Int(x1 - x0) }
    @inlinable public var height: Int { Int(y1 - y0) }
    @inlinable public var area: Int { isEmpty ? 0 : width * height }
    @inlinable public var rect: CGRect { CGRect(x: Int(x0), y: Int(y0), width: width, height: height) }

    @inlinable
    public func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    @inlinable
    public func intersects(_ other: PixelBox) -> Bool {
        max(x0, other.x0) < min(x1, other.x1) && max(y0, other.y0) < min(y1, other.y1)
    }

    /// The smallest box holding both; an empty box adds nothing.
    @inlinable
    public func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    @inlinable
    public func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1)
    }

    @inlinable
    public func insetBy(_ d: Int32) -> PixelBox {
        let box = PixelBox(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d)
        return box.isEmpty ? .empty : box
    }

    @inlinable
    public func offsetBy(dx: Int32, dy: Int32) -> PixelBox {
        isEmpty ? self : PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}
