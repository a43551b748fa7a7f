import UIKit
import XCTest

/// A control point of Core Animation's named curve, widened from Float as UIKit widens it.
private func point(_ x: Float, _ y: Float) -> CGPoint {
    CGPoint(x: CGFloat(x), y: CGFloat(y))
}

final class UICubicTimingParametersTests: XCTestCase {
    func testDefaultIsCoreAnimationsDefaultCurve() {
        MainActor.assumeIsolated {
            let parameters = UICubicTimingParameters()

            XCTAssertEqual(parameters.controlPoint1, point(0.25, 0.1))
            XCTAssertEqual(parameters.controlPoint2, point(0.25, 1))
            XCTAssertEqual(parameters.timingCurveType, .builtin)
        }
    }

    func testStandardCurvesHaveTheirCoreAnimationControlPoints() {
        MainActor.assumeIsolated {
            let expected: [(UIView.AnimationCurve, CGPoint, CGPoint)] = [
                (.easeInOut, point(0.42, 0), point(0.58, 1)),
                (.easeIn, point(0.42, 0), point(1, 1)),
                (.easeOut, point(0, 0), point(0.58, 1)),
                (.linear, point(0, 0), point(1, 1)),
            ]

            for (curve, point1, point2) in expected {
                let parameters = UICubicTimingParameters(animationCurve: curve)

                XCTAssertEqual(parameters.animationCurve, curve)
                XCTAssertEqual(parameters.controlPoint1, point1, "\(curve)")
                XCTAssertEqual(parameters.controlPoint2, point2, "\(curve)")
                XCTAssertEqual(parameters.timingCurveType, .builtin)
            }
        }
    }

    func testCustomControlPointsMakeACubicCurve() {
        MainActor.assumeIsolated {
            let parameters = UICubicTimingParameters(
                controlPoint1: CGPoint(x: 0.2, y: 0.7), controlPoint2: CGPoint(x: 0.6, y: 0.95))

            XCTAssertEqual(parameters.controlPoint1, CGPoint(x: 0.2, y: 0.7))
            XCTAssertEqual(parameters.controlPoint2, CGPoint(x: 0.6, y: 0.95))
            XCTAssertEqual(parameters.timingCurveType, .cubic)
        }
    }

    func testProvidesItselfAsTheCubicParametersAndCopiesAsItself() {
        MainActor.assumeIsolated {
            let parameters = UICubicTimingParameters(animationCurve: .easeOut)

            XCTAssertTrue(parameters.cubicTimingParameters === parameters)
            XCTAssertNil(parameters.springTimingParameters)
            XCTAssertTrue(parameters.copy() as AnyObject === parameters)
        }
    }

    func testAnimatorFollowsTheCurveForTheRequestedDuration() {
        MainActor.assumeIsolated {
            let parameters = UICubicTimingParameters(animationCurve: .easeInOut)
            let function = CAMediaTimingFunction(name: .easeInEaseOut)

            let timing = parameters.animatorTimingCurve(forRequested: 0.4)

            XCTAssertEqual(timing.duration, 0.4)
            for step in 0...20 {
                let fraction = Double(step) / 20
                XCTAssertEqual(timing.progress(at: fraction), function.progress(at: fraction), accuracy: 1e-12)
                XCTAssertEqual(timing.velocity(at: fraction), function.slope(at: fraction), accuracy: 1e-12)
            }
        }
    }

    func testAnimatorFollowsCustomControlPoints() {
        MainActor.assumeIsolated {
            let parameters = UICubicTimingParameters(
                controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
            let function = CAMediaTimingFunction(name: .default)

            let timing = parameters.animatorTimingCurve(forRequested: 1)

            XCTAssertEqual(timing.progress(at: 0.3), function.progress(at: 0.3), accuracy: 1e-7)
        }
    }
}
