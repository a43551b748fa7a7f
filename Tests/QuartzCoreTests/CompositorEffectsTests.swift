import QuartzCoreTestSupport
import WindowSystem
import XCTest

@testable import QuartzCore

/// A replicator as `CAReplicatorLayer` will be: copies moved 30 points right each, the third
/// keeping only red.
@MainActor private final class FakeReplicator: CALayer, SublayerReplicating {
    var replicaInstances: [ReplicaInstance] {
        [
            ReplicaInstance(transform: CATransform3DIdentity, colorMultiplier: (1, 1, 1, 1)),
            ReplicaInstance(transform: CATransform3DMakeTranslation(30, 0, 0), colorMultiplier: (1, 1, 1, 1)),
            ReplicaInstance(transform: CATransform3DMakeTranslation(60, 0, 0), colorMultiplier: (1, 0, 0, 1)),
        ]
    }
}

/// Replicas, rasterization, culling and the debug options.
final class CompositorEffectsTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { Compositor.debugOptions = [] }
        super.tearDown()
    }

    func testReplicatorPaintsTheSublayersOncePerInstanceWithItsColourMultiplier() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let replicator = FakeReplicator()
                replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                replicator.addSublayer(
                    solidLayer(CGRect(x: 5, y: 40, width: 20, height: 20), CGColor(gray: 0.8, alpha: 1)))
                root.addSublayer(replicator)
            }

            XCTAssertColor(host.color(15, 50), RGBA(204, 204, 204))
            XCTAssertColor(host.color(45, 50), RGBA(204, 204, 204))
            XCTAssertColor(host.color(75, 50), RGBA(204, 0, 0))
            XCTAssertColor(host.color(30, 50), RGBA(255, 255, 255))
        }
    }

    func testRasterizedLayerIsReusedWhenMovedAndRedrawnWhenItsSublayerChanges() {
        MainActor.assumeIsolated {
            let child = solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
            let rasterized = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), blue)
            let host = HeadlessLayerHost { root in
                rasterized.addSublayer(child)
                rasterized.shouldRasterize = true
                root.addSublayer(rasterized)
            }
            XCTAssertColor(host.color(20, 20), RGBA(255, 0, 0))
            let hits = host.statistics.rasterCacheHits
            let passes = host.statistics.offscreenPasses

            CATransaction.begin()
            CATransaction.setDisableActions(true)  // no implicit animation: one frame
            rasterized.position = CGPoint(x: 65, y: 65)
            CATransaction.commit()
            host.runUntilIdle()

            XCTAssertEqual(host.statistics.rasterCacheHits, hits + 1)
            XCTAssertEqual(host.statistics.offscreenPasses, passes)
            XCTAssertColor(host.color(60, 60), RGBA(255, 0, 0))
            XCTAssertColor(host.color(20, 20), RGBA(255, 255, 255))

            CATransaction.setDisableActions(true)
            child.backgroundColor = green
            host.runUntilIdle()

            XCTAssertEqual(host.statistics.rasterCacheHits, hits + 1)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 1)
            XCTAssertColor(host.color(60, 60), RGBA(0, 255, 0))
        }
    }

    func testRemovingASublayerClearsEveryReplicaAndRedrawsARasterizedLayer() {
        MainActor.assumeIsolated {
            let replicated = solidLayer(CGRect(x: 5, y: 10, width: 20, height: 20), black)
            let rasterizedChild = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), black)
            let host = HeadlessLayerHost { root in
                let replicator = FakeReplicator()
                replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
                replicator.addSublayer(replicated)
                root.addSublayer(replicator)
                let rasterized = CALayer()
                rasterized.frame = CGRect(x: 0, y: 60, width: 40, height: 40)
                rasterized.shouldRasterize = true
                rasterized.addSublayer(rasterizedChild)
                root.addSublayer(rasterized)
            }
            XCTAssertColor(host.color(75, 20), RGBA(0, 0, 0))
            XCTAssertColor(host.color(10, 70), RGBA(0, 0, 0))

            replicated.removeFromSuperlayer()
            rasterizedChild.removeFromSuperlayer()
            host.runUntilIdle()

            for x in [15, 45, 75] { XCTAssertColor(host.color(x, 20), RGBA(255, 255, 255)) }
            XCTAssertColor(host.color(10, 70), RGBA(255, 255, 255))
        }
    }

    func testLayersUnderAnOpaqueLayerAreCulledAndOpaqueLayersAreCopied() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red))
                root.addSublayer(
                    solidLayer(
                        CGRect(x: 40, y: 10, width: 20, height: 20), CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)))
                root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 70, height: 70), blue))
            }

            // The two small layers (and the root layer's background) are hidden by the blue one.
            XCTAssertGreaterThanOrEqual(host.statistics.lastFrame.layersCulled, 2)
            XCTAssertColor(host.color(20, 20), RGBA(0, 0, 255))
            XCTAssertColor(host.color(50, 20), RGBA(0, 0, 255))
            XCTAssertColor(host.color(80, 80), RGBA(255, 255, 255))
        }
    }

    func testACoveredLayerStillCastsItsShadowPastTheCover() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let shadowed = CALayer()
                shadowed.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
                shadowed.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), blue))
                shadowed.shadowOpacity = 1
                shadowed.shadowRadius = 0
                shadowed.shadowOffset = CGSize(width: 0, height: 40)
                root.addSublayer(shadowed)
                root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), red))
            }

            XCTAssertColor(host.color(35, 35), RGBA(255, 0, 0))
            XCTAssertColor(host.color(35, 65), RGBA(0, 0, 0))
        }
    }

    func testAShadowInsideAClippingLayerStaysInsideTheClip() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let clip = CALayer()
                clip.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
                clip.masksToBounds = true
                let shadowed = CALayer()
                shadowed.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
                shadowed.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), blue))
                shadowed.shadowOpacity = 1
                shadowed.shadowRadius = 0
                shadowed.shadowOffset = CGSize(width: 30, height: 0)
                clip.addSublayer(shadowed)
                root.addSublayer(clip)
            }

            XCTAssertColor(host.color(55, 25), RGBA(0, 0, 0))
            XCTAssertColor(host.color(65, 25), RGBA(255, 255, 255))
        }
    }

    func testHidingASublayerRedrawsARasterizedLayer() {
        MainActor.assumeIsolated {
            let child = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), black)
            let host = HeadlessLayerHost { root in
                let rasterized = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), blue)
                rasterized.shouldRasterize = true
                rasterized.addSublayer(child)
                root.addSublayer(rasterized)
            }
            XCTAssertColor(host.color(15, 15), RGBA(0, 0, 0))

            child.isHidden = true
            host.runUntilIdle()

            XCTAssertColor(host.color(15, 15), RGBA(0, 0, 255))
        }
    }

    func testBlendedDebugOptionTintsTranslucentLayersRed() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost(debugOptions: [.blended]) { root in
                root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 0, alpha: 0.2)))
                root.addSublayer(solidLayer(CGRect(x: 50, y: 10, width: 20, height: 20), blue))
            }

            let tinted = host.color(20, 20)
            XCTAssertGreaterThan(Int(tinted.red), Int(tinted.green) + 60, "\(tinted)")
            XCTAssertColor(host.color(60, 20), RGBA(0, 0, 255))
        }
    }

    func testDebugOptionsCanBeSetForOneWindowAndRepaintIt() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 0, alpha: 0.2)))
            }
            let plain = host.color(20, 20)

            host.layerHost.debugOptions = [.blended]
            host.runUntilIdle()

            let tinted = host.color(20, 20)
            XCTAssertLessThan(abs(Int(plain.red) - Int(plain.green)), 5, "\(plain)")
            XCTAssertGreaterThan(Int(tinted.red), Int(tinted.green) + 60, "\(tinted)")
        }
    }

    func testOffscreenDebugOptionTintsOffscreenLayersYellow() {
        MainActor.assumeIsolated {
            let group = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), blue)
            let host = HeadlessLayerHost { root in
                group.opacity = 0.99
                group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), blue))
                root.addSublayer(group)
            }
            XCTAssertColor(host.color(30, 30), RGBA(3, 3, 255))

            // Set in code after launch; the next frame shows it.
            Compositor.debugOptions = [.offscreen]
            group.opacity = 0.98
            host.runUntilIdle()

            let tinted = host.color(30, 30)
            XCTAssertGreaterThan(Int(tinted.red), 80, "\(tinted)")
            XCTAssertGreaterThan(Int(tinted.green), 80, "\(tinted)")
            XCTAssertColor(host.color(70, 70), RGBA(255, 255, 255))
        }
    }

    func testFlashShowsTheDamagedRegionForOneFrame() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), blue)
            let host = HeadlessLayerHost(debugOptions: [.flash]) { root in
                root.addSublayer(layer)
                root.addSublayer(solidLayer(CGRect(x: 60, y: 60, width: 20, height: 20), blue))
            }
            host.advanceFrames(1)
            XCTAssertColor(host.color(70, 70), RGBA(0, 0, 255))

            CATransaction.setDisableActions(true)  // one frame, no implicit animation
            layer.backgroundColor = green
            host.runUntilIdle()

            let flashed = host.color(20, 20)
            XCTAssertGreaterThan(Int(flashed.red), 100, "\(flashed)")
            XCTAssertColor(host.color(70, 70), RGBA(0, 0, 255))
            XCTAssertColor(host.color(50, 50), RGBA(255, 255, 255))

            host.advanceFrames(1)

            XCTAssertColor(host.color(20, 20), RGBA(0, 255, 0))
            XCTAssertEqual(host.statistics.lastFrame.damage, [PixelRect(x: 10, y: 10, width: 20, height: 20)])
        }
    }

    func testDebugOptionsParseTheEnvironmentList() {
        let options = CompositorDebugOptions(parsing: "Flash, blended,unknown")

        XCTAssertEqual(options, [.flash, .blended])
    }
}
