import Foundation
import XCTest

@testable import QuartzCore

final class AnimationValueConversionTests: XCTestCase {
    func testNumbersOfEverySwiftTypeAndNSNumbersConvertToScalars() {
        let inputs: [(Any, Double)] = [
            (3, 3), (2.5, 2.5), (CGFloat(1.5), 1.5), (Float(0.25), 0.25), (NSNumber(value: 7), 7),
            (UInt8(4), 4), (Int32(-2), -2),
        ]

        for (input, expected) in inputs {
            XCTAssertEqual(AnimationValue(input, like: .scalar(0)), .scalar(expected), "\(type(of: input))")
        }
    }

    func testStructuresColoursAndPathsConvertOnlyToTheirOwnKind() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)

        XCTAssertEqual(AnimationValue(CGPoint(x: 1, y: 2), like: .point(.zero)), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(
            AnimationValue(CGSize(width: 3, height: 4), like: .size(.zero)), .size(CGSize(width: 3, height: 4)))
        XCTAssertEqual(AnimationValue(CGRect.infinite, like: .rect(.zero)), .rect(.infinite))
        XCTAssertEqual(
            AnimationValue(CATransform3DMakeScale(2, 2, 2), like: .transform(CATransform3DIdentity)),
            .transform(CATransform3DMakeScale(2, 2, 2)))
        XCTAssertEqual(AnimationValue(CGColor.white, like: .color(nil)), .color(.white))
        XCTAssertEqual(AnimationValue(path, like: .path(nil)), .path(path))
        XCTAssertNil(AnimationValue(CGPoint(x: 1, y: 2), like: .size(.zero)))
        XCTAssertNil(AnimationValue("2", like: .scalar(0)))
        XCTAssertNil(AnimationValue(3, like: .color(nil)))
    }

    func testNilConvertsToAColourPathOrDiscreteValueOnly() {
        let none: Any? = nil
        let noColor: CGColor? = nil

        XCTAssertEqual(AnimationValue(none, like: .color(.black)), .color(nil))
        XCTAssertEqual(AnimationValue(noColor, like: .color(.black)), .color(nil), "an optional inside Any")
        XCTAssertEqual(AnimationValue(none, like: .path(nil)), .path(nil))
        XCTAssertEqual(AnimationValue(none, like: .discrete(.init(true))), .discrete(.init(nil)))
        XCTAssertNil(AnimationValue(none, like: .scalar(1)))
        XCTAssertNil(AnimationValue(none, like: .point(.zero)))
    }

    func testArraysConvertElementByElementInTheElementsKind() {
        let colors: [Any] = [CGColor.black, CGColor.white]
        let locations = [NSNumber(value: 0), NSNumber(value: 0.5)]

        XCTAssertEqual(AnimationValue(colors, like: .array([.color(nil)])), .array([.color(.black), .color(.white)]))
        XCTAssertEqual(AnimationValue(locations, like: .array([.scalar(0)])), .array([.scalar(0), .scalar(0.5)]))
        XCTAssertEqual(AnimationValue([1, 2], like: .array([])), .array([.scalar(1), .scalar(2)]), "kinds guessed")
        XCTAssertNil(AnimationValue([CGColor.black, "red"] as [Any], like: .array([.color(nil)])))
        XCTAssertNil(AnimationValue(CGColor.black, like: .array([.color(nil)])))
    }

    func testAnythingElseConvertsToADiscreteValueComparedByEqualityOrIdentity() {
        let object = NSObject()

        XCTAssertEqual(AnimationValue(true, like: .discrete(.init(false))), .discrete(.init(true)))
        XCTAssertEqual(AnimationValue("left", like: .discrete(.init(nil))), .discrete(.init("left")))
        XCTAssertEqual(AnimationValue(object, like: .discrete(.init(nil))), .discrete(.init(object)))
        XCTAssertNotEqual(AnimationValue.discrete(.init(NSObject())), .discrete(.init(object)))
        XCTAssertNotEqual(AnimationValue.discrete(.init(true)), .discrete(.init(nil)))
    }

    func testGuessingAKindFromTheValuesType() {
        XCTAssertEqual(AnimationValue(guessing: Float(0.5)), .scalar(0.5))
        XCTAssertEqual(AnimationValue(guessing: true), .discrete(.init(true)), "a Bool is no number")
        XCTAssertEqual(
            AnimationValue(guessing: CGRect(x: 1, y: 2, width: 3, height: 4)),
            .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(AnimationValue(guessing: [CGColor.black]), .array([.color(.black)]))
        XCTAssertEqual(AnimationValue(guessing: "name"), .discrete(.init("name")))
        XCTAssertNil(AnimationValue(guessing: nil))
    }

    func testAnyValueGivesTheSwiftValue() {
        XCTAssertEqual(AnimationValue.scalar(2).anyValue as? CGFloat, 2)
        XCTAssertEqual(AnimationValue.point(CGPoint(x: 1, y: 2)).anyValue as? CGPoint, CGPoint(x: 1, y: 2))
        XCTAssertEqual(
            AnimationValue.size(CGSize(width: 1, height: 2)).anyValue as? CGSize, CGSize(width: 1, height: 2))
        XCTAssertEqual(
            AnimationValue.transform(CATransform3DIdentity).anyValue as? CATransform3D, CATransform3DIdentity)
        XCTAssertEqual(AnimationValue.color(.white).anyValue as? CGColor, .white)
        XCTAssertNil(AnimationValue.color(nil).anyValue)
        XCTAssertEqual(AnimationValue.array([.scalar(1)]).anyValue as? [CGFloat], [1])
        XCTAssertEqual(AnimationValue.discrete(.init("x")).anyValue as? String, "x")
    }
}
