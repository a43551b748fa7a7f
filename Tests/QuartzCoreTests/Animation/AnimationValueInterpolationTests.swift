import Foundation
import XCTest

@testable import QuartzCore

final class AnimationValueInterpolationTests: XCTestCase {
    func testScalarsInterpolateAndExtrapolateLinearly() {
        XCTAssertEqual(AnimationValue.interpolate(.scalar(0), .scalar(10), fraction: 0.25), .scalar(2.5))
        XCTAssertEqual(AnimationValue.interpolate(.scalar(0), .scalar(10), fraction: 1.2), .scalar(12), "overshoot")
        XCTAssertEqual(AnimationValue.interpolate(.scalar(0), .scalar(10), fraction: -0.5), .scalar(-5))
    }

    func testPointsSizesAndRectanglesInterpolatePerComponent() {
        let point = AnimationValue.interpolate(
            .point(CGPoint(x: 0, y: 10)), .point(CGPoint(x: 10, y: 30)), fraction: 1.5)
        let size = AnimationValue.interpolate(
            .size(CGSize(width: 2, height: 4)), .size(CGSize(width: 4, height: 8)), fraction: 0.5)
        let rect = AnimationValue.interpolate(
            .rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .rect(CGRect(x: 10, y: 20, width: 30, height: 40)),
            fraction: 0.5)

        XCTAssertEqual(point, .point(CGPoint(x: 15, y: 40)))
        XCTAssertEqual(size, .size(CGSize(width: 3, height: 6)))
        XCTAssertEqual(rect, .rect(CGRect(x: 5, y: 10, width: 20, height: 25)))
    }

