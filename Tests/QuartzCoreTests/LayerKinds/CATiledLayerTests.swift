import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CATiledLayerTests: XCTestCase {
    func testDefaultsAreApples() {
        MainActor.assumeIsolated {
            let layer = CATiledLayer()

            XCTAssertEqual(layer.tileSize, CGSize(width: 256, height: 256))
            XCTAssertEqual(layer.levelsOfDetail, 1)
            XCTAssertEqual(layer.levelsOfDetailBias, 0)
            XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        }
    }

    func testDrawRunsOncePerTileMeetingTheBoundsWithTheClipOnThatTile() {
        MainActor.assumeIsolated {
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 600, height: 300)

            layer.display()

            // 600 / 256 → 3 columns, 300 / 256 → 2 rows; edge tiles are whole tiles.
            let expected = (0..<2).flatMap { row in
                (0..<3).map { CGRect(x: $0 * 256, y: row * 256, width: 256, height: 256) }
            }
            XCTAssertEqual(layer.clipBoxes, expected)
        }
    }

    func testTileSizeIsInPixelsOfTheBackingStore() {
        MainActor.assumeIsolated {
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            layer.contentsScale = 2
            layer.tileSize = CGSize(width: 200, height: 200)

            layer.display()

            XCTAssertEqual(
                layer.clipBoxes,
                [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100)])
            XCTAssertEqual(layer.backingStore?.width, 400)
            XCTAssertEqual(layer.scales, [2, 2])
        }
    }

    func testTilesAreCopiedIntoTheBackingStore() {
        MainActor.assumeIsolated {
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            layer.tileSize = CGSize(width: 50, height: 50)

            layer.display()

            // Each tile fills its clip box: the left tile red, the right one blue.
            XCTAssertEqual(storePixel(of: layer, x: 10, y: 10), RGBA(255, 0, 0))
            XCTAssertEqual(storePixel(of: layer, x: 49, y: 49), RGBA(255, 0, 0))
            XCTAssertEqual(storePixel(of: layer, x: 50, y: 0), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 90, y: 40), RGBA(0, 0, 255))
        }
    }

    func testTilesFollowTheBoundsOrigin() {
        MainActor.assumeIsolated {
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 300, y: 0, width: 100, height: 100)

            layer.display()

            XCTAssertEqual(layer.clipBoxes, [CGRect(x: 256, y: 0, width: 256, height: 256)])
        }
    }

    func testSetNeedsDisplayInRectRedrawsOnlyTheTilesItMeets() {
        MainActor.assumeIsolated {
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.tileSize = CGSize(width: 50, height: 50)
            layer.displayIfNeeded()
            layer.clipBoxes = []

            layer.setNeedsDisplay(CGRect(x: 60, y: 10, width: 10, height: 10))
            layer.displayIfNeeded()

            XCTAssertEqual(layer.clipBoxes, [CGRect(x: 50, y: 0, width: 50, height: 50)])
            XCTAssertEqual(storePixel(of: layer, x: 10, y: 70), RGBA(255, 0, 0), "untouched tiles keep their pixels")
        }
    }

    func testDisplayAfterAPartialOneRedrawsEverything() {
        MainActor.assumeIsolated {
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.tileSize = CGSize(width: 50, height: 50)
            layer.displayIfNeeded()
            layer.setNeedsDisplay(CGRect(x: 60, y: 10, width: 10, height: 10))
            layer.displayIfNeeded()
            layer.clipBoxes = []

            layer.display()

            XCTAssertEqual(layer.clipBoxes.count, 4)
        }
    }

    func testTheDelegateDrawsEachTile() {
        MainActor.assumeIsolated {
            final class Delegate: CALayerDelegate {
                var clipBoxes: [CGRect] = []
                func draw(_ layer: CALayer, in ctx: CGContext) { clipBoxes.append(ctx.boundingBoxOfClipPath) }
            }
            let delegate = Delegate()
            let layer = CATiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            layer.tileSize = CGSize(width: 50, height: 50)
            layer.delegate = delegate

            layer.display()

            XCTAssertEqual(
                delegate.clipBoxes,
                [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 50, height: 50)])
        }
    }
}

/// Records each tile's clip box and scale, and fills the tile: red when its column is even, blue
/// when odd.
private final class RecordingTiledLayer: CATiledLayer {
    var clipBoxes: [CGRect] = []
    var scales: [CGFloat] = []

    override func draw(in ctx: CGContext) {
        let box = ctx.boundingBoxOfClipPath
        clipBoxes.append(box)
        scales.append(ctx.ctm.a)
        let column = Int((box.minX / box.width).rounded())
        ctx.setFillColor(column.isMultiple(of: 2) ? red : blue)
        ctx.fill(box)
    }
}
