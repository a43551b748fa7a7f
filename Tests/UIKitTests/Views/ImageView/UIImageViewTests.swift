import UIKit
import UIKitTesting
import XCTest

/// The image as layer contents, its size, highlighted images and template tinting.
final class UIImageViewTests: XCTestCase {
    func testAnImageViewIsSizedToItsImageInPointsAndShowsItAsLayerContents() {
        MainActor.assumeIsolated {
            let image = solidImage(Swatch.red, width: 20, height: 10, scale: 2)
            let view = UIImageView(image: image)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10))
            XCTAssertFalse(view.isUserInteractionEnabled)
            XCTAssertTrue(view.layer.contents as AnyObject === image.cgImage)
            XCTAssertEqual(view.layer.contentsScale, 2)
            view.image = nil
            XCTAssertNil(view.layer.contents)
            XCTAssertEqual(
                view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            XCTAssertFalse(UIImageView(frame: .zero).isUserInteractionEnabled)
        }
    }

    func testTheHighlightedImageShowsWhileHighlighted() {
        MainActor.assumeIsolated {
            let view = UIImageView(image: solidImage(Swatch.red), highlightedImage: solidImage(Swatch.blue))
            let stage = ImageViewStage(view, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let middle = CGPoint(x: 20, y: 20)
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.red))
            view.isHighlighted = true
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.blue))
            view.highlightedImage = nil
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.red), "no highlighted image: the image")
            view.highlightedImage = solidImage(Swatch.green)
            view.isHighlighted = false
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.red))
        }
    }

    func testTemplateImagesTakeTheTintColourAndFollowItsChanges() {
        MainActor.assumeIsolated {
            let view = UIImageView(image: solidImage(Swatch.black).withRenderingMode(.alwaysTemplate))
            let stage = ImageViewStage(view, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let middle = CGPoint(x: 20, y: 20)
            XCTAssertTrue(stage.color(at: middle).isClose(to: RGBA(0, 122, 255), tolerance: 4), "systemBlue")
            view.tintColor = .red
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.red))
            view.tintColor = nil
            stage.window.tintColor = .green
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.green), "inherited")
            view.image = solidImage(Swatch.black)
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.black), "an original image keeps its colours")
        }
    }

    func testResizableImagesStretchOutsideTheirCaps() {
        MainActor.assumeIsolated {
            let rows = (0..<10).map { y in
                (0..<10).map { x in x < 3 || x >= 7 || y < 3 || y >= 7 ? Swatch.red : Swatch.blue }
            }
            let image = UIImage(cgImage: makeImage(rows))
                .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
            let view = UIImageView(image: image)
            let stage = ImageViewStage(view, frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            XCTAssertTrue(stage.color(at: CGPoint(x: 1.5, y: 30)).isClose(to: Swatch.red), "the left cap")
            XCTAssertTrue(stage.color(at: CGPoint(x: 30, y: 30)).isClose(to: Swatch.blue), "the centre stretched")
            XCTAssertTrue(stage.color(at: CGPoint(x: 58.5, y: 58.5)).isClose(to: Swatch.red), "a corner")
        }
    }
}
