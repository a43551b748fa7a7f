import UIKit
import UIKitTesting
import XCTest

/// Snapshots (seed 000 §9) and the debugging dump.
final class UIViewSnapshottingTests: XCTestCase {
    /// A 20×10 red view with a blue 10×10 subview on its right half, drawn at scale 1.
    @MainActor
    static func twoColourView() -> UIView {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 10))
        view.backgroundColor = .red
        view.contentScaleFactor = 1
        let right = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        right.backgroundColor = .blue
        view.addSubview(right)
        return view
    }

    @MainActor
    static func colour(of image: CGImage, x: Int, y: Int) -> RGBA {
        let pixel = image.pixel(x: x, y: y)
        return RGBA(pixel.red, pixel.green, pixel.blue, pixel.alpha)
    }

    func testASnapshotViewShowsAnImageOfTheViewTree() {
        MainActor.assumeIsolated {
            let view = Self.twoColourView()

            let snapshot = view.snapshotView(afterScreenUpdates: false)

            let image = snapshot?.layer.contents as! CGImage
            XCTAssertEqual(snapshot?.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
            XCTAssertEqual((image.width, image.height).0, 20)
            XCTAssertEqual(Self.colour(of: image, x: 2, y: 5), RGBA(255, 0, 0))
            XCTAssertEqual(Self.colour(of: image, x: 15, y: 5), RGBA(0, 0, 255))
            XCTAssertTrue(snapshot?.subviews.isEmpty ?? false)
        }
    }

    func testASnapshotViewIsPresentedLikeTheOriginal() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            let snapshot = Self.twoColourView().snapshotView(afterScreenUpdates: false)!
            snapshot.frame.origin = CGPoint(x: 100, y: 50)

            root.addSubview(snapshot)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 102, y: 55)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 115, y: 55)), RGBA(0, 0, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 125, y: 55)), RGBA(255, 255, 255))
        }
    }

    func testAnEmptyViewHasNoSnapshot() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIView().snapshotView(afterScreenUpdates: true))
        }
    }

    /// afterScreenUpdates true runs the pending drawRect first; false shows the content as last drawn.
    func testAfterScreenUpdatesDrawsPendingContentFirst() {
        MainActor.assumeIsolated {
            let view = PaintingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.contentScaleFactor = 1

            let before = view.snapshotView(afterScreenUpdates: false)!.layer.contents as! CGImage
            let after = view.snapshotView(afterScreenUpdates: true)!.layer.contents as! CGImage

            XCTAssertEqual(Self.colour(of: before, x: 5, y: 5).alpha, 0)
            XCTAssertEqual(Self.colour(of: after, x: 5, y: 5), RGBA(255, 0, 0))
        }
    }

    /// drawHierarchy scales the bounds to the rect: the 20×10 view drawn into (10, 10, 40, 20).
    func testDrawHierarchyRendersTheTreeScaledIntoTheRect() {
        MainActor.assumeIsolated {
            let view = Self.twoColourView()
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            var drew = false

            let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format).image { _ in
                drew = view.drawHierarchy(in: CGRect(x: 10, y: 10, width: 40, height: 20), afterScreenUpdates: false)
            }

            let cgImage = image.cgImage!
            XCTAssertTrue(drew)
            XCTAssertEqual(Self.colour(of: cgImage, x: 5, y: 5).alpha, 0)
            XCTAssertEqual(Self.colour(of: cgImage, x: 15, y: 15), RGBA(255, 0, 0))
            XCTAssertEqual(Self.colour(of: cgImage, x: 45, y: 25), RGBA(0, 0, 255))
            XCTAssertEqual(Self.colour(of: cgImage, x: 55, y: 25).alpha, 0)
        }
    }

    func testDrawHierarchyWithoutAContextReturnsFalse() {
        MainActor.assumeIsolated {
            XCTAssertFalse(
                Self.twoColourView().drawHierarchy(
                    in: CGRect(x: 0, y: 0, width: 5, height: 5), afterScreenUpdates: true))
        }
    }

    func testRecursiveDescriptionListsTheTreeOneLinePerViewIndentedByDepth() {
        MainActor.assumeIsolated {
            let view = Self.twoColourView()
            view.subviews[0].isHidden = true
            view.subviews[0].alpha = 0.5
            let grandchild = UIView(frame: CGRect(x: 1.5, y: 2, width: 3, height: 4))
            grandchild.tag = 7
            view.subviews[0].addSubview(grandchild)

            let lines = view.recursiveDescription().split(separator: "\n").map(String.init)

            XCTAssertEqual(lines.count, 3)
            XCTAssertTrue(lines[0].hasPrefix("<UIView: 0x"), lines[0])
            XCTAssertTrue(lines[0].contains("; frame = (40 40; 20 10); layer = <CALayer: 0x"), lines[0])
            XCTAssertTrue(lines[1].hasPrefix("   | <UIView: 0x"), lines[1])
            XCTAssertTrue(lines[1].contains("frame = (10 0; 10 10); hidden = YES; alpha = 0.5;"), lines[1])
            XCTAssertTrue(lines[2].hasPrefix("   |    | <UIView: 0x"), lines[2])
            XCTAssertTrue(lines[2].contains("frame = (1.5 2; 3 4); tag = 7;"), lines[2])
        }
    }
}
