import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CAEmitterLayerTests: XCTestCase {
    func testTheDefaultsAreApples() {
        MainActor.assumeIsolated {
            let cell = CAEmitterCell.emitterCell()
            let layer = CAEmitterLayer()

            XCTAssertEqual(cell.birthRate, 0)
            XCTAssertEqual(cell.scale, 1)
            XCTAssertTrue(cell.isEnabled)
            XCTAssertEqual(cell.color, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            XCTAssertEqual(cell.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(cell.speed, 1)
            XCTAssertEqual(layer.birthRate, 1)
            XCTAssertEqual(layer.lifetime, 1)
            XCTAssertEqual(layer.emitterShape, .point)
            XCTAssertEqual(layer.emitterMode, .volume)
            XCTAssertEqual(layer.renderMode, .unordered)
            XCTAssertEqual(layer.seed, 0)
        }
    }

    func testParticlesAreBornAtTheBirthRateTimesTheLayersMultiplier() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("dot", birthRate: 5)]) { $0.birthRate = 2 }
            host.advance(by: 1.05)

            XCTAssertEqual(
                emitter.particleSnapshots.count, 10, "10 a second for 1 s (the frame may fall 1/60 s early)")

            host.advance(by: 1)

            XCTAssertEqual(emitter.particleSnapshots.count, 20)
        }
    }

    func testParticlesDieAtTheEndOfTheirLifetime() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("dot", birthRate: 10, lifetime: 0.5)])
            host.advance(by: 2.05)

            let particles = emitter.particleSnapshots
            XCTAssertEqual(particles.count, 5, "born in the last half second")
            XCTAssertTrue(particles.allSatisfy { $0.age < 0.5 })
        }
    }

    func testAParticleFollowsItsVelocityAndAccelerationExactly() {
        MainActor.assumeIsolated {
            let cell = emitterCell("dot", birthRate: 1, velocity: 100)
            cell.xAcceleration = -20
            cell.yAcceleration = 50
            let (host, emitter, _) = emitterWindow([cell])
            host.advance(by: 1.5)

            let particle = try! XCTUnwrap(emitter.particleSnapshots.first)
            XCTAssertEqual(emitter.particleSnapshots.count, 1)
            let t = particle.age
            XCTAssertEqual(t, 0.5, accuracy: 1 / 60 + 1e-9)
            XCTAssertEqual(particle.position.x, 10 + 100 * t - 10 * t * t, accuracy: 1e-9)
            XCTAssertEqual(particle.position.y, 50 + 25 * t * t, accuracy: 1e-9)
            XCTAssertEqual(particle.velocity.dx, 100 - 20 * t, accuracy: 1e-9)
        }
    }

    func testEmissionLongitudeIsAnAngleFromPlusXTowardsPlusY() {
        MainActor.assumeIsolated {
            let down = emitterCell("down", birthRate: 1, velocity: 100)
            down.emissionLongitude = .pi / 2
            let up = emitterCell("up", birthRate: 1, velocity: 100)
            up.emissionLongitude = -.pi / 2
            let (host, emitter, _) = emitterWindow([down, up])
            host.advance(by: 1.25)

            let byName = Dictionary(uniqueKeysWithValues: emitter.particleSnapshots.map { ($0.cellName!, $0) })
            XCTAssertEqual(byName["down"]!.position.x, 10, accuracy: 1e-9)
            XCTAssertGreaterThan(byName["down"]!.position.y, 60, "down the screen")
            XCTAssertLessThan(byName["up"]!.position.y, 40, "up the screen")
        }
    }

    func testTheSameSeedGivesTheSameParticles() {
        MainActor.assumeIsolated {
            @MainActor func run(seed: UInt32) -> [EmitterParticleSnapshot] {
                let cell = emitterCell("spray", birthRate: 20, lifetime: 2, velocity: 50)
                cell.velocityRange = 40
                cell.emissionRange = .pi
                cell.lifetimeRange = 1
                let (host, emitter, _) = emitterWindow([cell]) {
                    $0.seed = seed
                    $0.emitterShape = .rectangle
                    $0.emitterSize = CGSize(width: 20, height: 10)
                }
                host.advance(by: 1)
                return emitter.particleSnapshots
            }

            let first = run(seed: 7)
            let again = run(seed: 7)
            let other = run(seed: 8)

            XCTAssertEqual(first.count, 20)
            XCTAssertEqual(first, again)
            XCTAssertNotEqual(first.map(\.position), other.map(\.position))
        }
    }

    func testTheFrameClockStopsOnceNothingEmitsAndTheLastParticleDied() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("dot", birthRate: 10, lifetime: 0.5)])
            host.advance(by: 0.5)
            XCTAssertEqual(FrameSource.current.isRunning, true)

            emitter.birthRate = 0
            host.advance(by: 0.3)
            XCTAssertEqual(FrameSource.current.isRunning, true, "particles still alive")
            host.advance(by: 0.3)

            XCTAssertTrue(emitter.particleSnapshots.isEmpty)
            XCTAssertEqual(FrameSource.current.isRunning, false)
            XCTAssertNil(host.scheduler.nextDeadline, "no timer left")
            let frames = host.statistics.framesPresented
            host.advance(by: 1)
            XCTAssertEqual(host.statistics.framesPresented, frames, "idle")

            emitter.birthRate = 1
            host.runUntilIdle()
            XCTAssertEqual(FrameSource.current.isRunning, true, "emitting again")
        }
    }

    func testAnEmitterOutOfTheWindowAsksForNoFrames() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("dot")])
            host.advance(by: 0.2)

            emitter.removeFromSuperlayer()
            host.runUntilIdle()

            XCTAssertEqual(FrameSource.current.isRunning, false)
            host.rootLayer.addSublayer(emitter)
            host.runUntilIdle()
            XCTAssertEqual(FrameSource.current.isRunning, true)
            XCTAssertTrue(emitter.particleSnapshots.isEmpty, "starts afresh")
        }
    }

    func testSubCellsAreEmittedByEachParticleOfTheirParent() {
        MainActor.assumeIsolated {
            let rocket = emitterCell("rocket", birthRate: 1, velocity: 40)
            let spark = emitterCell("spark", birthRate: 10, lifetime: 10)
            spark.emissionLongitude = .pi / 2
            spark.velocity = 10
            rocket.emitterCells = [spark]
            let (host, emitter, _) = emitterWindow([rocket])
            host.advance(by: 1.55)

            let particles = emitter.particleSnapshots
            let sparks = particles.filter { $0.cellName == "spark" }
            XCTAssertEqual(particles.filter { $0.cellName == "rocket" }.count, 1)
            XCTAssertEqual(sparks.count, 5, "10 a second from the rocket's half second of life")
            // Emitted a quarter turn from the rocket's heading (+x): downwards, from its path.
            for spark in sparks {
                XCTAssertEqual(spark.velocity.dx, 0, accuracy: 1e-9)
                XCTAssertEqual(spark.velocity.dy, 10, accuracy: 1e-9)
                XCTAssertEqual(spark.position.y, 50 + 10 * spark.age, accuracy: 1e-9)
            }
        }
    }

    func testAPresentationCopyKeepsTheEmittersProperties() {
        MainActor.assumeIsolated {
            let cell = emitterCell("dot")
            let emitter = CAEmitterLayer()
            emitter.emitterCells = [cell]
            emitter.birthRate = 3
            emitter.velocity = 2
            emitter.emitterPosition = CGPoint(x: 4, y: 5)
            emitter.emitterSize = CGSize(width: 6, height: 7)
            emitter.emitterShape = .circle
            emitter.emitterMode = .outline
            emitter.renderMode = .additive
            emitter.seed = 42

            let copy = emitter.presentation()!

            XCTAssertTrue(copy.emitterCells?.first === cell)
            XCTAssertEqual(copy.birthRate, 3)
            XCTAssertEqual(copy.velocity, 2)
            XCTAssertEqual(copy.emitterPosition, CGPoint(x: 4, y: 5))
            XCTAssertEqual(copy.emitterSize, CGSize(width: 6, height: 7))
            XCTAssertEqual(copy.emitterShape, .circle)
            XCTAssertEqual(copy.emitterMode, .outline)
            XCTAssertEqual(copy.renderMode, .additive)
            XCTAssertEqual(copy.seed, 42)
        }
    }

    func testAPausedEmitterKeepsItsParticlesStillWithoutFrames() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("dot", birthRate: 10, velocity: 20)])
            host.advance(by: 0.55)
            emitter.timeOffset = emitter.convertTime(CACurrentMediaTime(), from: nil)
            emitter.speed = 0
            host.runUntilIdle()
            let paused = emitter.particleSnapshots

            host.advance(by: 1)

            XCTAssertEqual(paused.count, 5)
            XCTAssertEqual(emitter.particleSnapshots, paused)
            XCTAssertEqual(FrameSource.current.isRunning, false)
        }
    }
}
