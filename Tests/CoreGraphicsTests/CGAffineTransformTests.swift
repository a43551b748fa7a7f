import XCTest

@testable import CoreGraphics

final class CGAffineTransformTests: XCTestCase {
    func testScaledByAppliesTheScaleBeforeTheExistingTransform() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)

        let point = CGPoint(x: 1, y: 1).applying(transform)

        XCTAssertEqual(point, CGPoint(x: 12, y: 2))
    }

    func testConcatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 3, y: 3)
        let move = CGAffineTransform(translationX: 5, y: 0)

        let point = CGPoint(x: 1, y: 0).applying(scale.concatenating(move))

        XCTAssertEqual(point, CGPoint(x: 8, y: 0))
    }

    func testInvertedUndoesTheTransform() {
        let transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 5).translatedBy(x: 3, y: -4)

        let roundTrip = CGPoint(x: 7, y: 11).applying(transform).applying(transform.inverted())

        XCTAssertEqual(roundTrip.x, 7, accuracy: 1e-9)
        XCTAssertEqual(roundTrip.y, 11, accuracy: 1e-9)
    }

    func testInvertingASingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(scaleX: 0, y: 2)

        let inverted = singular.inverted()

        XCTAssertEqual(inverted, singular)
    }

    func testRectApplyingARotationGivesTheBoundingBoxOfTheCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)

        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))

        XCTAssertEqual(rotated.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(rotated.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(rotated.width, 20, accuracy: 1e-9)
        XCTAssertEqual(rotated.height, 10, accuracy: 1e-9)
    }

    func testIdentityIsTheDefault() {
        let transform = CGAffineTransform()

        XCTAssertTrue(transform.isIdentity)
    }
}
