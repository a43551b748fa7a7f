import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Each appearance property of a layer as the compositor paints it.
final class CompositorAppearanceTests: XCTestCase {
    func testTranslucentBackgroundBlendsOverWhatIsBelow() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                root.addSublayer(
                    solidLayer(
                        CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
            }

            XCTAssertColor(host.color(20, 20), RGBA(127, 127, 255), tolerance: 2)
            XCTAssertColor(host.color(60, 60), RGBA(255, 255, 255))
        }
    }

    func testBorderIsDrawnInsideTheBoundsAndFollowsTheCorners() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), blue)
                layer.borderWidth = 5
                layer.borderColor = red
                layer.cornerRadius = 20
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(40, 12), RGBA(255, 0, 0))
            XCTAssertColor(host.color(40, 16), RGBA(0, 0, 255))
            XCTAssertColor(host.color(9, 40), RGBA(255, 255, 255))
            // The corner is cut: outside the rounded border stays white.
            XCTAssertColor(host.color(11, 11), RGBA(255, 255, 255))
            host.assertMatchesReference(named: "rounded-border")
        }
    }

    func testMaskedCornersRoundOnlyTheNamedCorners() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), blue)
                layer.cornerRadius = 20
                layer.maskedCorners = [.layerMinXMinYCorner]
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(11, 11), RGBA(255, 255, 255))
            XCTAssertColor(host.color(68, 11), RGBA(0, 0, 255))
            XCTAssertColor(host.color(11, 68), RGBA(0, 0, 255))
            XCTAssertColor(host.color(68, 68), RGBA(0, 0, 255))
        }
    }

    func testRoundedMasksToBoundsClipsSublayersThroughOneOffscreenPass() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let clip = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), red)
                clip.cornerRadius = 20
                clip.masksToBounds = true
                clip.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 100, height: 100), blue))
                root.addSublayer(clip)
            }

            XCTAssertColor(host.color(40, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(11, 11), RGBA(255, 255, 255))
            XCTAssertColor(host.color(75, 75), RGBA(255, 255, 255))
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 1)
            host.assertMatchesReference(named: "rounded-clip-of-sublayers")
        }
    }

    func testRoundedMasksToBoundsClipsContentsAloneWithoutAnOffscreenPass() {
        MainActor.assumeIsolated {
            let image = makeImage(width: 60, height: 60) {
                $0.setFillColor(blue)
                $0.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
                layer.contents = image
                layer.cornerRadius = 20
                layer.masksToBounds = true
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(40, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(11, 11), RGBA(255, 255, 255))
            XCTAssertColor(host.color(68, 68), RGBA(255, 255, 255))
            XCTAssertColor(host.color(40, 11), RGBA(0, 0, 255))
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
        }
    }

    func testSquareMasksToBoundsClipsWithoutAnOffscreenPass() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let clip = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), red)
                clip.masksToBounds = true
                clip.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 100, height: 100), blue))
                root.addSublayer(clip)
            }

            XCTAssertColor(host.color(60, 60), RGBA(0, 0, 255))
            XCTAssertColor(host.color(75, 75), RGBA(255, 255, 255))
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
        }
    }

    func testOpacityWithoutGroupFadesEachSublayerOnItsOwn() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let parent = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), black)
                parent.opacity = 0.5
                parent.allowsGroupOpacity = false
                parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), black))
                root.addSublayer(parent)
            }

            // Two half-transparent blacks over white: a quarter of white shows through.
            XCTAssertColor(host.color(10, 10), RGBA(64, 64, 64), tolerance: 3)
            XCTAssertColor(host.color(40, 40), RGBA(128, 128, 128), tolerance: 3)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
        }
    }

    func testGroupOpacityFadesTheSubtreeOnce() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let parent = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), black)
                parent.opacity = 0.5
                parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), black))
                root.addSublayer(parent)
            }

            XCTAssertColor(host.color(10, 10), RGBA(128, 128, 128), tolerance: 3)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 1)
        }
    }

    func testOpacityOfALayerWithOnePartNeedsNoOffscreenPass() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), black)
                layer.opacity = 0.5
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(10, 10), RGBA(128, 128, 128), tolerance: 3)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
        }
    }

    func testMaskAlphaMultipliesTheLayerAndSublayersInItsBoundsSpace() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), blue)
                layer.addSublayer(solidLayer(CGRect(x: 30, y: 0, width: 30, height: 60), red))
                // The mask covers the top half fully and the bottom-left quarter at half alpha.
                let mask = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 30), black)
                mask.addSublayer(solidLayer(CGRect(x: 0, y: 30, width: 30, height: 30), CGColor(gray: 0, alpha: 0.5)))
                layer.mask = mask
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(30, 30), RGBA(0, 0, 255))
            XCTAssertColor(host.color(70, 30), RGBA(255, 0, 0))
            XCTAssertColor(host.color(30, 70), RGBA(127, 127, 255), tolerance: 3)
            XCTAssertColor(host.color(70, 70), RGBA(255, 255, 255))
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 1)
            host.assertMatchesReference(named: "mask-alpha")
        }
    }

    func testShadowPathDrawsASoftShadowUpwardByDefaultWithoutAnOffscreenPass() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost(size: CGSize(width: 120, height: 120)) { root in
                let layer = solidLayer(CGRect(x: 30, y: 40, width: 60, height: 40), blue)
                layer.shadowOpacity = 1
                layer.shadowRadius = 4
                layer.shadowOffset = CGSize(width: 0, height: -10)
                layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
                root.addSublayer(layer)
            }

            // (0, -10) moves the shadow up: dark above the layer, nothing below it.
            XCTAssertLessThan(host.color(60, 35).red, 60)
            XCTAssertColor(host.color(60, 85), RGBA(255, 255, 255))
            // Soft: about half dark at the shadow's edge, lighter outside, darker inside.
            let edge = Int(host.color(60, 30).red)
            XCTAssertEqual(Double(edge), 128, accuracy: 25)
            XCTAssertGreaterThan(Int(host.color(60, 25).red), edge + 40)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
            host.assertMatchesReference(named: "shadow-path-soft")
        }
    }

    func testShadowWithoutPathFollowsTheRenderedAlphaThroughAnOffscreenPass() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost(size: CGSize(width: 120, height: 120)) { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
                layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), blue))
                layer.shadowOpacity = 1
                layer.shadowRadius = 0
                layer.shadowOffset = CGSize(width: 30, height: 30)
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(55, 55), RGBA(0, 0, 0))
            XCTAssertColor(host.color(30, 30), RGBA(0, 0, 255))
            // Only the sublayer's alpha casts a shadow, not the empty bounds.
            XCTAssertColor(host.color(90, 90), RGBA(255, 255, 255))
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 1)
        }
    }

    func testMasksToBoundsHidesTheShadow() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let layer = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), blue)
                layer.shadowOpacity = 1
                layer.shadowOffset = CGSize(width: 20, height: 20)
                layer.masksToBounds = true
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(70, 70), RGBA(255, 255, 255))
        }
    }
}
