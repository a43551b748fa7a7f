import UIKit
import UIKitTesting
import XCTest

final class UIImageViewTests: XCTestCase {
    func testAnImageViewIsSizedToItsImageAndShowsItAsLayerContents() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            }
            let view = UIImageView(image: image)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10))
            XCTAssertFalse(view.isUserInteractionEnabled)
            XCTAssertTrue(view.layer.contents as AnyObject === image.cgImage)
            view.image = nil
            XCTAssertNil(view.layer.contents)
            XCTAssertEqual(
                view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        }
    }

    func testHighlightedImageAndTemplateTint() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let black = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.black.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let view = UIImageView(image: black.withRenderingMode(.alwaysTemplate))
            view.frame = window.bounds
            view.tintColor = .red
            window.addSubview(view)
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 20))?.isClose(to: RGBA(255, 0, 0)), true)
            view.highlightedImage = black
            view.isHighlighted = true
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 20))?.isClose(to: RGBA(0, 0, 0)), true)
            view.contentMode = .center
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 5, y: 5))?.isClose(to: RGBA(255, 255, 255)), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 20))?.isClose(to: RGBA(0, 0, 0)), true)
        }
    }
}
