import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// In a window, a tiled layer draws only the tiles on screen, and tiles scrolled into view in the
/// frame that shows them.
final class CATiledLayerOnDemandTests: XCTestCase {
    private final class CountingTiledLayer: CATiledLayer {
        var drawnTiles: [CGRect] = []

        override func draw(in ctx: CGContext) {
            let tile = ctx.boundingBoxOfClipPath
            drawnTiles.append(tile)
            let column = Int(tile.minX / 100)
            ctx.setFillColor(column.isMultiple(of: 2) ? red : blue)
            ctx.fill(tile)
        }
    }

    func testOnlyVisibleTilesAreDrawnAndScrolledInTilesAppearInTheSameFrame() {
        MainActor.assumeIsolated {
            let tiled = CountingTiledLayer()
            let viewport = CALayer()
            let host = HeadlessLayerHost(size: CGSize(width: 200, height: 200)) { root in
                viewport.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                viewport.masksToBounds = true
                tiled.tileSize = CGSize(width: 100, height: 100)
                tiled.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
                tiled.setNeedsDisplay()
                viewport.addSublayer(tiled)
                root.addSublayer(viewport)
            }
            XCTAssertEqual(tiled.drawnTiles, [CGRect(x: 0, y: 0, width: 100, height: 100)])
            XCTAssertColor(host.color(50, 50), RGBA(255, 0, 0))

            CATransaction.setDisableActions(true)  // one frame, no implicit animation
            viewport.bounds.origin = CGPoint(x: 150, y: 0)
            host.runUntilIdle()

            XCTAssertEqual(Set(tiled.drawnTiles.map(\.minX)), [0, 100, 200])
            XCTAssertEqual(tiled.drawnTiles.count, 3)
            XCTAssertColor(host.color(20, 50), RGBA(0, 0, 255))  // tile 100…200 shows at 0…50
            XCTAssertColor(host.color(80, 50), RGBA(255, 0, 0))  // tile 200…300 shows at 50…100
        }
    }
}
