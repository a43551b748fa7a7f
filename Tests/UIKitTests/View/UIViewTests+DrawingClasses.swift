import UIKit
import UIKitTesting
import XCTest

/// A view class that draws only once `painting` is set.
private final class SometimesPaintingView: UIView {
    var painting = false

    override func draw(_ rect: CGRect) {
        guard painting else { return }
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// A class of its own, so that which instance displays first is up to each test.
private final class FirstShownEmptyImageView: UIImageView {}

/// Whether a view class draws is learnt from its instances, and every instance is drawn right.
final class UIViewDrawingClassTests: XCTestCase {
    func testAClassWhoseFirstDrawingWasBlankStillDrawsLater() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            let first = SometimesPaintingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            root.addSubview(first)
            app.runUntilIdle()

            let second = SometimesPaintingView(frame: CGRect(x: 50, y: 10, width: 20, height: 20))
            second.painting = true
            root.addSubview(second)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 15, y: 15)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 55, y: 15)), RGBA(255, 0, 0))
        }
    }

    func testAClassFirstDisplayedAtZeroSizeStillShowsItsContents() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            let green = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            }
            let empty = FirstShownEmptyImageView(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
            root.addSubview(empty)
            app.runUntilIdle()

            let shown = FirstShownEmptyImageView(frame: CGRect(x: 40, y: 40, width: 8, height: 8))
            root.addSubview(shown)
            app.runUntilIdle()
            shown.tintColor = .blue
            shown.image = green.withRenderingMode(.alwaysTemplate)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 44, y: 44)), RGBA(0, 0, 255))
        }
    }
}
