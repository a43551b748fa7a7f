@_spi(Compositing) import CoreGraphics
import XCTest

/// `PixelSurface.move`: pixels copied within a surface, overlapping or not, in every direction.
final class PixelSurfaceMoveTests: XCTestCase {
    func testAMoveCopiesTheBoxInEveryDirectionThoughSourceAndDestinationOverlap() {
        let shifts: [(Int32, Int32)] = [(0, 3), (0, -2), (4, 0), (-4, 0), (2, 4), (-3, -1), (1, -2), (-5, 3)]
        let surfaceBox = PixelBox(x: 0, y: 0, width: 20, height: 12)
        for format in [PixelSurface.Format.argb32, .a8] {
            // The whole width (one copy of whole rows) and part of it (row by row).
            for box in [PixelBox(x: 0, y: 2, width: 20, height: 6), PixelBox(x: 5, y: 3, width: 9, height: 5)] {
                for (dx, dy) in shifts where surfaceBox.contains(box.offsetBy(dx: dx, dy: dy)) {
                    let surface = numberedSurface(format: format)
                    let before = pixels(of: surface)

                    surface.move(box, dx: dx, dy: dy)

                    let moved = box.offsetBy(dx: dx, dy: dy)
                    let after = pixels(of: surface)
                    for y in 0..<12 {
                        for x in 0..<20 {
                            let inside = moved.contains(PixelBox(x: x, y: y, width: 1, height: 1))
                            let expected = inside ? before[y - Int(dy)][x - Int(dx)] : before[y][x]
                            guard after[y][x] == expected else {
                                return XCTFail("\(format) box \(box) by (\(dx), \(dy)): pixel (\(x), \(y)) is wrong")
                            }
                        }
                    }
                }
            }
        }
    }

    /// A 20×12 surface whose every pixel holds a different value.
    private func numberedSurface(format: PixelSurface.Format) -> PixelSurface {
        let surface = PixelSurface(width: 20, height: 12, format: format)
        for y in 0..<12 {
            for x in 0..<20 {
                let value = UInt8(y * 20 + x)
                if format == .a8 {
                    surface.pixels.storeBytes(of: value, toByteOffset: y * surface.stride + x, as: UInt8.self)
                } else {
                    let word = 0xFF00_0000 | UInt32(value) << 8 | UInt32(y)
                    surface.pixels.storeBytes(of: word, toByteOffset: y * surface.stride + 4 * x, as: UInt32.self)
                }
            }
        }
        surface.markDirty()
        return surface
    }

    /// The surface's pixels by row, as 32-bit words (bytes for a8).
    private func pixels(of surface: PixelSurface) -> [[UInt32]] {
        (0..<surface.height).map { y in
            (0..<surface.width).map { x in
                surface.format == .a8
                    ? UInt32(surface.pixels.load(fromByteOffset: y * surface.stride + x, as: UInt8.self))
                    : surface.pixels.load(fromByteOffset: y * surface.stride + 4 * x, as: UInt32.self)
            }
        }
    }
}
