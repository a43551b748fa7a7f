import UIKit
import UIKitTesting
import XCTest

/// Converting between views' spaces (seed 001 "切换不同的坐标系"): through every transform on the
/// way, nil meaning the window, rects as bounding boxes.
final class UIViewConversionTests: XCTestCase {
    func testConvertingBetweenSiblingsAddsAndRemovesTheirOrigins() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let first = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
            let second = UIView(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
            parent.addSubview(first)
            parent.addSubview(second)

            XCTAssertEqual(first.convert(CGPoint(x: 5, y: 5), to: second), CGPoint(x: -85, y: -25))
            XCTAssertEqual(second.convert(CGPoint(x: 5, y: 5), from: first), CGPoint(x: -85, y: -25))
            XCTAssertEqual(first.convert(CGPoint(x: 5, y: 5), to: parent), CGPoint(x: 15, y: 25))
            XCTAssertEqual(parent.convert(CGPoint(x: 15, y: 25), to: first), CGPoint(x: 5, y: 5))
        }
    }

    /// Seed 001: with nil, the conversion is to and from the window's coordinates (not the screen's).
    func testNilMeansTheWindow() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let child = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
            root.addSubview(child)

            XCTAssertEqual(child.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 31, y: 42))
            XCTAssertEqual(child.convert(CGPoint(x: 31, y: 42), from: nil), CGPoint(x: 1, y: 2))
            XCTAssertEqual(child.convert(CGPoint(x: 1, y: 2), to: window), CGPoint(x: 31, y: 42))
            XCTAssertEqual(
                child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil),
                CGRect(x: 30, y: 40, width: 10, height: 10))
        }
    }

    func testAScrolledBoundsOriginShiftsConvertedPoints() {
        MainActor.assumeIsolated {
            let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let content = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 20))
            scroller.addSubview(content)

            scroller.bounds.origin.y = 150

            XCTAssertEqual(content.convert(CGPoint.zero, to: scroller.superview ?? scroller), CGPoint(x: 0, y: 200))
            XCTAssertEqual(scroller.convert(CGPoint(x: 0, y: 200), to: content), .zero)
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            parent.addSubview(scroller)
            XCTAssertEqual(content.convert(CGPoint.zero, to: parent), CGPoint(x: 0, y: 50))
        }
    }

    /// A view rotated a quarter turn about its centre (150, 150): its (0, 0) lands at (175, 100).
    func testConvertingThroughARotatedView() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let rotated = UIView(frame: CGRect(x: 100, y: 125, width: 100, height: 50))
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            parent.addSubview(rotated)

            XCTAssertPointEqual(rotated.convert(CGPoint.zero, to: parent), CGPoint(x: 175, y: 100))
            XCTAssertPointEqual(rotated.convert(CGPoint(x: 100, y: 0), to: parent), CGPoint(x: 175, y: 200))
            XCTAssertPointEqual(rotated.convert(CGPoint(x: 175, y: 200), from: parent), CGPoint(x: 100, y: 0))
        }
    }

    /// Seed 001: a rect from a rotated view becomes the box enclosing the rotated rect.
    func testARectThroughARotationBecomesItsBoundingBox() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
            parent.addSubview(rotated)

            let box = rotated.convert(rotated.bounds, to: parent)

            let half = 50 * 2.0.squareRoot()
            XCTAssertRectEqual(box, CGRect(x: 150 - half, y: 150 - half, width: 2 * half, height: 2 * half))
        }
    }

    func testConvertingThroughAChainOfScalesAndRotations() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            rotated.transform = CGAffineTransform(rotationAngle: .pi)
            root.addSubview(scaled)
            scaled.addSubview(rotated)

            // rotated (0,0) → (20,20) in scaled (a half turn about (10,10)) → 2×(20−50)+150 = 90 in root.
            let point = rotated.convert(CGPoint.zero, to: root)

            XCTAssertPointEqual(point, CGPoint(x: 90, y: 90))
            XCTAssertPointEqual(root.convert(point, to: rotated), .zero)
        }
    }

    /// Seed 001: UIWindow converts through the screen; views in different windows do too.
    func testViewsInDifferentWindowsConvertThroughTheScreen() {
        MainActor.assumeIsolated {
            let (_, first, root) = makeViewTestApp()
            let second = UIWindow(frame: CGRect(x: 300, y: 200, width: 100, height: 100))
            second.isHidden = false
            let inFirst = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            let inSecond = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
            root.addSubview(inFirst)
            second.addSubview(inSecond)

            // (0,0) in inFirst is (5,5) in the first window at (10,20): (15,25) on screen,
            // (−285,−175) in the second window, (−305,−205) in inSecond.
            XCTAssertEqual(inFirst.convert(CGPoint.zero, to: inSecond), CGPoint(x: -305, y: -205))
            XCTAssertEqual(inSecond.convert(CGPoint(x: -305, y: -205), to: inFirst), .zero)
            XCTAssertEqual(
                inFirst.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: second),
                CGRect(x: -285, y: -175, width: 2, height: 2))
            XCTAssertEqual(first.convert(CGPoint(x: 5, y: 5), to: second), CGPoint(x: -285, y: -175))
        }
    }
}
