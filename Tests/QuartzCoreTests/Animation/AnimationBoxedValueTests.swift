import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Animations and key-value coding take `NSValue` boxes and `NSNumber`s, as iOS code writes them.
final class AnimationBoxedValueTests: XCTestCase {
    func testKeyframesOfBoxedPointsMovePosition() {
        MainActor.assumeIsolated {
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = [
                NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 0)),
                NSValue(cgPoint: CGPoint(x: 100, y: 50)),
            ]
            animation.duration = 1

            let positions = presentedValues(of: animation, at: [0.25, 0.75]) { $0.position }

            XCTAssertEqual(positions[0].x, 50, accuracy: 1e-6)
            XCTAssertEqual(positions[0].y, 0, accuracy: 1e-6)
            XCTAssertEqual(positions[1].x, 100, accuracy: 1e-6)
            XCTAssertEqual(positions[1].y, 25, accuracy: 1e-6)
        }
    }

    func testBasicAnimationOfBoxedTransformsScalesTheLayer() {
        MainActor.assumeIsolated {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
            animation.duration = 1

            let scales = presentedValues(of: animation, at: [0.5]) { $0.transform.m11 }

            XCTAssertEqual(scales[0], 2, accuracy: 1e-6)
        }
    }

    func testBasicAnimationOfBoxedRectsResizesBounds() {
        MainActor.assumeIsolated {
            let animation = CABasicAnimation(keyPath: "bounds")
            animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 20, height: 20))
            animation.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 60, height: 40))
            animation.duration = 1

            let sizes = presentedValues(of: animation, at: [0.5]) { $0.bounds.size }

            XCTAssertEqual(sizes[0].width, 40, accuracy: 1e-6)
            XCTAssertEqual(sizes[0].height, 30, accuracy: 1e-6)
        }
    }

    func testNumbersAnimateScalarProperties() {
        MainActor.assumeIsolated {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = NSNumber(value: 0)
            animation.toValue = NSNumber(value: 0.5)
            animation.duration = 1

            let opacities = presentedValues(of: animation, at: [0.5]) { Double($0.opacity) }

            XCTAssertEqual(opacities[0], 0.25, accuracy: 1e-6)
        }
    }

    func testKeyValueCodingTakesBoxedStructures() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKeyPath: "position")
            layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 10)), forKey: "bounds")
            layer.setValue(NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3)), forKey: "transform")
            layer.setValue(NSNumber(value: 0.5), forKey: "opacity")

            XCTAssertEqual(layer.position, CGPoint(x: 7, y: 8))
            XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 30, height: 10))
            XCTAssertEqual(layer.transform, CATransform3DMakeTranslation(1, 2, 3))
            XCTAssertEqual(layer.opacity, 0.5)
        }
    }

    func testRepeatCountTakesHuge() {
        MainActor.assumeIsolated {
            let animation = CABasicAnimation(keyPath: "opacity")

            animation.repeatCount = HUGE

            XCTAssertEqual(animation.repeatCount, .greatestFiniteMagnitude)
        }
    }
}
