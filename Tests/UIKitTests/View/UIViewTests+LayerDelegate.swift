import UIKit
import UIKitTesting
import XCTest

/// A view that draws its layer itself, overriding the delegate method as iOS views may.
final class LayerDrawingView: UIView {
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: bounds.height))
    }

    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// A view's `CALayerDelegate` methods are open: subclasses override them as on iOS.
final class UIViewLayerDelegateTests: XCTestCase {
    func testOverridingDrawLayerInContextReplacesDrawRect() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            root.addSubview(LayerDrawingView(frame: CGRect(x: 20, y: 20, width: 100, height: 50)))

            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 25, y: 30)), RGBA(0, 255, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 60, y: 30)), RGBA(255, 255, 255))
        }
    }
}
