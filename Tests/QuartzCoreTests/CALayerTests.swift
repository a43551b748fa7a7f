import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CALayerTests: XCTestCase {
    func testFrameDerivesFromPositionBoundsAndAnchorPoint() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            layer.position = CGPoint(x: 50, y: 50)
            layer.anchorPoint = CGPoint(x: 0, y: 0)

            XCTAssertEqual(layer.frame, CGRect(x: 50, y: 50, width: 100, height: 40))
        }
    }

    func testSettingFrameMovesPositionAndResizesBounds() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)

            XCTAssertEqual(layer.position, CGPoint(x: 25, y: 40))
            XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        }
    }

    func testFrameWithATransformIsTheBoundingBox() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)

            layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))

            XCTAssertEqual(layer.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        }
    }

    func testAddSublayerMovesItFromItsOldSuperlayer() {
        MainActor.assumeIsolated {
            let a = CALayer()
            let b = CALayer()
            let child = CALayer()
            a.addSublayer(child)

            b.addSublayer(child)

            XCTAssertNil(a.sublayers)
            XCTAssertTrue(child.superlayer === b)
        }
    }

    func testDisplayAsksTheDelegateToDrawIntoAScaledBackingStore() {
        MainActor.assumeIsolated {
            final class Painter: CALayerDelegate {
                var drawnCTMScale: CGFloat = 0
                func draw(_ layer: CALayer, in ctx: CGContext) {
                    drawnCTMScale = ctx.userSpaceToDeviceSpaceTransform.a
                }
            }
            let painter = Painter()
            let layer = CALayer()
            layer.delegate = painter
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.contentsScale = 2

            layer.setNeedsDisplay()
            layer.displayIfNeeded()

            XCTAssertEqual(painter.drawnCTMScale, 2)
            XCTAssertFalse(layer.needsDisplay())
        }
    }
}

final class CALayerModelTests: XCTestCase {
    @MainActor private static func tree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        return (root, child, grandchild)
    }

    func testConvertGoesThroughTransformsAndBoundsOrigins() {
        MainActor.assumeIsolated {
            let (root, child, grandchild) = Self.tree()
            child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
            child.bounds.origin = CGPoint(x: 5, y: 0)

            let inRoot = grandchild.convert(CGPoint(x: 0, y: 0), to: root)
            let back = root.convert(inRoot, to: grandchild)

            // child's centre stays at (100, 100); bounds (5…105) × 2 about the centre: x = 100 + (10 - 5 - 50) * 2.
            XCTAssertEqual(inRoot.x, 10, accuracy: 1e-9)
            XCTAssertEqual(inRoot.y, 20, accuracy: 1e-9)
            XCTAssertEqual(back.x, 0, accuracy: 1e-9)
            XCTAssertEqual(
                grandchild.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: child),
                CGRect(x: 10, y: 10, width: 10, height: 10))
        }
    }

    func testHitTestFindsTheDeepestLayerAndHonoursZPositionAndHidden() {
        MainActor.assumeIsolated {
            let (root, child, grandchild) = Self.tree()
            let cover = CALayer()
            cover.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            child.insertSublayer(cover, at: 0)

            XCTAssertTrue(root.hitTest(CGPoint(x: 65, y: 65)) === grandchild)

            cover.zPosition = 1
            XCTAssertTrue(root.hitTest(CGPoint(x: 65, y: 65)) === cover)

            cover.isHidden = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 65, y: 65)) === grandchild)
            XCTAssertTrue(root.hitTest(CGPoint(x: 5, y: 5)) === root)
            XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 5)))
        }
    }

    func testReplaceSublayerKeepsThePosition() {
        MainActor.assumeIsolated {
            let (root, child, _) = Self.tree()
            let other = CALayer()
            root.addSublayer(CALayer())

            root.replaceSublayer(child, with: other)

            XCTAssertTrue(root.sublayers?.first === other)
            XCTAssertNil(child.superlayer)
            XCTAssertEqual(root.sublayers?.count, 2)
        }
    }

    func testDirtyRectsAddUpUntilDisplayAndAWholeRedrawWins() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

            layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
            layer.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
            XCTAssertEqual(layer.dirtyRect, CGRect(x: 0, y: 0, width: 60, height: 60))

            layer.setNeedsDisplay()
            layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertNil(layer.dirtyRect)
            XCTAssertTrue(layer.needsDisplay())
        }
    }

    func testAMaskLayerBelongsToItsOwnerNotToATree() {
        MainActor.assumeIsolated {
            let (root, child, _) = Self.tree()
            let mask = CALayer()
            root.addSublayer(mask)

            child.mask = mask

            XCTAssertNil(mask.superlayer)
            XCTAssertTrue(mask.maskOwner === child)
            XCTAssertTrue(mask.rootLayer === root)
        }
    }

    func testIOSDefaults() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
            XCTAssertEqual(layer.shadowRadius, 3)
            XCTAssertEqual(layer.shadowOpacity, 0)
            XCTAssertEqual(layer.contentsGravity, .resize)
            XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertTrue(layer.allowsGroupOpacity)
            XCTAssertEqual(layer.maskedCorners.rawValue, 0b1111)
        }
    }
}