    func testColoursInterpolateEachComponentWithStraightAlpha() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)

        let half = AnimationValue.interpolate(.color(red), .color(blue), fraction: 0.5)
        let beyond = AnimationValue.interpolate(.color(red), .color(blue), fraction: 1.5)

        assertValues(rgba(half), [0.5, 0, 0.5, 0.75])
        assertValues(rgba(beyond), [-0.5, 0, 1.5, 0.25])  // extrapolated; layers clamp what they store
    }

    func testGraysBlendAsGrayAndMixedSpacesAsRGB() {
        let gray = AnimationValue.interpolate(.color(.black), .color(.white), fraction: 0.25)
        let mixed = AnimationValue.interpolate(
            .color(.white), .color(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), fraction: 0.5)

        guard case .color(let grayColor?) = gray, case .color(let mixedColor?) = mixed else { return XCTFail() }
        XCTAssertEqual(grayColor.colorSpace?.model, .monochrome)
        assertValues(grayColor.components, [0.25, 1])
        XCTAssertEqual(mixedColor.colorSpace?.model, .rgb)
        assertValues(rgba(mixed), [0.5, 0.5, 1, 1])
    }

    func testANilColourBlendsAsTheOtherColourFullyTransparent() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

        let fadingIn = AnimationValue.interpolate(.color(nil), .color(red), fraction: 0.5)
        let fadingOut = AnimationValue.interpolate(.color(red), .color(nil), fraction: 0.75)

        assertValues(rgba(fadingIn), [1, 0, 0, 0.5])
        assertValues(rgba(fadingOut), [1, 0, 0, 0.25])
        XCTAssertEqual(AnimationValue.interpolate(.color(nil), .color(nil), fraction: 0.5), .color(nil))
    }

    func testPathsWithTheSameElementsMorphPointByPoint() {
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)

        let half = AnimationValue.interpolate(.path(small), .path(large), fraction: 0.5)
        let twice = AnimationValue.interpolate(.path(small), .path(large), fraction: 2)

        XCTAssertEqual(half, .path(CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20), transform: nil)))
        XCTAssertEqual(twice, .path(CGPath(rect: CGRect(x: 20, y: 20, width: 50, height: 50), transform: nil)))
    }

    func testPathsWithDifferentElementsAndNilPathsSwitchHalfway() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

        XCTAssertEqual(AnimationValue.interpolate(.path(square), .path(circle), fraction: 0.49), .path(square))
        XCTAssertEqual(AnimationValue.interpolate(.path(square), .path(circle), fraction: 0.5), .path(circle))
        XCTAssertEqual(AnimationValue.interpolate(.path(nil), .path(circle), fraction: 0.7), .path(circle))
    }

    func testArraysInterpolateElementByElementAndSwitchWhenTheirLengthsDiffer() {
        let from = AnimationValue.array([.scalar(0), .color(.black)])
        let to = AnimationValue.array([.scalar(1), .color(.white)])
        let longer = AnimationValue.array([.scalar(1), .scalar(2), .scalar(3)])

        let half = AnimationValue.interpolate(from, to, fraction: 0.5)

        XCTAssertEqual(half, .array([.scalar(0.5), .color(CGColor(gray: 0.5, alpha: 1))]))
        XCTAssertEqual(AnimationValue.interpolate(from, longer, fraction: 0.4), from)
        XCTAssertEqual(AnimationValue.interpolate(from, longer, fraction: 0.6), longer)
    }

    func testDiscreteValuesAndMismatchedKindsSwitchHalfway() {
        let hidden = AnimationValue.discrete(.init(true))
        let shown = AnimationValue.discrete(.init(false))

        XCTAssertEqual(AnimationValue.interpolate(shown, hidden, fraction: 0.49), shown)
        XCTAssertEqual(AnimationValue.interpolate(shown, hidden, fraction: 0.5), hidden)
        XCTAssertEqual(AnimationValue.interpolate(shown, hidden, fraction: -1), shown)
        XCTAssertEqual(AnimationValue.interpolate(.scalar(1), .point(.zero), fraction: 0.8), .point(.zero))
    }

    func testAddingAndSubtractingWorkPerComponentAndUndoEachOther() {
        let pairs: [(AnimationValue, AnimationValue, AnimationValue)] = [
            (.scalar(2), .scalar(3), .scalar(5)),
            (.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 10, y: 20)), .point(CGPoint(x: 11, y: 22))),
            (
                .size(CGSize(width: 1, height: 2)), .size(CGSize(width: 3, height: 4)),
                .size(CGSize(width: 4, height: 6))
            ),
            (
                .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .rect(CGRect(x: 1, y: 1, width: 1, height: 1)),
                .rect(CGRect(x: 2, y: 3, width: 4, height: 5))
            ),
            (.color(CGColor(gray: 0.25, alpha: 0.5)), .color(nil), .color(CGColor(gray: 0.25, alpha: 0.5))),
            (.array([.scalar(1)]), .array([.scalar(2)]), .array([.scalar(3)])),
        ]

        for (a, b, sum) in pairs {
            XCTAssertEqual(AnimationValue.adding(a, b), sum)
            XCTAssertEqual(AnimationValue.subtracting(sum, b), a)
        }
    }

    func testAddedColoursSumTheirComponents() {
        let sum = AnimationValue.adding(
            .color(CGColor(red: 0.25, green: 0, blue: 0, alpha: 0.5)), .color(CGColor(gray: 0.5, alpha: 0.25)))

        assertValues(rgba(sum), [0.75, 0.5, 0.5, 0.75])
    }

    func testAnAddedTransformActsInsideTheModelTransform() {
        let model = CATransform3DMakeTranslation(100, 0, 0)
        let animated = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        let sum = transform(AnimationValue.adding(.transform(model), .transform(animated)))
        let back = transform(AnimationValue.subtracting(.transform(sum!), .transform(animated)))

        // The layer turns about its own anchor, then moves with the model: (1, 0) → (0, 1) → (100, 1).
        assertTransform(sum, CATransform3DConcat(animated, model))
        XCTAssertEqual(sum!.m41 + sum!.m11, 100, accuracy: 1e-12)
        XCTAssertEqual(sum!.m42 + sum!.m12, 1, accuracy: 1e-12)
        assertTransform(back, model)
    }

    func testDiscreteValuesAddAsTheAnimatedValue() {
        XCTAssertEqual(AnimationValue.adding(.discrete(.init(false)), .discrete(.init(true))), .discrete(.init(true)))
        XCTAssertEqual(
            AnimationValue.subtracting(.discrete(.init(false)), .discrete(.init(true))), .discrete(.init(false)))
    }

    func testDistanceForPacedKeyframesIsEuclideanInTheComponents() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let moved = CGPath(rect: CGRect(x: 3, y: 4, width: 10, height: 10), transform: nil)

        XCTAssertEqual(AnimationValue.scalar(5).distance(to: .scalar(3)), 2)
        XCTAssertEqual(AnimationValue.point(.zero).distance(to: .point(CGPoint(x: 3, y: 4))), 5)
        XCTAssertEqual(AnimationValue.size(.zero).distance(to: .size(CGSize(width: 6, height: 8))), 10)
        XCTAssertEqual(
            AnimationValue.rect(.zero).distance(to: .rect(CGRect(x: 1, y: 1, width: 1, height: 1))), 2)
        XCTAssertEqual(AnimationValue.color(.black).distance(to: .color(.white)), 3.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(
            AnimationValue.path(square).distance(to: .path(moved)), 10, accuracy: 1e-9, "four corners 5 apart")
        XCTAssertEqual(
            AnimationValue.transform(CATransform3DIdentity).distance(
                to: .transform(CATransform3DMakeTranslation(3, 4, 0))), 5, accuracy: 1e-12)
        XCTAssertEqual(
            AnimationValue.transform(CATransform3DIdentity).distance(
                to: .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))), .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(AnimationValue.discrete(.init(1)).distance(to: .discrete(.init(2))), 1)
        XCTAssertEqual(AnimationValue.discrete(.init(1)).distance(to: .discrete(.init(1))), 0)
    }
}
