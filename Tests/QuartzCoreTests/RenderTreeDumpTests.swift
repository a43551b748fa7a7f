import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// `LayerHost.renderTreeDump()`: the tree the last frame painted, one line per layer.
final class RenderTreeDumpTests: XCTestCase {
    func testAShadowedMaskedRotatedTreeIsOneLinePerLayerWithItsWindowBoxAndEffects() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let card = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 30), blue)
                card.name = "card"
                card.cornerRadius = 6
                card.shadowOpacity = 0.5
                card.shadowRadius = 3
                card.shadowOffset = CGSize(width: 0, height: 4)
                card.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
                let mask = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 30), black)
                mask.addSublayer(solidLayer(CGRect(x: 20, y: 10, width: 20, height: 10), black))
                card.mask = mask
                let inset = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 20), red)
                inset.opacity = 0.5
                inset.masksToBounds = true
                inset.borderWidth = 2
                inset.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
                card.addSublayer(inset)
                root.addSublayer(card)
            }

            // The card turns a quarter about its centre (40, 35): its 40×30 bounds stand 30 wide
            // and 40 tall; the mask's left half of the bounds becomes the top of that box.
            XCTAssertEqual(
                host.renderTree,
                """
                CALayer (0, 0, 100, 100) background=#ffffff
                  CALayer "card" (25, 15, 30, 40) transform=[0 1 -1 0 0 0] cornerRadius=6 background=#0000ff \
                shadow=(#000000 opacity=0.5 radius=3 offset=(0, 4))
                    mask: CALayer (25, 15, 30, 20) background=#000000
                      CALayer (35, 35, 10, 20) background=#000000
                    CALayer (30, 20, 20, 30) opacity=0.5 clips background=#ff0000 border=2 #00ff0080
                """)
        }
    }

    func testHiddenTransparentAndTurnedAwayLayersAreLeftOutAndZPositionOrders() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost(size: CGSize(width: 50, height: 50)) { root in
                let hidden = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
                hidden.isHidden = true
                hidden.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), red))
                root.addSublayer(hidden)
                let transparent = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
                transparent.opacity = 0
                root.addSublayer(transparent)
                let away = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
                away.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                away.isDoubleSided = false
                root.addSublayer(away)
                let front = solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), blue)
                front.name = "front"
                front.zPosition = 1
                root.addSublayer(front)
                let back = solidLayer(CGRect(x: 20, y: 20, width: 10, height: 10), green)
                back.name = "back"
                root.addSublayer(back)
            }

            XCTAssertEqual(
                host.renderTree,
                """
                CALayer (0, 0, 50, 50) background=#ffffff
                  CALayer "back" (20, 20, 10, 10) background=#00ff00
                  CALayer "front" (10, 10, 10, 10) background=#0000ff
                """)
        }
    }

    func testContentsFiltersRasterizationAndPerspectiveAreNamed() {
        MainActor.assumeIsolated {
            final class Drawn: CALayer {
                override func draw(in ctx: CGContext) {}
            }
            let image = makeImage(width: 8, height: 4) { _ in }
            let host = HeadlessLayerHost(scale: 2) { root in
                let picture = CALayer()
                picture.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                picture.contents = image
                picture.contentsGravity = .center
                picture.magnificationFilter = .nearest
                picture.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                root.addSublayer(picture)
                let drawn = Drawn()
                drawn.frame = CGRect(x: 20, y: 0, width: 20, height: 10)
                drawn.contentsScale = 2
                drawn.shouldRasterize = true
                drawn.setNeedsDisplay()
                root.addSublayer(drawn)
                let tilted = solidLayer(CGRect(x: 50, y: 50, width: 20, height: 20), blue)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 100
                tilted.transform = perspective
                root.addSublayer(tilted)
            }

            // Boxes are in window pixels: twice the points at scale 2.
            XCTAssertEqual(
                host.renderTree,
                """
                CALayer (0, 0, 200, 200) background=#ffffff
                  CALayer (0, 0, 40, 40) contents=image(8x4) gravity=center contentsCenter=(0.25, 0.25, 0.5, 0.5) \
                magnification=nearest
                  Drawn (40, 0, 40, 20) contents=drawn(40x20) rasterized
                  CALayer (100, 100, 40, 40) transform=[1 0 0 0; 0 1 0 0; 0 0 1 -0.01; 0 0 0 1] background=#0000ff
                """)
        }
    }

    func testPlacementAndOpacityAreTheLastFramesAnimatedValues() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
            let host = HeadlessLayerHost(size: CGSize(width: 50, height: 50)) { $0.addSublayer(layer) }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 1
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 10
            move.toValue = 30
            move.duration = 1
            layer.add(fade, forKey: "fade")
            layer.add(move, forKey: "move")
            host.runUntilIdle()

            host.advance(by: 0.5)

            XCTAssertEqual(
                host.renderTree,
                """
                CALayer (0, 0, 50, 50) background=#ffffff
                  CALayer (10, 0, 20, 20) opacity=0.75 background=#ff0000
                """)
            XCTAssertEqual(layer.opacity, 1, "the model keeps its value")
        }
    }
}
