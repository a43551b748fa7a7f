import UIKit
import XCTest

/// A button's parts exist as iOS makes them: the title label for a title, the image views only
/// once there is an image to show or `imageView` is asked for, in back-to-front order.
final class UIButtonPartsTests: XCTestCase {
    func testATitledButtonHasOnlyItsTitleLabel() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)

            XCTAssertEqual(button.subviews.count, 1)
            XCTAssertTrue(button.subviews.first === button.titleLabel)
        }
    }

    func testImagesAddTheirViewsBehindTheTitle() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            button.setTitle("Button", for: .normal)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }

            button.setImage(image, for: .normal)
            button.setBackgroundImage(image, for: .normal)

            XCTAssertEqual(button.subviews.count, 3)
            XCTAssertTrue(button.subviews.last === button.titleLabel)
            XCTAssertTrue(button.subviews[1] === button.imageView)
            XCTAssertTrue((button.subviews[0] as? UIImageView)?.image === image)
        }
    }

    func testAskingForTheImageViewMakesItHidden() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)

            let imageView = button.imageView

            XCTAssertEqual(button.subviews.count, 2)
            XCTAssertTrue(imageView?.isHidden == true)
            XCTAssertTrue(button.subviews.first === imageView)
        }
    }
}
