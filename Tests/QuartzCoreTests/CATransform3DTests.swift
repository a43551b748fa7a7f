import QuartzCore
import XCTest

final class CATransform3DTests: XCTestCase {
    private func apply(_ t: CATransform3D, _ p: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let w = p.0 * t.m14 + p.1 * t.m24 + p.2 * t.m34 + t.m44
        return (
            (p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41) / w,
            (p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42) / w,
            (p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43) / w
        )
    }

    func testRotationAboutZMatchesTheAffineRotation() {
        let t = CATransform3DMakeRotation(0.7, 0, 0, 1)

        XCTAssertTrue(CATransform3DIsAffine(t))
        let affine = CATransform3DGetAffineTransform(t)
        let expected = CGAffineTransform(rotationAngle: 0.7)
        XCTAssertEqual(affine.a, expected.a, accuracy: 1e-12)
        XCTAssertEqual(affine.b, expected.b, accuracy: 1e-12)
        XCTAssertEqual(affine.c, expected.c, accuracy: 1e-12)
    }

    func testTranslateScaleAndRotateApplyBeforeTheGivenTransform() {
        let base = CATransform3DMakeScale(2, 2, 1)

        let t = CATransform3DTranslate(base, 10, 0, 0)

        let p = apply(t, (1, 1, 0))
        XCTAssertEqual(p.0, 22, accuracy: 1e-12, "translated first, then scaled")
        XCTAssertEqual(p.1, 2, accuracy: 1e-12)
    }

    func testConcatAppliesTheFirstThenTheSecond() {
        let t = CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), CATransform3DMakeScale(3, 3, 3))

        XCTAssertEqual(apply(t, (1, 0, 0)).0, 18, accuracy: 1e-12)
    }

    func testInvertUndoesATransformWithPerspectiveAndLeavesSingularOnesAlone() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.5, 0, 1, 0)
        t.m34 = -1.0 / 500

        let back = CATransform3DConcat(t, CATransform3DInvert(t))
        let singular = CATransform3DMakeScale(0, 1, 1)

        for (a, b) in zip(back.rowsFlat, CATransform3DIdentity.rowsFlat) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testPerspectiveMakesFarPointsConverge() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500

        let near = apply(perspective, (100, 0, 0))
        let far = apply(perspective, (100, 0, -500))

        XCTAssertEqual(near.0, 100, accuracy: 1e-9)
        XCTAssertEqual(far.0, 50, accuracy: 1e-9)
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertTrue(CATransform3DEqualToTransform(perspective, perspective))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }
}

extension CATransform3D {
    var rowsFlat: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}
