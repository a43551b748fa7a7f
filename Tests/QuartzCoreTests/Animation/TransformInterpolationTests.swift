import Foundation
import XCTest

@testable import QuartzCore

final class TransformInterpolationTests: XCTestCase {
    private func halfway(_ a: CATransform3D, _ b: CATransform3D, _ t: Double = 0.5) -> CATransform3D? {
        transform(AnimationValue.interpolate(.transform(a), .transform(b), fraction: t))
    }

    func testTakingApartScaleRotationAndTranslationRecoversEachPart() {
        let rotation = CATransform3DMakeRotation(0.5, 1, 2, 3)
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), rotation), CATransform3DMakeTranslation(10, 20, 30))

        let parts = TransformComponents(t)

        XCTAssertTrue(parts.isExact)
        XCTAssertEqual(parts.scale.x, 2, accuracy: 1e-12)
        XCTAssertEqual(parts.scale.y, 3, accuracy: 1e-12)
        XCTAssertEqual(parts.scale.z, 4, accuracy: 1e-12)
        XCTAssertEqual(parts.translation, SIMD3(10, 20, 30))
        XCTAssertEqual(parts.skew.x, 0, accuracy: 1e-12)
        let axis = SIMD3<Double>(1, 2, 3) / 14.0.squareRoot()
        let expected = SIMD4(axis * sin(0.25), cos(0.25))
        for i in 0..<4 { XCTAssertEqual(parts.rotation[i], expected[i], accuracy: 1e-12) }
        assertTransform(parts.transform, t)
    }

    func testTransformsWithSkewPerspectiveAndMirroringRoundTrip() {
        var skewed = CATransform3DMakeRotation(0.3, 0, 0, 1)
        skewed.m21 += 0.5
        var perspective = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.8, 0, 1, 0)
        perspective.m34 = -1.0 / 500
        perspective = CATransform3DScale(perspective, 1.5, 0.5, 1)
        let mirrors = [
            CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeScale(1, -2, 1), CATransform3DMakeScale(-1, -1, -1),
        ]

        for t in [skewed, perspective] + mirrors {
            let parts = TransformComponents(t)

            XCTAssertTrue(parts.isExact)
            assertTransform(parts.transform, t, accuracy: 1e-12)
        }
    }

    func testAMirroredAxisKeepsItsNegativeScaleAndNoRotation() {
        let flipped = TransformComponents(CATransform3DMakeScale(1, -2, 1))

        XCTAssertEqual(flipped.scale, SIMD3(1, -2, 1))
        XCTAssertEqual(flipped.rotation, SIMD4(0, 0, 0, 1))
    }

    func testAFlipAnimatesAsAScaleThroughZeroAlongItsAxis() {
        let half = halfway(CATransform3DIdentity, CATransform3DMakeScale(-1, 1, 1))

        assertTransform(half, CATransform3DMakeScale(0, 1, 1))
    }

    func testAZeroScaleGrowsToTheIdentityWithoutTurning() {
        let collapsed = CATransform3DMakeScale(0, 0, 1)
        let turnedAndCollapsed = CATransform3DConcat(
            CATransform3DMakeScale(0, 1, 1), CATransform3DMakeRotation(0.4, 0, 0, 1))

        assertTransform(halfway(collapsed, CATransform3DIdentity), CATransform3DMakeScale(0.5, 0.5, 1))
        assertTransform(TransformComponents(turnedAndCollapsed).transform, turnedAndCollapsed)
        XCTAssertEqual(TransformComponents(turnedAndCollapsed).eulerAngles.z, 0.4, accuracy: 1e-12)
    }

    func testRotationsThroughTransformTakeTheShorterWay() {
        let threeQuarters = CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1)

        assertTransform(halfway(CATransform3DIdentity, threeQuarters), CATransform3DMakeRotation(-.pi / 4, 0, 0, 1))
        assertTransform(
            halfway(CATransform3DMakeRotation(-0.1, 0, 0, 1), CATransform3DMakeRotation(-0.9 * .pi, 0, 0, 1)),
            CATransform3DMakeRotation((-0.1 - 0.9 * .pi) / 2, 0, 0, 1), "0.8π clockwise, not 1.2π anticlockwise")
        assertTransform(
            halfway(CATransform3DIdentity, CATransform3DMakeRotation(2 * .pi, 0, 0, 1)), CATransform3DIdentity,
            "a full turn is no turn")
    }

    func testTheRotationFieldTurnsAsFarAsTheNumbersSay() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            for (fraction, angle) in [(0.25, CGFloat.pi / 2), (0.5, .pi), (0.75, 3 * .pi / 2)] {
                let value = AnimationValue.interpolate(.scalar(0), .scalar(2 * .pi), fraction: fraction)
                layer.setAnimationValue(value, forKeyPath: "transform.rotation.z")

                assertTransform(layer.transform, CATransform3DMakeRotation(angle, 0, 0, 1), "at \(fraction)")
            }
        }
    }

    func testRotationsExtrapolateAlongTheSameArc() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        assertTransform(halfway(CATransform3DIdentity, quarter, 1.5), CATransform3DMakeRotation(3 * .pi / 4, 0, 0, 1))
        assertTransform(halfway(CATransform3DIdentity, quarter, -0.5), CATransform3DMakeRotation(-.pi / 4, 0, 0, 1))
    }

    func testPerspectiveIsKeptWhileTheRotationTurns() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500

        let half = halfway(
            CATransform3DRotate(perspective, 0, 0, 1, 0), CATransform3DRotate(perspective, .pi / 2, 0, 1, 0))

        assertTransform(half, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0), accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearlyAroundTheRotation() {
        let from = CATransform3DConcat(CATransform3DMakeScale(1, 1, 1), CATransform3DMakeTranslation(0, 0, 0))
        let to = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
            CATransform3DMakeTranslation(100, 50, 0))

        let half = halfway(from, to)

        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 4, 0, 0, 1)),
            CATransform3DMakeTranslation(50, 25, 0))
        assertTransform(half, expected)
    }

    func testASingularTransformWithPerspectiveInterpolatesEntryByEntry() {
        var flat = CATransform3DMakeScale(0, 1, 1)
        flat.m34 = -0.01

        let half = halfway(flat, CATransform3DIdentity)

        XCTAssertFalse(TransformComponents(flat).isExact)
        var expected = CATransform3DMakeScale(0.5, 1, 1)
        expected.m34 = -0.005
        assertTransform(half, expected)
    }

    func testEulerAnglesReadAndWriteAboutEachAxis() {
        var parts = TransformComponents()
        parts.eulerAngles = SIMD3(0.1, 0.2, 0.3)

        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(0.1, 1, 0, 0), CATransform3DMakeRotation(0.2, 0, 1, 0)),
            CATransform3DMakeRotation(0.3, 0, 0, 1))
        assertTransform(parts.transform, expected, accuracy: 1e-12)
        let angles = TransformComponents(expected).eulerAngles
        XCTAssertEqual(angles.x, 0.1, accuracy: 1e-12)
        XCTAssertEqual(angles.y, 0.2, accuracy: 1e-12)
        XCTAssertEqual(angles.z, 0.3, accuracy: 1e-12)
    }
}