final class CALayerRenderTests: XCTestCase {
    func testRenderInContextPaintsTheTreeInTheLayersOwnSpace() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.frame = CGRect(x: 500, y: 500, width: 20, height: 20)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let child = CALayer()
            child.frame = CGRect(x: 10, y: 0, width: 10, height: 20)
            child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.addSublayer(child)
            let context = CGContext(pixelWidth: 20, pixelHeight: 20)

            layer.render(in: context)

            let image = context.makeImage()!
            XCTAssertEqual(image.pixel(x: 5, y: 5).red, 255)
            XCTAssertEqual(image.pixel(x: 15, y: 5).blue, 255)
        }
    }
}

final class CALayerOrderingTests: XCTestCase {
    func testMovingASublayerBelowOrAboveASiblingInTheSameParent() {
        MainActor.assumeIsolated {
            let parent = CALayer()
            let (a, l, b, c) = (CALayer(), CALayer(), CALayer(), CALayer())
            for layer in [a, l, b, c] { parent.addSublayer(layer) }

            parent.insertSublayer(l, below: c)
            XCTAssertEqual(parent.sublayers!.map(ObjectIdentifier.init), [a, b, l, c].map(ObjectIdentifier.init))

            parent.insertSublayer(l, above: a)
            XCTAssertEqual(parent.sublayers!.map(ObjectIdentifier.init), [a, l, b, c].map(ObjectIdentifier.init))
        }
    }

    func testRenderOrderFollowsZPositionsAsLayersMoveBetweenSuperlayers() {
        MainActor.assumeIsolated {
            let (first, second) = (CALayer(), CALayer())
            let (a, b, c) = (CALayer(), CALayer(), CALayer())
            for layer in [a, b, c] { first.addSublayer(layer) }
            @MainActor func order(_ parent: CALayer) -> [ObjectIdentifier] {
                parent.sublayersInRenderOrder.map(ObjectIdentifier.init)
            }

            a.zPosition = 1
            XCTAssertEqual(order(first), [b, c, a].map(ObjectIdentifier.init))

            second.addSublayer(a)
            second.addSublayer(b)
            XCTAssertEqual(order(first), [c].map(ObjectIdentifier.init))
            XCTAssertEqual(order(second), [b, a].map(ObjectIdentifier.init))

            a.zPosition = 0
            b.zPosition = -1
            second.insertSublayer(b, above: a)
            XCTAssertEqual(order(second), [b, a].map(ObjectIdentifier.init))
            b.removeFromSuperlayer()
            first.insertSublayer(b, at: 0)
            c.zPosition = -2
            XCTAssertEqual(order(first), [c, b].map(ObjectIdentifier.init))
        }
    }

    func testLayoutIfNeededStartsFromTheFarthestAncestorNeedingLayout() {
        MainActor.assumeIsolated {
            final class Logging: CALayer {
                static var log: [String] = []
                var tag = ""
                override func layoutSublayers() { Logging.log.append(tag) }
            }
            let (root, middle, leaf) = (Logging(), Logging(), Logging())
            (root.tag, middle.tag, leaf.tag) = ("root", "middle", "leaf")
            root.addSublayer(middle)
            middle.addSublayer(leaf)
            root.layoutIfNeeded()
            Logging.log = []

            middle.setNeedsLayout()
            leaf.setNeedsLayout()
            leaf.layoutIfNeeded()

            XCTAssertEqual(Logging.log, ["middle", "leaf"])
        }
    }
}
