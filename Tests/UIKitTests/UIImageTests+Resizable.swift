import UIKit
import UIKitTesting
import XCTest

/// A 9×9 image with 3-pixel caps: each corner has a red diagonal on yellow, edges are green,
/// and the centre has a blue first column and white other columns.
private func makeNineSlice() -> CGImage {
    let (r, y, g, b, w) = (Swatch.red, Swatch.yellow, Swatch.green, Swatch.blue, Swatch.white)
    func row(_ index: Int) -> [RGBA] {
        (0..<9).map { x in
            let cornerRow = index < 3 || index > 5
            let cornerColumn = x < 3 || x > 5
            if cornerRow && cornerColumn { return x % 3 == index % 3 ? r : y }
            if cornerRow || cornerColumn { return g }
            return x == 3 ? b : w
        }
    }
    return makeImage((0..<9).map(row))
}

private let caps = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)

private func assertCornersUnscaled(
    _ drawn: CGImage, source: CGImage, pixelsPerPoint: Int, file: StaticString = #filePath, line: UInt = #line
) {
    let cap = 3 * pixelsPerPoint
    for (sourceX, drawnX) in [(0, 0), (6, drawn.width / pixelsPerPoint - 3)] {
        for (sourceY, drawnY) in [(0, 0), (6, drawn.height / pixelsPerPoint - 3)] {
            for dy in 0..<cap {
                for dx in 0..<cap {
                    let expected = source.rgba(sourceX + dx / pixelsPerPoint, sourceY + dy / pixelsPerPoint)
                    let actual = drawn.rgba(drawnX * pixelsPerPoint + dx, drawnY * pixelsPerPoint + dy)
                    XCTAssertEqual(
                        actual, expected, "corner pixel at (\(drawnX)+\(dx), \(drawnY)+\(dy))", file: file, line: line)
                }
            }
        }
    }
}

/// Nine-slice drawing: corners unscaled, edges and centre tiled or stretched.
final class UIImageResizableTests: XCTestCase {
    func testCornersStayUnscaledWhenStretchedLarger() {
        MainActor.assumeIsolated {
            let source = makeNineSlice()
            let image = UIImage(cgImage: source).resizableImage(withCapInsets: caps, resizingMode: .stretch)

            let drawn = render(size: CGSize(width: 30, height: 20)) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
            }

            assertCornersUnscaled(drawn, source: source, pixelsPerPoint: 1)
            XCTAssertEqual(drawn.rgba(15, 1), Swatch.green)
            XCTAssertEqual(drawn.rgba(1, 10), Swatch.green)
        }
    }

    func testCornersStayUnscaledWhenTiledLarger() {
        MainActor.assumeIsolated {
            let source = makeNineSlice()
            let image = UIImage(cgImage: source).resizableImage(withCapInsets: caps)

            let drawn = render(size: CGSize(width: 30, height: 20)) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
            }

            assertCornersUnscaled(drawn, source: source, pixelsPerPoint: 1)
        }
    }

    func testTiledCentreRepeatsAtItsNaturalSize() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeNineSlice()).resizableImage(withCapInsets: caps, resizingMode: .tile)

            let drawn = render(size: CGSize(width: 30, height: 20)) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
            }

            // The centre is 3 wide (blue, white, white) and starts at x = 3.
            XCTAssertEqual(
                (3..<12).map { drawn.rgba($0, 10) },
                [
                    Swatch.blue, Swatch.white, Swatch.white, Swatch.blue, Swatch.white, Swatch.white,
                    Swatch.blue, Swatch.white, Swatch.white,
                ])
        }
    }

    func testStretchedCentreScalesToFill() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeNineSlice()).resizableImage(withCapInsets: caps, resizingMode: .stretch)

            let drawn = render(size: CGSize(width: 33, height: 20)) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 33, height: 20))
            }

            // The 3-pixel centre spans 27 points: its blue column becomes 9 wide.
            XCTAssertEqual(drawn.rgba(5, 10), Swatch.blue)
            XCTAssertEqual(drawn.rgba(25, 10), Swatch.white)
        }
    }

    func testCornersStayUnscaledAtScaleTwo() {
        MainActor.assumeIsolated {
            let source = makeNineSlice()
            let doubled = makeImage(
                source.rows.flatMap { row in
                    let wide = row.flatMap { [$0, $0] }
                    return [wide, wide]
                })
            let image = UIImage(cgImage: doubled, scale: 2, orientation: .up).resizableImage(withCapInsets: caps)

            let drawn = render(size: CGSize(width: 20, height: 16), scale: 2) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 16))
            }

            XCTAssertEqual(drawn.width, 40)
            assertCornersUnscaled(drawn, source: source, pixelsPerPoint: 2)
        }
    }

    func testZeroInsetsTileTheWholeImage() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeGrid()).resizableImage(withCapInsets: .zero)

            let drawn = render(size: CGSize(width: 4, height: 4)) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            }

            XCTAssertEqual(drawn.rows[2], [Swatch.red, Swatch.green, Swatch.red, Swatch.green])
            XCTAssertEqual(drawn.rows[3], [Swatch.blue, Swatch.white, Swatch.blue, Swatch.white])
        }
    }
}
