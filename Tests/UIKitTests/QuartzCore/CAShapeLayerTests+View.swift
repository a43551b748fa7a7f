import QuartzCore
import UIKit
import UIKitTesting
import XCTest

final class CAShapeLayerViewTests: XCTestCase {
    func testViewWhoseLayerClassIsAShapeLayerShowsTheShape() {
        MainActor.assumeIsolated {
            final class ShapeView: UIView {
                override class var layerClass: AnyClass { CAShapeLayer.self }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)

            (view.layer as! CAShapeLayer).path = CGPath(
                ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 50, y: 50)), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 22, y: 22)), RGBA(255, 255, 255))
        }
    }
}
