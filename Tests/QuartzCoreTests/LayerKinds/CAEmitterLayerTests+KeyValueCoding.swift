import QuartzCore
import QuartzCoreTestSupport
import XCTest

extension CAEmitterLayerTests {
    func testKeyPathsReachCellsByName() {
        MainActor.assumeIsolated {
            let spark = emitterCell("spark", birthRate: 3)
            let fire = emitterCell("fire", birthRate: 10)
            fire.emitterCells = [spark]
            let emitter = CAEmitterLayer()
            emitter.emitterCells = [fire, emitterCell("smoke")]

            emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
            emitter.setValue(NSNumber(value: 2.5), forKeyPath: "emitterCells.fire.emitterCells.spark.velocity")
            emitter.setValue(false, forKeyPath: "emitterCells.smoke.enabled")

            XCTAssertEqual(fire.birthRate, 0)
            XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.fire.birthRate") as? Float, 0)
            XCTAssertEqual(spark.velocity, 2.5)
            XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.smoke.isEnabled") as? Bool, false)
            XCTAssertNil(emitter.value(forKeyPath: "emitterCells.nothing.birthRate"))
            XCTAssertEqual(emitter.value(forKeyPath: "emitterPosition.x") as? CGFloat, 0)
        }
    }

    func testSettingACellsBirthRateThroughTheLayerWakesAnIdleEmitter() {
        MainActor.assumeIsolated {
            let (host, emitter, _) = emitterWindow([emitterCell("fire", birthRate: 0)])
            XCTAssertEqual(FrameSource.current.isRunning, false, "nothing to emit")

            emitter.setValue(10, forKeyPath: "emitterCells.fire.birthRate")
            host.runUntilIdle()
            host.advance(by: 0.55)

            XCTAssertEqual(FrameSource.current.isRunning, true)
            XCTAssertEqual(emitter.particleSnapshots.count, 5)
        }
    }

    func testABasicAnimationOfACellsBirthRateEmitsAndLeavesTheModelAlone() {
        MainActor.assumeIsolated {
            let fire = emitterCell("fire", birthRate: 0)
            let (host, emitter, _) = emitterWindow([fire])
            let animation = CABasicAnimation(keyPath: "emitterCells.fire.birthRate")
            animation.fromValue = 20
            animation.toValue = 20
            animation.duration = 0.5
            emitter.add(animation, forKey: "burst")
            host.runUntilIdle()

            host.advance(by: 0.26)
            XCTAssertEqual(fire.birthRate, 0, "the model keeps its value")
            host.advance(by: 1)

            // Each frame's step emits at the rate the frame shows, so the half second is counted
            // in whole frames: the one that straddles the end emits nothing.
            XCTAssertEqual(
                Double(emitter.particleSnapshots.count), 10, accuracy: 1, "20 a second for half a second")
            XCTAssertEqual(fire.birthRate, 0)
        }
    }
}
