import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Adds `animation` to the layer of `animationWindow()` and returns the presented values at each
/// of `times` (seconds after the start).
@MainActor
func presentedValues<T>(
    of animation: CAAnimation, at times: [Double], _ read: (CALayer) -> T
) -> [T] {
    let (host, layer) = animationWindow()
    layer.add(animation, forKey: "under test")
    host.runUntilIdle()
    var elapsed = 0.0
    var result: [T] = []
    for time in times {
        host.advance(by: time - elapsed)
        elapsed = time
        result.append(read(layer.presentation()!))
    }
    return result
}

final class CAKeyframeAnimationTests: XCTestCase {
    func testLinearKeyframesFollowKeyTimesAndPerSegmentTimingFunctions() {
        MainActor.assumeIsolated {
            let animation = CAKeyframeAnimation(keyPath: "opacity")
            animation.values = [0, 1, 0.5]
            animation.keyTimes = [0, 0.25, 1]
            animation.duration = 1
            let values = presentedValues(of: animation, at: [0.125, 0.25, 0.625]) { Double($0.opacity) }
            XCTAssertEqual(values[0], 0.5, accuracy: 1e-6)
            XCTAssertEqual(values[1], 1, accuracy: 1e-6)
            XCTAssertEqual(values[2], 0.75, accuracy: 1e-6)

            animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            let eased = presentedValues(of: animation, at: [0.125]) { Double($0.opacity) }
            let expected = CAMediaTimingFunction(name: .easeIn).progress(at: 0.5)
            XCTAssertEqual(eased[0], expected, accuracy: 1e-6)
        }
    }

    func testDiscreteModeHoldsEachValueUntilTheNextKeyTime() {
        MainActor.assumeIsolated {
            let animation = CAKeyframeAnimation(keyPath: "cornerRadius")
            animation.values = [1, 2, 3]
            animation.calculationMode = .discrete
            animation.duration = 1.5
            let values = presentedValues(of: animation, at: [0.1, 0.6, 1.1, 1.4]) { $0.cornerRadius }
            XCTAssertEqual(values, [1, 2, 3, 3])
        }
    }

    func testPacedModeMovesAtAnEvenSpeedWhateverTheKeyTimes() {
        MainActor.assumeIsolated {
            let animation = CAKeyframeAnimation(keyPath: "position")
            // 30 points right, then 90 down: a quarter of the time reaches the corner.
            animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 90)]
            animation.keyTimes = [0, 0.9, 1]
            animation.calculationMode = .paced
            animation.duration = 1
            let points = presentedValues(of: animation, at: [0.25, 0.5]) { $0.position }
            XCTAssertEqual(points[0].x, 30, accuracy: 1e-6)
            XCTAssertEqual(points[0].y, 0, accuracy: 1e-6)
            XCTAssertEqual(points[1].y, 30, accuracy: 1e-6)
        }
    }

    func testAPathIsFollowedSegmentBySegment() {
        MainActor.assumeIsolated {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 10, y: 10, width: 40, height: 20))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.calculationMode = .paced
            animation.duration = 1.2
            // Perimeter 120: 0.1 s is 10 points.
            let points = presentedValues(of: animation, at: [0.2, 0.5, 0.8]) { $0.position }
            XCTAssertEqual(points[0].x, 30, accuracy: 1e-3)
            XCTAssertEqual(points[0].y, 10, accuracy: 1e-3)
            XCTAssertEqual(points[1].x, 50, accuracy: 1e-3)
            XCTAssertEqual(points[1].y, 20, accuracy: 1e-3)
            XCTAssertEqual(points[2].x, 30, accuracy: 1e-3)
            XCTAssertEqual(points[2].y, 30, accuracy: 1e-3)
        }
    }

    func testCubicModePassesThroughEveryValueSmoothly() {
        MainActor.assumeIsolated {
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = [0, 10, 40, 50]
            animation.calculationMode = .cubic
            animation.duration = 3
            let values = presentedValues(of: animation, at: [1, 1.5, 2]) { Double($0.position.x) }
            XCTAssertEqual(values[0], 10, accuracy: 1e-6)
            XCTAssertEqual(values[2], 40, accuracy: 1e-6)
            // Catmull–Rom midway between 10 and 40 with neighbours 0 and 50: symmetric, so 25.
            XCTAssertEqual(values[1], 25, accuracy: 1e-6)
        }
    }
}

final class CAKeyframeRotationAndLayerTimeTests: XCTestCase {
    func testRotateAutoTurnsTheLayerAlongThePath() {
        MainActor.assumeIsolated {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 50, y: 10))
            path.addLine(to: CGPoint(x: 50, y: 50))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.rotationMode = .rotateAuto
            animation.duration = 2
            let angles = presentedValues(of: animation, at: [0.5, 1.5]) { layer in
                Double(atan2(layer.transform.m12, layer.transform.m11))
            }
            XCTAssertEqual(angles[0], 0, accuracy: 1e-6, "heading right")
            XCTAssertEqual(angles[1], .pi / 2, accuracy: 1e-6, "heading down: a quarter turn clockwise")
        }
    }

    func testASuperlayersSpeedRunsItsSublayersAnimationsFaster() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 40, width: 50, height: 50)
            host.rootLayer.addSublayer(parent)
            layer.removeFromSuperlayer()
            parent.addSublayer(layer)
            parent.speed = 2
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            layer.add(move, forKey: "move")
            host.runUntilIdle()
            host.advance(by: 0.25)
            XCTAssertEqual(layer.presentation()!.position.x, 50, accuracy: 1e-6, "half way after a quarter second")
        }
    }
}

final class LayerTimelineRepetitionTests: XCTestCase {
    func testALayerWithADurationRepeatsItsAnimationsTimeline() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            layer.duration = 1
            layer.repeatCount = .infinity
            layer.autoreverses = true
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.fillMode = .both
            move.isRemovedOnCompletion = false
            layer.add(move, forKey: "move")
            host.runUntilIdle()
            host.advance(by: 0.25)
            XCTAssertEqual(layer.presentation()!.position.x, 25, accuracy: 1e-6)
            host.advance(by: 1)
            XCTAssertEqual(layer.presentation()!.position.x, 75, accuracy: 1e-6, "the layer's time runs back")
            host.advance(by: 1)
            XCTAssertEqual(layer.presentation()!.position.x, 25, accuracy: 1e-6, "and forwards again")
        }
    }
}
