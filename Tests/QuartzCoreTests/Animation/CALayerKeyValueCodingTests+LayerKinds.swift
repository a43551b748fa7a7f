import Foundation
import XCTest

@testable import QuartzCore

extension CALayerKeyValueCodingTests {
    /// Sets each value by key and checks it reads back the same.
    @MainActor private static func assertRoundTrips(
        _ layer: CALayer, _ entries: [(String, Any)], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (key, value) in entries {
            layer.setValue(value, forKey: key)

            XCTAssertEqual(
                AnimationValue(guessing: layer.value(forKey: key)), AnimationValue(guessing: value), key, file: file,
                line: line)
        }
    }

    func testShapeLayerPropertiesByName() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

            Self.assertRoundTrips(
                shape,
                [
                    ("path", path), ("fillColor", CGColor.white), ("strokeColor", CGColor.black),
                    ("strokeStart", CGFloat(0.25)), ("strokeEnd", CGFloat(0.75)), ("lineWidth", CGFloat(3)),
                    ("miterLimit", CGFloat(4)), ("lineDashPhase", CGFloat(2)), ("lineCap", CAShapeLayerLineCap.round),
                    ("lineJoin", CAShapeLayerLineJoin.bevel), ("fillRule", CAShapeLayerFillRule.evenOdd),
                    ("lineDashPattern", [NSNumber(value: 2), NSNumber(value: 1)]),
                ])
            shape.setValue([4, 2], forKey: "lineDashPattern")
            shape.setValue("square", forKey: "lineCap")

            XCTAssertEqual(shape.path, path)
            XCTAssertEqual(shape.lineDashPattern, [NSNumber(value: 4), NSNumber(value: 2)])
            XCTAssertEqual(shape.lineCap, .square)
            XCTAssertEqual(shape.value(forKey: "opacity") as? Float, 1, "CALayer's keys too")
        }
    }

    func testGradientLayerPropertiesByName() {
        MainActor.assumeIsolated {
            let gradient = CAGradientLayer()

            Self.assertRoundTrips(
                gradient,
                [
                    ("colors", [CGColor.black, CGColor.white]),
                    ("locations", [NSNumber(value: 0.2), NSNumber(value: 0.8)]),
                    ("startPoint", CGPoint(x: 0, y: 0)), ("endPoint", CGPoint(x: 1, y: 1)),
                    ("type", CAGradientLayerType.radial),
                ])
            gradient.setValue([0, 0.5], forKey: "locations")
            gradient.setValue(nil, forKey: "colors")

            XCTAssertEqual(gradient.locations, [NSNumber(value: 0), NSNumber(value: 0.5)])
            XCTAssertNil(gradient.colors)
            XCTAssertEqual(gradient.value(forKeyPath: "endPoint.x") as? CGFloat, 1)
        }
    }

    func testTextReplicatorScrollAndTiledLayerPropertiesByName() {
        MainActor.assumeIsolated {
            let text = CATextLayer()
            let replicator = CAReplicatorLayer()

            Self.assertRoundTrips(
                text,
                [
                    ("string", "Hello"), ("font", "DejaVu Sans"), ("fontSize", CGFloat(12)),
                    ("foregroundColor", CGColor.black), ("wrapped", true), ("isWrapped", false),
                    ("truncationMode", CATextLayerTruncationMode.end),
                    ("alignmentMode", CATextLayerAlignmentMode.center),
                    ("allowsFontSubpixelQuantization", true),
                ])
            Self.assertRoundTrips(
                replicator,
                [
                    ("instanceCount", 4), ("instanceDelay", 0.5),
                    ("instanceTransform", CATransform3DMakeTranslation(10, 0, 0)),
                    ("instanceColor", CGColor.black), ("instanceRedOffset", Float(-0.1)),
                    ("instanceGreenOffset", Float(-0.2)), ("instanceBlueOffset", Float(-0.3)),
                    ("instanceAlphaOffset", Float(-0.4)), ("preservesDepth", true),
                ])
            Self.assertRoundTrips(CAScrollLayer(), [("scrollMode", CAScrollLayerScrollMode.horizontally)])
            Self.assertRoundTrips(
                CATiledLayer(),
                [("levelsOfDetail", 2), ("levelsOfDetailBias", 1), ("tileSize", CGSize(width: 64, height: 64))])
            replicator.setValue(NSNumber(value: 6), forKey: "instanceCount")

            XCTAssertEqual(replicator.instanceCount, 6)
            XCTAssertEqual(replicator.value(forKeyPath: "instanceTransform.translation.x") as? CGFloat, 10)
        }
    }

    func testAKindsKeysAreOrdinaryKeysOnOtherLayers() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.setValue("anything", forKey: "lineWidth")

            XCTAssertEqual(layer.value(forKey: "lineWidth") as? String, "anything")
            XCTAssertNil(CALayer.defaultValue(forKey: "lineWidth"))
        }
    }
}
