import QuartzCore
import QuartzCoreTestSupport
import XCTest

extension CAEmitterLayerTests {
    func testARedImageCellShowsRedPixelsAlongItsPathAndNowhereElse() {
        MainActor.assumeIsolated {
            let cell = emitterCell("red", birthRate: 5, velocity: 60)
            cell.contents = solidImage(red)
            let (host, emitter, _) = emitterWindow([cell])
            host.advance(by: 1.05)

            let particles = emitter.particleSnapshots
            XCTAssertEqual(particles.count, 5)
            for particle in particles {
                let x = Int(particle.position.x.rounded(.down))
                XCTAssertEqual(host.color(x, 50), RGBA(255, 0, 0), "a particle at x = \(x)")
            }
            let reddish = host.pixelCount(within: CGRect(x: 0, y: 0, width: 100, height: 100)) {
                $0 != RGBA(255, 255, 255)
            }
            XCTAssertEqual(reddish, 5 * 16, "five 4×4 particles, nothing else")
            XCTAssertEqual(host.color(50, 20), RGBA(255, 255, 255))
            XCTAssertEqual(host.color(50, 80), RGBA(255, 255, 255))
        }
    }

    func testACellWithoutContentsDrawsNothing() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("plain", birthRate: 20, velocity: 30)])
            host.advance(by: 1)

            XCTAssertEqual(emitter.particleSnapshots.count, 20)
            let inked = host.pixelCount(within: CGRect(x: 0, y: 0, width: 100, height: 100)) {
                $0 != RGBA(255, 255, 255)
            }
            XCTAssertEqual(inked, 0)
        }
    }

    func testTheColourMultipliesTheImageAndAlphaFadesIt() {
        MainActor.assumeIsolated {
            let cell = emitterCell("tinted", birthRate: 1)
            cell.contents = solidImage(CGColor(red: 1, green: 1, blue: 1, alpha: 1), size: 8)
            cell.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            cell.alphaSpeed = -1
            let (host, _, start) = emitterWindow([cell])
            host.advance(by: 1.0 + 1 / 120)
            let age = CACurrentMediaTime() - start - 1

            let pixel = host.color(10, 50)

            XCTAssertEqual(pixel.blue, 255)
            XCTAssertEqual(Double(pixel.red), 255 * age, accuracy: 3, "blue at alpha 1 − age over white")
        }
    }

    func testAdditiveRenderModeAddsOverlappingParticles() {
        MainActor.assumeIsolated {
            let cell = emitterCell("dim", birthRate: 2)
            cell.contents = solidImage(CGColor(red: 0.25, green: 0, blue: 0, alpha: 1), size: 8)
            let (host, emitter, _) = emitterWindow([cell]) {
                $0.renderMode = .additive
                $0.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                $0.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            }
            host.advance(by: 1.05)

            XCTAssertEqual(emitter.particleSnapshots.count, 2)
            XCTAssertEqual(host.color(10, 50).red, 128, "two quarters of red added on black")
        }
    }

    func testParticlesOutsideTheBoundsAreDrawnUnlessTheLayerMasksToThem() {
        MainActor.assumeIsolated {
            let cell = emitterCell("red", birthRate: 1, velocity: 40)
            cell.contents = solidImage(red)
            let (host, emitter, _) = emitterWindow([cell]) {
                $0.bounds = CGRect(x: 0, y: 0, width: 20, height: 100)
            }
            host.advance(by: 2.05)
            let x = Int(emitter.particleSnapshots[0].position.x.rounded(.down))
            XCTAssertGreaterThan(x, 20)
            XCTAssertEqual(host.color(x, 50), RGBA(255, 0, 0))

            emitter.masksToBounds = true
            host.advanceFrames(1)

            let now = Int(emitter.particleSnapshots[0].position.x.rounded(.down))
            XCTAssertEqual(host.color(now, 50), RGBA(255, 255, 255))
        }
    }
}
