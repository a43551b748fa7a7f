import Foundation
import XCTest

@testable import QuartzCore

/// Counts the times its position setter runs.
private final class CountingLayer: CALayer {
    var positionSets = 0
    override var position: CGPoint { didSet { positionSets += 1 } }
}

final class CALayerAnimationValueTests: XCTestCase {
    func testEveryAnimatableKeyPathReadsAndWritesAnAnimationValue() {
        MainActor.assumeIsolated {
            let layers: [(CALayer, [String])] = [
                (
                    CALayer(),
                    [
                        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
                        "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
                        "borderColor", "contents", "contentsRect", "contentsCenter", "shadowColor", "shadowOpacity",
                        "shadowOffset", "shadowRadius", "shadowPath", "hidden", "masksToBounds", "doubleSided",
                        "position.x", "position.y", "bounds.origin", "bounds.size", "bounds.size.width",
                        "bounds.size.height", "bounds.origin.x", "bounds.origin.y", "anchorPoint.x", "anchorPoint.y",
                        "shadowOffset.width", "shadowOffset.height", "transform.scale", "transform.scale.x",
                        "transform.scale.y", "transform.scale.z", "transform.rotation", "transform.rotation.x",
                        "transform.rotation.y", "transform.rotation.z", "transform.translation",
                        "transform.translation.x", "transform.translation.y", "transform.translation.z",
                        "sublayerTransform.scale", "sublayerTransform.rotation.z", "sublayerTransform.translation.y",
                    ]
                ),
                (
                    CAShapeLayer(),
                    [
                        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
                        "lineDashPhase",
                    ]
                ),
                (CAGradientLayer(), ["colors", "locations", "startPoint", "endPoint", "startPoint.x"]),
                (CATextLayer(), ["fontSize", "foregroundColor"]),
                (
                    CAReplicatorLayer(),
                    [
                        "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
                        "instanceGreenOffset",
                        "instanceBlueOffset", "instanceAlphaOffset",
                    ]
                ),
            ]

            for (layer, keyPaths) in layers {
                for keyPath in keyPaths {
                    XCTAssertTrue(type(of: layer).isAnimatableKeyPath(keyPath), keyPath)
                    guard let value = layer.animationValue(forKeyPath: keyPath) else {
                        XCTFail("no value for \(keyPath)")
                        continue
                    }
                    layer.setAnimationValue(value, forKeyPath: keyPath)
                    XCTAssertEqual(layer.animationValue(forKeyPath: keyPath), value, keyPath)
                }
            }
        }
    }

    func testAnimatedValuesGoThroughTheSetters() {
        MainActor.assumeIsolated {
            let layer = CountingLayer()
            let shape = CAShapeLayer()
            let gradient = CAGradientLayer()
            layer.needsComposite = false
            shape.displayIfNeeded()
            gradient.displayIfNeeded()

            layer.setAnimationValue(.scalar(12), forKeyPath: "position.x")
            shape.setAnimationValue(.scalar(0.5), forKeyPath: "strokeEnd")
            gradient.setAnimationValue(.array([.color(.black), .color(.white)]), forKeyPath: "colors")

            XCTAssertEqual(layer.position.x, 12)
            XCTAssertEqual(layer.positionSets, 1)
            XCTAssertTrue(layer.needsComposite)
            XCTAssertEqual(shape.strokeEnd, 0.5)
            XCTAssertTrue(shape.needsDisplay())
            XCTAssertEqual(gradient.colors?.count, 2)
            XCTAssertTrue(gradient.needsDisplay())
        }
    }

    func testASetPathRedrawsTheShape() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            shape.displayIfNeeded()
            let path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)

            shape.setAnimationValue(.path(path), forKeyPath: "path")

            XCTAssertEqual(shape.path, path)
            XCTAssertTrue(shape.needsDisplay())
        }
    }

    func testAnimatedColoursAreClampedAsTheLayerStoresThem() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.setAnimationValue(
                .color(CGColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.5)), forKeyPath: "backgroundColor")

            assertValues(rgba(.color(layer.backgroundColor)), [1, 0, 0.5, 1])
        }
    }

    func testValuesOfTheWrongKindAndFieldsThatDoNotExistAreIgnored() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.setAnimationValue(.point(CGPoint(x: 1, y: 1)), forKeyPath: "opacity")
            layer.setAnimationValue(.scalar(5), forKeyPath: "position.z")

            XCTAssertEqual(layer.opacity, 1)
            XCTAssertEqual(layer.position, .zero)
            XCTAssertNil(layer.animationValue(forKeyPath: "position.z"))
            XCTAssertNil(layer.animationValue(forKeyPath: "someKey"))
        }
    }

    func testUndeclaredKeysAnimateInTheTypeTheyHold() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.setValue(Float(1), forKey: "progress")
            layer.setValue(CGPoint(x: 1, y: 2), forKey: "handle")

            layer.setAnimationValue(.scalar(0.5), forKeyPath: "progress")
            layer.setAnimationValue(.scalar(9), forKeyPath: "handle.y")
            layer.setAnimationValue(.scalar(3), forKeyPath: "fresh")

            XCTAssertEqual(layer.animationValue(forKeyPath: "progress"), .scalar(0.5))
            XCTAssertEqual(layer.value(forKey: "progress") as? Float, 0.5)
            XCTAssertEqual(layer.value(forKey: "handle") as? CGPoint, CGPoint(x: 1, y: 9))
            XCTAssertEqual(layer.value(forKey: "fresh") as? CGFloat, 3)
        }
    }

    func testTheRotationFieldAnimatesPastAHalfTurnWhileTheTransformTakesTheShortWay() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let fullTurn = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)

            let field = AnimationValue.interpolate(.scalar(0), .scalar(2 * .pi), fraction: 0.5)
            layer.setAnimationValue(field, forKeyPath: "transform.rotation.z")
            let turnedByField = layer.transform
            let whole = AnimationValue.interpolate(
                .transform(CATransform3DIdentity), .transform(fullTurn), fraction: 0.5)
            layer.setAnimationValue(whole, forKeyPath: "transform")

            assertTransform(turnedByField, CATransform3DMakeRotation(.pi, 0, 0, 1))
            assertTransform(layer.transform, CATransform3DIdentity)
        }
    }
}
