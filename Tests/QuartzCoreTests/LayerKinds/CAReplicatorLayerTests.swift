import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CAReplicatorLayerTests: XCTestCase {
    func testDefaultsAreApples() {
        MainActor.assumeIsolated {
            let layer = CAReplicatorLayer()

            XCTAssertEqual(layer.instanceCount, 1)
            XCTAssertEqual(layer.instanceTransform, CATransform3DIdentity)
            XCTAssertEqual(layer.instanceDelay, 0)
            XCTAssertEqual(layer.instanceColor, .white)
            XCTAssertEqual(layer.instanceRedOffset, 0)
            XCTAssertEqual(layer.instanceGreenOffset, 0)
            XCTAssertEqual(layer.instanceBlueOffset, 0)
            XCTAssertEqual(layer.instanceAlphaOffset, 0)
            XCTAssertFalse(layer.preservesDepth)
        }
    }

    func testOneInstanceByDefaultIsTheIdentityAtFullColour() {
        MainActor.assumeIsolated {
            let layer = CAReplicatorLayer()

            let instances = layer.replicaInstances

            XCTAssertEqual(
                instances, [ReplicaInstance(transform: CATransform3DIdentity, colorMultiplier: (1, 1, 1, 1))])
        }
    }

    func testEachInstanceAppliesTheTransformOnceMore() {
        MainActor.assumeIsolated {
            let layer = CAReplicatorLayer()
            let step = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), 0.1, 0, 0, 1)

            layer.instanceCount = 4
            layer.instanceTransform = step

            let transforms = layer.replicaInstances.map(\.transform)
            let expected = [
                CATransform3DIdentity, step, CATransform3DConcat(step, step),
                CATransform3DConcat(CATransform3DConcat(step, step), step),
            ]
            XCTAssertEqual(transforms.count, 4)
            for (actual, wanted) in zip(transforms, expected) {
                XCTAssertTrue(Self.isClose(actual, wanted), "\(actual) != \(wanted)")
            }
        }
    }

    func testColourMultipliersStepByTheOffsetsFromInstanceColourAndStayWithinZeroToOne() {
        MainActor.assumeIsolated {
            let layer = CAReplicatorLayer()

            layer.instanceCount = 3
            layer.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            layer.instanceRedOffset = -0.6
            layer.instanceGreenOffset = 0.25
            layer.instanceBlueOffset = 0.5
            layer.instanceAlphaOffset = -0.25

            let multipliers = layer.replicaInstances.map(\.colorMultiplier)
            let expected: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
                (1, 0.5, 0, 1), (0.4, 0.75, 0.5, 0.75), (0, 1, 1, 0.5),
            ]
            XCTAssertEqual(multipliers.count, 3)
            for (actual, wanted) in zip(multipliers, expected) {
                XCTAssertEqual(actual.0, wanted.0, accuracy: 1e-6)
                XCTAssertEqual(actual.1, wanted.1, accuracy: 1e-6)
                XCTAssertEqual(actual.2, wanted.2, accuracy: 1e-6)
                XCTAssertEqual(actual.3, wanted.3, accuracy: 1e-6)
            }
        }
    }

    func testNoInstancesWhenTheCountIsNotPositive() {
        MainActor.assumeIsolated {
            let layer = CAReplicatorLayer()

            layer.instanceCount = 0

            XCTAssertEqual(layer.replicaInstances, [])
        }
    }

    func testTheCompositorFindsTheReplicatorThroughItsProtocol() {
        MainActor.assumeIsolated {
            let layer: CALayer = CAReplicatorLayer()

            XCTAssertNotNil(layer as? SublayerReplicating)
        }
    }

    private static func isClose(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let lhs = [
            a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43,
            a.m44,
        ]
        let rhs = [
            b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43,
            b.m44,
        ]
        return zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-9 }
    }
}
