import Foundation
import XCTest

@testable import QuartzCore

/// A layer subclass giving a key of its own a default, as Apple's Core Animation guide shows.
private final class BadgeLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        key == "badgeCount" ? 3 : super.defaultValue(forKey: key)
    }
}

final class CALayerKeyValueCodingTests: XCTestCase {
    func testEveryLayerPropertyReadsAndWritesByItsObjectiveCAndSwiftNames() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let image = CGContext(pixelWidth: 2, pixelHeight: 2).makeImage()!
            let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            let entries: [(String, Any)] = [
                ("bounds", CGRect(x: 1, y: 2, width: 30, height: 40)), ("position", CGPoint(x: 5, y: 6)),
                ("zPosition", CGFloat(2)), ("anchorPoint", CGPoint(x: 0, y: 1)), ("anchorPointZ", CGFloat(3)),
                ("transform", CATransform3DMakeScale(2, 2, 1)),
                ("sublayerTransform", CATransform3DMakeTranslation(1, 0, 0)),
                ("opacity", Float(0.5)), ("backgroundColor", CGColor.white), ("cornerRadius", CGFloat(4)),
                ("borderWidth", CGFloat(1)), ("borderColor", CGColor.white), ("contents", image),
                ("contentsRect", CGRect(x: 0, y: 0, width: 0.5, height: 0.5)),
                ("contentsCenter", CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)), ("shadowColor", CGColor.white),
                ("shadowOpacity", Float(0.8)), ("shadowOffset", CGSize(width: 2, height: 2)),
                ("shadowRadius", CGFloat(6)), ("shadowPath", path), ("hidden", true), ("isHidden", false),
                ("masksToBounds", true), ("doubleSided", false), ("isDoubleSided", true), ("opaque", true),
                ("isOpaque", false), ("allowsGroupOpacity", false), ("shouldRasterize", true),
                ("rasterizationScale", CGFloat(2)), ("contentsScale", CGFloat(2)), ("needsDisplayOnBoundsChange", true),
                ("name", "badge"), ("maskedCorners", CACornerMask.layerMinXMinYCorner),
                ("cornerCurve", CALayerCornerCurve.continuous), ("contentsGravity", CALayerContentsGravity.center),
            ]

            for (key, value) in entries {
                layer.setValue(value, forKey: key)

                XCTAssertEqual(AnimationValue(guessing: layer.value(forKey: key)), AnimationValue(guessing: value), key)
            }
            XCTAssertEqual(layer.bounds, CGRect(x: 1, y: 2, width: 30, height: 40))
            XCTAssertEqual(layer.opacity, 0.5)
            XCTAssertTrue(layer.contents as? CGImage === image)
            XCTAssertFalse(layer.isHidden)
            XCTAssertTrue(layer.isDoubleSided)
            XCTAssertEqual(layer.contentsGravity, .center)
        }
    }

    func testValuesReadBackInThePropertysSwiftType() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 1)
            XCTAssertEqual(layer.value(forKey: "cornerRadius") as? CGFloat, 0)
            XCTAssertEqual(layer.value(forKey: "hidden") as? Bool, false)
            XCTAssertEqual(layer.value(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
            XCTAssertNil(layer.value(forKey: "backgroundColor"))
            XCTAssertNil(layer.value(forKey: "mask"))
        }
    }

    func testNumbersOfAnyTypeAndNamesAsStringsSetTheProperty() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.setValue(2, forKey: "cornerRadius")
            layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
            layer.setValue(0.75, forKey: "shadowOpacity")
            layer.setValue(NSNumber(value: true), forKey: "hidden")
            layer.setValue("bottom", forKey: "contentsGravity")
            layer.setValue(UInt(5), forKey: "maskedCorners")

            XCTAssertEqual(layer.cornerRadius, 2)
            XCTAssertEqual(layer.opacity, 0.25)
            XCTAssertEqual(layer.shadowOpacity, 0.75)
            XCTAssertTrue(layer.isHidden)
            XCTAssertEqual(layer.contentsGravity, .bottom)
            XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMinXMaxYCorner])
        }
    }

    func testNilClearsOptionalProperties() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.backgroundColor = .white
            layer.name = "named"

            layer.setValue(nil, forKey: "backgroundColor")
            layer.setValue(nil, forKey: "name")
            layer.setValue(nil, forKey: "borderColor")

            XCTAssertNil(layer.backgroundColor)
            XCTAssertNil(layer.name)
            XCTAssertNil(layer.borderColor)
        }
    }

    func testStructureFieldsReadAndWriteThroughKeyPaths() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)

            layer.setValue(7, forKeyPath: "position.x")
            layer.setValue(CGFloat(8), forKeyPath: "anchorPoint.y")
            layer.setValue(Float(4), forKeyPath: "bounds.origin.x")
            layer.setValue(CGSize(width: 60, height: 30), forKeyPath: "bounds.size")
            layer.setValue(12, forKeyPath: "bounds.size.height")
            layer.setValue(CGPoint(x: 1, y: 2), forKeyPath: "contentsRect.origin")
            layer.setValue(5, forKeyPath: "shadowOffset.width")

            XCTAssertEqual(layer.position, CGPoint(x: 7, y: 45))
            XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 8))
            XCTAssertEqual(layer.bounds, CGRect(x: 4, y: 0, width: 60, height: 12))
            XCTAssertEqual(layer.contentsRect.origin, CGPoint(x: 1, y: 2))
            XCTAssertEqual(layer.shadowOffset, CGSize(width: 5, height: -3))
            XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 7)
            XCTAssertEqual(layer.value(forKeyPath: "bounds.size.width") as? CGFloat, 60)
            XCTAssertEqual(layer.value(forKeyPath: "bounds.origin") as? CGPoint, CGPoint(x: 4, y: 0))
            XCTAssertEqual(layer.value(forKeyPath: "shadowOffset.height") as? CGFloat, -3)
            XCTAssertEqual(layer.value(forKeyPath: "frame.size.height") as? CGFloat, 12)
            XCTAssertNil(layer.value(forKeyPath: "position.z"))
            XCTAssertNil(layer.value(forKeyPath: "opacity.x"))
        }
    }

    func testTransformFieldsReadTheTransformTakenApart() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.transform = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeScale(2, 4, 1), CATransform3DMakeRotation(0.3, 0, 0, 1)),
                CATransform3DMakeTranslation(10, 20, 30))
            layer.sublayerTransform = CATransform3DMakeRotation(0.2, 1, 0, 0)

            @MainActor func number(_ keyPath: String) -> CGFloat {
                layer.value(forKeyPath: keyPath) as? CGFloat ?? .nan
            }
            XCTAssertEqual(number("transform.rotation.z"), 0.3, accuracy: 1e-12)
            XCTAssertEqual(number("transform.rotation"), 0.3, accuracy: 1e-12)
            XCTAssertEqual(number("transform.rotation.x"), 0, accuracy: 1e-12)
            XCTAssertEqual(number("transform.scale.x"), 2, accuracy: 1e-12)
            XCTAssertEqual(number("transform.scale.y"), 4, accuracy: 1e-12)
            XCTAssertEqual(number("transform.scale"), 7.0 / 3, accuracy: 1e-12, "the mean of the three axes")
            XCTAssertEqual(number("transform.translation.z"), 30, accuracy: 1e-12)
            XCTAssertEqual(layer.value(forKeyPath: "transform.translation") as? CGSize, CGSize(width: 10, height: 20))
            XCTAssertEqual(number("sublayerTransform.rotation.x"), 0.2, accuracy: 1e-12)
            XCTAssertNil(layer.value(forKeyPath: "transform.rotation.w"))
        }
    }

    func testAScaleOfHalfInXAndYReadsTwoThirdsAsOnIOS() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)

            XCTAssertEqual(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 2.0 / 3, accuracy: 1e-12)
        }
    }

    func testSettingATransformFieldKeepsTheOtherParts() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)

            layer.setValue(2, forKeyPath: "transform.scale")
            layer.setValue(10, forKeyPath: "transform.translation.x")
            layer.setValue(CGSize(width: 3, height: 4), forKeyPath: "sublayerTransform.translation")
            layer.setValue(Double.pi / 2, forKeyPath: "sublayerTransform.rotation.y")

            let expected = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(0.5, 0, 0, 1)),
                CATransform3DMakeTranslation(10, 0, 0))
            assertTransform(layer.transform, expected)
            assertTransform(
                layer.sublayerTransform,
                CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(3, 4, 0)))
        }
    }

    func testTurningALayerWithPerspectiveByKeyPathKeepsThePerspective() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            layer.transform = perspective

            layer.setValue(CGFloat.pi / 4, forKeyPath: "transform.rotation.y")

            assertTransform(layer.transform, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0), accuracy: 1e-12)
        }
    }

    func testUnknownKeysAreKeptPerLayer() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let other = CALayer()

            layer.setValue(50, forKey: "someKey")
            layer.setValue(CGPoint(x: 1, y: 2), forKey: "anchor")

            XCTAssertEqual(layer.value(forKey: "someKey") as? Int, 50)
            XCTAssertEqual(layer.value(forKeyPath: "anchor.y") as? CGFloat, 2)
            XCTAssertNil(other.value(forKey: "someKey"))
            layer.setValue(nil, forKey: "someKey")
            XCTAssertNil(layer.value(forKey: "someKey"))
            layer.setValue(5, forKeyPath: "anchor.x")
            XCTAssertEqual(layer.value(forKey: "anchor") as? CGPoint, CGPoint(x: 5, y: 2))
        }
    }

    func testKeyPathsReachIntoLayersHeldUnderAKey() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let mask = CALayer()
            let child = CALayer()
            layer.mask = mask
            layer.setValue(child, forKey: "child")

            layer.setValue(0.5, forKeyPath: "mask.opacity")
            layer.setValue(3, forKeyPath: "child.position.x")

            XCTAssertEqual(mask.opacity, 0.5)
            XCTAssertEqual(child.position.x, 3)
            XCTAssertEqual(layer.value(forKeyPath: "child.position.x") as? CGFloat, 3)
            XCTAssertNil(layer.value(forKeyPath: "missing.opacity"))
        }
    }

    func testSublayersAreReplacedAndSuperlayerReadByKey() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let old = CALayer()
            let (a, b) = (CALayer(), CALayer())
            layer.addSublayer(old)

            layer.setValue([a, b], forKey: "sublayers")

            XCTAssertEqual(layer.sublayers?.count, 2)
            XCTAssertTrue(layer.sublayers?.first === a)
            XCTAssertNil(old.superlayer)
            XCTAssertTrue(b.value(forKey: "superlayer") as? CALayer === layer)
            XCTAssertNil(layer.value(forKey: "superlayer"))
        }
    }

    func testDefaultValuesAreANewLayersValuesAndSubclassesAddTheirOwn() {
        MainActor.assumeIsolated {
            let badge = BadgeLayer()

            XCTAssertEqual(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
            XCTAssertEqual(CALayer.defaultValue(forKey: "opacity") as? Float, 1)
            XCTAssertEqual(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize, CGSize(width: 0, height: -3))
            XCTAssertEqual(CALayer.defaultValue(forKey: "hidden") as? Bool, false)
            XCTAssertNil(CALayer.defaultValue(forKey: "someKey"))
            XCTAssertEqual(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat, 1)
            XCTAssertEqual(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat, 36)
            XCTAssertEqual(BadgeLayer.defaultValue(forKey: "badgeCount") as? Int, 3)
            XCTAssertEqual(BadgeLayer.defaultValue(forKey: "opacity") as? Float, 1)
            XCTAssertEqual(badge.value(forKey: "badgeCount") as? Int, 3, "unset keys read the default")
            badge.setValue(7, forKey: "badgeCount")
            XCTAssertEqual(badge.value(forKey: "badgeCount") as? Int, 7)
        }
    }

    func testAnimatableKeyPathsAreTheAnimatablePropertiesAndTheirFields() {
        MainActor.assumeIsolated {
            let animatable = [
                "opacity", "position", "position.x", "bounds.size.width", "bounds.origin", "transform",
                "transform.rotation", "transform.rotation.z", "transform.scale", "transform.translation",
                "sublayerTransform.scale.x", "hidden", "isHidden", "masksToBounds", "doubleSided", "contents",
                "backgroundColor", "shadowPath", "shadowOffset.height", "anchorPoint.x", "contentsRect", "zPosition",
            ]
            let notAnimatable = [
                "frame", "name", "mask", "sublayers", "opaque", "position.z", "transform.rotation.w", "opacity.x",
                "someKey", "strokeEnd", "",
            ]

            for keyPath in animatable { XCTAssertTrue(CALayer.isAnimatableKeyPath(keyPath), keyPath) }
            for keyPath in notAnimatable { XCTAssertFalse(CALayer.isAnimatableKeyPath(keyPath), keyPath) }
            XCTAssertTrue(CAShapeLayer.isAnimatableKeyPath("strokeEnd"))
            XCTAssertTrue(CAShapeLayer.isAnimatableKeyPath("position.y"), "inherited")
            XCTAssertFalse(CAShapeLayer.isAnimatableKeyPath("lineCap"))
        }
    }
}
