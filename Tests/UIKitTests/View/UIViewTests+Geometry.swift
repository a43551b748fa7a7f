import UIKit
import XCTest

/// A layer class for `layerClass` overrides.
final class MarkerLayer: CALayer {}

final class UIViewGeometryTests: XCTestCase {
    /// Seed 003: the geometry lives on the layer; the frame is derived from center and bounds size.
    func testFrameIsDerivedFromCenterAndBoundsSize() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))

            XCTAssertEqual(view.center, CGPoint(x: 25, y: 40))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
            XCTAssertEqual(view.layer.position, view.center)
            XCTAssertEqual(view.layer.bounds, view.bounds)
        }
    }

    func testMovingTheCenterMovesTheFrame() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))

            view.center = CGPoint(x: 100, y: 100)

            XCTAssertEqual(view.frame, CGRect(x: 85, y: 80, width: 30, height: 40))
        }
    }

    /// Seed 003: the bounds origin scrolls the content; the frame stays where it is.
    func testBoundsOriginDoesNotMoveTheFrame() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))

            view.bounds.origin = CGPoint(x: 5, y: 7)

            XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    func testTransformScalesTheFrameAboutTheCenterAndLeavesTheBounds() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

            view.transform = CGAffineTransform(scaleX: 2, y: 2)

            XCTAssertEqual(view.frame, CGRect(x: -50, y: -50, width: 200, height: 200))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        }
    }

    func testTransform3DIsTheLayerTransformAndTransformItsAffinePart() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var perspective = CATransform3DMakeTranslation(3, 4, 0)
            perspective.m34 = -1 / 500

            view.transform3D = perspective

            XCTAssertEqual(view.layer.transform, perspective)
            XCTAssertEqual(view.transform, CGAffineTransform(translationX: 3, y: 4))
        }
    }

    /// With a scale transform, setting the frame keeps the transform and resizes the bounds so the
    /// scaled bounds fill the new frame exactly.
    func testSettingTheFrameOfAScaledViewKeepsTheTransformAndScalesTheBounds() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)

            view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)

            XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(view.bounds.size, CGSize(width: 50, height: 50))
            XCTAssertRectEqual(view.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
            XCTAssertPointEqual(view.center, CGPoint(x: 60, y: 60))
        }
    }

    /// A rotated view's bounds scale by the frame's change along each axis; the frame's origin lands
    /// on the rect's.
    func testSettingTheFrameOfARotatedViewScalesItsBoundsProportionally() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            XCTAssertRectEqual(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100))

            view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)

            XCTAssertEqual(view.bounds.width, 200, accuracy: 1e-9)
            XCTAssertEqual(view.bounds.height, 100, accuracy: 1e-9)
            XCTAssertRectEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 200))
            XCTAssertEqual(view.transform, CGAffineTransform(rotationAngle: .pi / 2))
        }
    }

    func testFrameFollowsTheAnchorPoint() {
        MainActor.assumeIsolated {
            let view = UIView()
            view.layer.anchorPoint = .zero

            view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)

            XCTAssertEqual(view.center, CGPoint(x: 10, y: 20))
            XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    func testContentScaleFactorIsTheLayerContentsScale() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

            view.contentScaleFactor = 3

            XCTAssertEqual(view.layer.contentsScale, 3)
        }
    }

    /// Seed 001: a view makes its layer from `layerClass` and is the layer's delegate.
    func testLayerClassChoosesTheLayerAndTheViewIsItsDelegate() {
        MainActor.assumeIsolated {
            final class MarkedView: UIView {
                override class var layerClass: AnyClass { MarkerLayer.self }
            }

            let view = MarkedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

            XCTAssertTrue(view.layer is MarkerLayer)
            XCTAssertTrue(view.layer.delegate === view)
            XCTAssertFalse(UIView().layer is MarkerLayer)
        }
    }

    func testSizeThatFitsReturnsTheCurrentSizeByDefault() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))

            let size = view.sizeThatFits(CGSize(width: 1000, height: 1000))

            XCTAssertEqual(size, CGSize(width: 30, height: 40))
        }
    }

    /// Seed 002 §3.4.1: sizeToFit asks sizeThatFits with the current size and takes the answer.
    func testSizeToFitTakesTheSizeThatFitsAndKeepsTheOrigin() {
        MainActor.assumeIsolated {
            final class FittingView: UIView {
                var asked: CGSize?
                override func sizeThatFits(_ size: CGSize) -> CGSize {
                    asked = size
                    return CGSize(width: 70, height: 30)
                }
            }
            let view = FittingView(frame: CGRect(x: 5, y: 6, width: 10, height: 20))

            view.sizeToFit()

            XCTAssertEqual(view.asked, CGSize(width: 10, height: 20))
            XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 70, height: 30))
        }
    }
}
