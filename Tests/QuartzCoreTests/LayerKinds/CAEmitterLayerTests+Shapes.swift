import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Positions of 40 still particles born on `shape` in `mode`, centred at (50, 50).
@MainActor private func birthPlaces(
    _ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode, size: CGSize
) -> [CGPoint] {
    let (host, emitter, _) = emitterWindow([emitterCell("still", birthRate: 40)]) {
        $0.emitterPosition = CGPoint(x: 50, y: 50)
        $0.emitterShape = shape
        $0.emitterMode = mode
        $0.emitterSize = size
    }
    host.advance(by: 1.01)
    return emitter.particleSnapshots.map(\.position)
}

extension CAEmitterLayerTests {
    func testALineEmitsAlongItsWidthThroughThePosition() {
        MainActor.assumeIsolated {
            let places = birthPlaces(.line, .volume, size: CGSize(width: 40, height: 30))

            XCTAssertEqual(places.count, 40)
            XCTAssertTrue(places.allSatisfy { $0.y == 50 && abs($0.x - 50) <= 20 })
            XCTAssertGreaterThan(Set(places.map(\.x)).count, 30, "spread along the line")
        }
    }

    func testARectangleEmitsInsideItOrOnItsOutline() {
        MainActor.assumeIsolated {
            let inside = birthPlaces(.rectangle, .surface, size: CGSize(width: 40, height: 20))
            let outline = birthPlaces(.cuboid, .outline, size: CGSize(width: 40, height: 20))

            XCTAssertTrue(inside.allSatisfy { abs($0.x - 50) <= 20 && abs($0.y - 50) <= 10 })
            XCTAssertTrue(inside.contains { abs($0.x - 50) < 19 && abs($0.y - 50) < 9 }, "some strictly inside")
            for p in outline {
                let onVertical = abs(abs(p.x - 50) - 20) < 1e-9 && abs(p.y - 50) <= 10
                let onHorizontal = abs(abs(p.y - 50) - 10) < 1e-9 && abs(p.x - 50) <= 20
                XCTAssertTrue(onVertical || onHorizontal, "\(p) is on the edge")
            }
        }
    }

    func testACircleOfRadiusEmitterSizeWidth() {
        MainActor.assumeIsolated {
            let outline = birthPlaces(.circle, .outline, size: CGSize(width: 15, height: 0))
            let disc = birthPlaces(.sphere, .volume, size: CGSize(width: 15, height: 0))
            let centre = birthPlaces(.circle, .points, size: CGSize(width: 15, height: 0))

            func distance(_ p: CGPoint) -> CGFloat { hypot(p.x - 50, p.y - 50) }
            XCTAssertTrue(outline.allSatisfy { abs(distance($0) - 15) < 1e-9 })
            XCTAssertTrue(disc.allSatisfy { distance($0) <= 15 + 1e-9 })
            XCTAssertTrue(disc.contains { distance($0) < 10 })
            XCTAssertTrue(centre.allSatisfy { distance($0) < 1e-9 })
        }
    }
}
