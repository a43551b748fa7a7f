import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Ordering and transforms: `zPosition`, `sublayerTransform`, perspective, `isDoubleSided`.
final class CompositorTransformTests: XCTestCase {
    func testHigherZPositionPaintsOnTopWhateverTheArrayOrder() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let top = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), red)
                top.zPosition = 1
                root.addSublayer(top)
                root.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 40, height: 40), blue))
            }

            XCTAssertColor(host.color(40, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(60, 60), RGBA(0, 0, 255))
        }
    }

    func testSublayerTransformAppliesToSublayersAboutTheAnchorPoint() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let parent = CALayer()
                parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
                parent.addSublayer(solidLayer(CGRect(x: 40, y: 40, width: 10, height: 10), red))
                root.addSublayer(parent)
            }

            // Scaled about the centre (50, 50): the 40…50 square covers 30…50.
            XCTAssertColor(host.color(32, 32), RGBA(255, 0, 0))
            XCTAssertColor(host.color(52, 52), RGBA(255, 255, 255))
        }
    }

    func testPerspectiveMakesTheNearEdgeTallerThanTheFarEdge() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost(size: CGSize(width: 300, height: 200)) { root in
                let layer = solidLayer(CGRect(x: 50, y: 50, width: 200, height: 100), blue)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                // Rotating by +40° about y brings the left edge towards the viewer.
                layer.transform = CATransform3DRotate(perspective, 40 * .pi / 180, 0, 1, 0)
                root.addSublayer(layer)
            }

            let columns = (0..<300).filter { host.inkedRows(column: $0, height: 200) != nil }
            let (left, right) = (columns.first! + 2, columns.last! - 2)
            let leftRows = host.inkedRows(column: left, height: 200)!
            let rightRows = host.inkedRows(column: right, height: 200)!
            let near = leftRows.1 - leftRows.0
            let far = rightRows.1 - rightRows.0
            XCTAssertGreaterThan(Double(near), Double(far) * 1.2, "near \(near) far \(far)")
            // Foreshortened: narrower than the 200 points it is wide.
            XCTAssertLessThan(columns.count, 190)
            XCTAssertGreaterThan(host.statistics.lastFrame.offscreenPasses, 0)
            host.assertMatchesReference(named: "perspective-rotation")
        }
    }

    /// Two layers under one `sublayerTransform` perspective, turned the same way: the lines of
    /// their top and bottom edges all meet at one vanishing point, on the horizon through the
    /// parent's anchor point, 500·cot θ to its side.
    func testSharedSublayerTransformGivesOneVanishingPoint() {
        MainActor.assumeIsolated {
            let angle = 60 * CGFloat.pi / 180
            let host = HeadlessLayerHost(size: CGSize(width: 400, height: 300)) { root in
                let stage = CALayer()
                stage.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                stage.sublayerTransform = perspective
                for x in [60.0, 230.0] {
                    let card = solidLayer(CGRect(x: x, y: 70, width: 100, height: 160), blue)
                    card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                    stage.addSublayer(card)
                }
                root.addSublayer(stage)
            }

            @MainActor func edges(_ columns: ClosedRange<Int>) -> (top: (Double, Double), bottom: (Double, Double)) {
                // Least-squares lines y = a x + b through the first and last inked rows.
                var points: [(Double, Double, Double)] = []
                for x in columns {
                    guard let rows = host.inkedRows(column: x, height: 300) else { continue }
                    points.append((Double(x) + 0.5, Double(rows.0), Double(rows.1) + 1))
                }
                func fit(_ values: [(Double, Double)]) -> (Double, Double) {
                    let n = Double(values.count)
                    let sx = values.reduce(0) { $0 + $1.0 }
                    let sy = values.reduce(0) { $0 + $1.1 }
                    let sxx = values.reduce(0) { $0 + $1.0 * $1.0 }
                    let sxy = values.reduce(0) { $0 + $1.0 * $1.1 }
                    let a = (n * sxy - sx * sy) / (n * sxx - sx * sx)
                    return (a, (sy - a * sx) / n)
                }
                return (fit(points.map { ($0.0, $0.1) }), fit(points.map { ($0.0, $0.2) }))
            }
            func meet(_ l: (Double, Double), _ m: (Double, Double)) -> (Double, Double) {
                let x = (m.1 - l.1) / (l.0 - m.0)
                return (x, l.0 * x + l.1)
            }
            let inked = (0..<400).filter { host.inkedRows(column: $0, height: 300) != nil }
            let gap = zip(inked, inked.dropFirst()).first { $1 - $0 > 1 }!
            let first = edges((inked.first! + 3)...(gap.0 - 3))
            let second = edges((gap.1 + 3)...(inked.last! - 3))
            let vanishing = (200 + 500 / tan(Double(angle)), 150.0)
            for point in [meet(first.top, first.bottom), meet(second.top, second.bottom), meet(first.top, second.top)] {
                XCTAssertEqual(point.0, vanishing.0, accuracy: 12, "\(point)")
                XCTAssertEqual(point.1, vanishing.1, accuracy: 6, "\(point)")
            }
        }
    }

    func testPerspectiveEdgesBlendWithoutAColourCast() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), CGColor(gray: 0.2, alpha: 1))
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                layer.transform = CATransform3DRotate(perspective, 0.7, 1, 1, 0)
                root.addSublayer(layer)
            }

            // Grey over white stays grey everywhere, the antialiased edges included.
            for y in 0..<100 {
                for x in 0..<100 {
                    let p = host.color(x, y)
                    XCTAssertTrue(
                        abs(Int(p.red) - Int(p.green)) <= 2 && abs(Int(p.blue) - Int(p.green)) <= 2,
                        "(\(x), \(y)): \(p)")
                }
            }
        }
    }

    func testNinePartImageOnATurnedLayerHasNoSeams() {
        MainActor.assumeIsolated {
            let image = makeImage(width: 30, height: 30) {
                $0.setFillColor(red); $0.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
                layer.contents = image
                layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
                layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
                root.addSublayer(layer)
            }

            // Across the piece boundaries (inside the turned square) everything stays solid red.
            for x in 35...65 {
                XCTAssertColor(host.color(x, 50), RGBA(255, 0, 0))
            }
            for y in 35...65 {
                XCTAssertColor(host.color(50, y), RGBA(255, 0, 0))
            }
        }
    }

    func testALayerFacingAwayIsHiddenUnlessDoubleSided() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let back = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), red)
                back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                back.isDoubleSided = false
                root.addSublayer(back)
                let shown = solidLayer(CGRect(x: 60, y: 10, width: 30, height: 30), red)
                shown.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                root.addSublayer(shown)
            }

            XCTAssertColor(host.color(25, 25), RGBA(255, 255, 255))
            XCTAssertColor(host.color(75, 25), RGBA(255, 0, 0))
        }
    }

    func testAffineRotationIsAntialiasedAndPlacedAboutTheAnchor() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 25, y: 45, width: 50, height: 10), black)
                layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(50, 50), RGBA(0, 0, 0))
            XCTAssertColor(host.color(60, 60), RGBA(0, 0, 0))
            XCTAssertColor(host.color(60, 40), RGBA(255, 255, 255))
            host.assertMatchesReference(named: "affine-rotation")
        }
    }
}
